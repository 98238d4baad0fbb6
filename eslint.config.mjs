import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', '.next-*/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'public/parent-sw.js', 'public/staff-sw.js'],
  },
  {
    files: ['next.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Links between pages are components/ui/link.tsx: the locale prefix, no viewport prefetch, a pending bar.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/link', message: "Use Link from '@/components/ui/link'." },
            { name: 'next-intl/navigation', message: "Use '@/lib/i18n/navigation'.", allowTypeImports: true },
            { name: '@/lib/i18n/navigation', importNames: ['IntlLink'], message: "Use Link from '@/components/ui/link'." },
          ],
        },
      ],
    },
  },
  {
    files: ['lib/i18n/navigation.ts', 'components/ui/link.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The parents' app loads no next-intl client on its home (150 kB budget): its one link is Next.js's own,
    // with the locale prefix computed by lib/parent-path.ts.
    files: ['components/parent/shell/parent-link.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
];

export default config;
