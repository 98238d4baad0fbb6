import 'bootstrap/dist/css/bootstrap.min.css';
import '@/styles/icons.css';
import '@/styles/theme.css';
import '@/styles/app.css';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import { translate } from '@/lib/i18n/translate';
import { routing } from '@/lib/i18n/routing';
import { AppProviders } from '@/components/providers/app-providers';
import { IntlJsonProvider } from '@/components/providers/intl-json-provider';
import { messagesJson, shellMessages } from '@/lib/i18n/client-messages';
import { TIME_ZONE } from '@/lib/i18n/time-zone';
import { SETTINGS_INIT_SCRIPT } from '@/components/layout/settings/settings-store';
import { cookies, headers } from 'next/headers';
import { secrets } from '@/lib/server/crypto/secrets';
import { presetTenantKeys } from '@/lib/server/crypto/preset-tenant-keys';
import { TENANT_COOKIE } from '@/lib/server/auth/page-session';

// Every page reads the session or the database: nothing is prerendered at build time.
export const dynamic = 'force-dynamic';

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

// Two words a page, looked up directly: next-intl's server translator was set up for them on every page (issue 41).
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  return { title: translate(locale, 'app.title'), description: translate(locale, 'app.description'), icons: { icon: '/favicon.svg' } };
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const tenantKeys = presetTenantKeys((await cookies()).get(TENANT_COOKIE)?.value);
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
        {/* Only the shell's words: each page adds its own (PageMessages). */}
        <IntlJsonProvider
          locale={locale}
          timeZone={TIME_ZONE}
          messages={messagesJson(await getMessages(), 'shell', shellMessages)}
        >
          <AppProviders locale={locale} publicKey={secrets().publicKey} tenantKeys={tenantKeys}>
            {children}
          </AppProviders>
        </IntlJsonProvider>
      </body>
    </html>
  );
}
