import { useTranslations } from 'next-intl';
import type { PublicConfig } from '@/lib/schemas/school';
import { LoginForm } from './login-form';
import { LanguageFlags } from '@/components/layout/language-flags';

/** The sign-in pages in the school's brand and login colours (spec §3 tenant config). */
export function LoginPage({ config, variant }: { config: PublicConfig; variant: 'default' | 'alt' }) {
  const t = useTranslations('login');
  const style = {
    '--login-btn': config.btnColor ?? undefined,
    '--login-btn-text': config.textColor ?? undefined,
    '--login-primary': config.themePrimary ?? undefined,
    '--login-mh-primary': config.themeMHPrimary ?? undefined,
    '--login-mh-header': config.themeMHHeader ?? undefined,
    '--login-mh-lighter': config.themeMHPrimaryLighter ?? undefined,
  } as React.CSSProperties;
  /** The card that signs in: languages, the school's brand, the title and the form; `shadow` differs by layout. */
  const card = (shadow: 'shadow' | 'shadow-sm') => (
    <div className={`login-card card ${shadow} p-4 w-100`}>
      <div className="d-flex justify-content-end">
        <LanguageFlags mode="link" />
      </div>
      <div className="d-flex align-items-center gap-2 mb-4">
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={config.logo ?? '/logo.svg'} alt="" width={48} height={48} className="rounded" />
        <div>
          <div className="fw-bold fs-5 login-brand">{config.brandName}</div>
          <div className="small text-body-secondary">{t('subtitle')}</div>
        </div>
      </div>
      <h1 className="h4 mb-3">{t('title')}</h1>
      <LoginForm />
    </div>
  );
  if (variant === 'alt') {
    return (
      <main className="login-screen login-alt d-flex" style={style}>
        <section className="login-alt-hero d-none d-md-flex flex-column justify-content-center p-5">
          <h2 className="display-6 fw-bold">{t('altTitle')}</h2>
          <p className="lead">{t('altSubtitle')}</p>
        </section>
        <section className="flex-grow-1 d-flex align-items-center justify-content-center p-3">
          {card('shadow-sm')}
        </section>
      </main>
    );
  }
  return (
    <main className="login-screen d-flex align-items-center justify-content-center p-3" style={style}>
      {card('shadow')}
    </main>
  );
}
