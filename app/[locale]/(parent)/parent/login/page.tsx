import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ParentMessages } from '@/components/providers/parent-messages';
import { ParentLoginForm } from '@/components/parent/login/parent-login-form';
import { ParentServiceWorker } from '@/components/parent/shell/parent-service-worker';
import { GENERIC_PARENT_COLOUR, parentHead } from '@/lib/server/app-auth/parent-manifest';
import { isLocale, defaultLocale } from '@/lib/i18n/routing';
import type { Metadata, Viewport } from 'next';

/** Installable from the sign-in page too (a generic manifest: no school is known yet). */
export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'parent.login' });
  return { title: t('title'), ...parentHead(isLocale(locale) ? locale : defaultLocale, null) };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: GENERIC_PARENT_COLOUR };

/** /parent/login: the parents' app's sign-in (the school code may come in the address: ?school=HOASEN). */
export default async function ParentLogin({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ school?: string; ended?: string }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const t = await getTranslations('parent.login');
  return (
    <ParentMessages ns={[]}>
      <div className="parent-login">
        <main className="parent-login-card" id="main">
          <i className="bi bi-people-fill parent-login-icon" aria-hidden="true" />
          <h1 className="h3 mb-1">{t('title')}</h1>
          <p className="text-body-secondary mb-4">{t('lead')}</p>
          <ParentLoginForm schoolCode={(query.school ?? '').slice(0, 50)} ended={query.ended === '1'} />
          <p className="text-center mt-4 mb-0">
            <a href={locale === 'vi' ? '/en/parent/login' : '/parent/login'} lang={locale === 'vi' ? 'en' : 'vi'} hrefLang={locale === 'vi' ? 'en' : 'vi'}>
              {t('otherLanguage')}
            </a>
          </p>
          <ParentServiceWorker locale={locale} signedOut />
        </main>
      </div>
    </ParentMessages>
  );
}
