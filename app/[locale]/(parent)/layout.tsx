import 'bootstrap/dist/css/bootstrap.min.css';
import '@/styles/icons.css';
import '@/styles/theme.css';
import '@/styles/app.css';
import '@/styles/parent.css';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { headers } from 'next/headers';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routing } from '@/lib/i18n/routing';
import { SETTINGS_INIT_SCRIPT } from '@/components/layout/settings/settings-store';
import { ChunkErrorGuard } from '@/components/providers/chunk-error-guard';
import { ParentWordsProvider } from '@/components/parent/shell/parent-words';

// Every page reads the session or the database: nothing is prerendered at build time.
export const dynamic = 'force-dynamic';

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'app' });
  return { title: t('title'), description: t('description'), icons: { icon: '/favicon.svg' } };
}

/**
 * The parents' app's root layout, apart from the staff's (`(staff)/layout.tsx`): a phone app whose home carries no
 * next-intl client (its 12 kB of message formatting) and no staff providers. Its server components hand their words
 * to the shell as props; a screen whose client components read words wraps itself in `ParentMessages`. Going between
 * the two apps is a full page load (two root layouts), which they never do by a link.
 */
export default async function ParentRootLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale });
  // The script nonce of this answer's Content-Security-Policy (proxy.ts).
  const nonce = (await headers()).get('x-nonce') ?? undefined;
  return (
    <html lang={locale} suppressHydrationWarning>
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: SETTINGS_INIT_SCRIPT }} />
        {/* The icon font (10 kB) is found only once the CSS is parsed; asked for at once, icons show with the text. */}
        <link rel="preload" href="/fonts/icons.woff2" as="font" type="font/woff2" crossOrigin="anonymous" />
      </head>
      <body>
        <ParentWordsProvider
          words={{
            locale,
            loading: t('common.loading'),
            errorTitle: t('errors.genericTitle'),
            error: t('errors.generic'),
            reload: t('common.reload'),
            backHome: t('common.backHome'),
          }}
        >
          <ChunkErrorGuard />
          {children}
        </ParentWordsProvider>
      </body>
    </html>
  );
}
