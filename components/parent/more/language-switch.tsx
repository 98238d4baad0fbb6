'use client';
import { useLocale, useTranslations } from 'next-intl';
import { usePathname } from '@/lib/i18n/navigation';
import { locales } from '@/lib/i18n/routing';
import { setYearCookie } from '@/lib/api/cookie';

/**
 * The app's language: the same screen in the other language (a full load: the words and the dates are the page's),
 * with the locale cookie written as the staff side writes it (NEXT_LOCALE, a year).
 */
export function LanguageSwitch() {
  const t = useTranslations('parentMore.language');
  const current = useLocale();
  const pathname = usePathname();
  return (
    <div className="parent-more-languages" role="group" aria-label={t('title')}>
      {locales.map((locale) => {
        const href = locale === 'vi' ? pathname : `/${locale}${pathname}`;
        if (locale === current) {
          return (
            <span key={locale} className="btn btn-primary" aria-current="true" lang={locale} data-testid={`parent-lang-${locale}`}>
              <i className="bi bi-check2 me-1" aria-hidden="true" />
              {t(locale)}
              <span className="visually-hidden"> ({t('current')})</span>
            </span>
          );
        }
        return (
          <a
            key={locale}
            href={href}
            className="btn btn-outline-primary"
            lang={locale}
            hrefLang={locale}
            data-testid={`parent-lang-${locale}`}
            onClick={() => setYearCookie('NEXT_LOCALE', locale)}
          >
            {t(locale)}
          </a>
        );
      })}
    </div>
  );
}
