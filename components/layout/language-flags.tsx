'use client';
import { useLocale, useTranslations } from 'next-intl';
import { usePathname } from '@/lib/i18n/navigation';
import { locales } from '@/lib/i18n/routing';
import { mutate } from '@/lib/api/client';
import { setYearCookie } from '@/lib/api/cookie';

import { LANGUAGE_RELOAD_MS } from '@/lib/limits';

function localizedHref(locale: string, pathname: string) {
  const path = pathname === '/' ? '' : pathname;
  return locale === 'vi' ? path || '/' : `/${locale}${path}`;
}

/**
 * The available languages as flags, the current one highlighted and the others dimmed (spec §2).
 * Signed in, a switch saves the language on the server, goes to the localised route and reloads after 300 ms.
 */
export function LanguageFlags({ mode }: { mode: 'link' | 'switch' }) {
  const t = useTranslations();
  const current = useLocale();
  const pathname = usePathname();

  const choose = async (locale: string) => {
    if (locale === current) return;
    setYearCookie('NEXT_LOCALE', locale);
    if (mode === 'switch') {
      try {
        // A plain call, not a react-query mutation: the sign-in page shows these flags and loads no react-query.
        await mutate('put', `/webadmin/User/update-language/${locale}`);
      } catch {
        /* the page still switches; the server keeps the old preference */
      }
    }
    const href = localizedHref(locale, pathname) + window.location.search;
    window.history.replaceState(null, '', href);
    window.setTimeout(() => window.location.reload(), LANGUAGE_RELOAD_MS);
  };

  return (
    <div className="language-flags d-flex align-items-center gap-1" role="group" aria-label={t('header.languages')}>
      {locales.map((locale) => (
        <button
          key={locale}
          type="button"
          className={`btn btn-sm p-1 border-0 flag-button ${locale === current ? 'is-current' : 'is-dimmed'}`}
          aria-pressed={locale === current}
          aria-label={t(`languages.${locale}`)}
          title={t(`languages.${locale}`)}
          lang={locale}
          onClick={() => void choose(locale)}
          data-testid={`lang-${locale}`}
        >
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={`/flags/${locale}.svg`} alt="" width={24} height={16} />
        </button>
      ))}
    </div>
  );
}
