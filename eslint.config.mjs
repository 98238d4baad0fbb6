import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', '.next-*/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
    files: ['next.config.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Links between pages come from lib/i18n/navigation: with the locale prefix and without viewport prefetch.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/link', message: "Use Link from '@/lib/i18n/navigation'." },
            { name: 'next-intl/navigation', message: "Use '@/lib/i18n/navigation'.", allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    files: ['lib/i18n/navigation.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
];

export default config;
