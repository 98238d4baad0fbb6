'use client';
import type { CSSProperties } from 'react';
import { useTranslations } from 'next-intl';

export type PreviewBrand = {
  logo: string;
  brandName: string;
  btnColor?: string;
  textColor?: string;
  themePrimary?: string;
  themeMHPrimary?: string;
  themeMHHeader?: string;
  themeMHPrimaryLighter?: string;
};

const HEX = /^#[0-9a-fA-F]{6}$/;
const colour = (value: string | undefined) => (value && HEX.test(value) ? value : undefined);

/**
 * The sign-in page in miniature with the form's current values: the same classes and colour variables as
 * components/auth/login-page.tsx, so what is previewed is what the sign-in page will show. Inert: nothing in it
 * can be focused or submitted.
 */
export function LoginPreview({ brand }: { brand: PreviewBrand }) {
  const t = useTranslations('schoolAdmin');
  const tl = useTranslations('login');
  const style = {
    '--login-btn': colour(brand.btnColor),
    '--login-btn-text': colour(brand.textColor),
    '--login-primary': colour(brand.themePrimary),
    '--login-mh-primary': colour(brand.themeMHPrimary),
    '--login-mh-header': colour(brand.themeMHHeader),
    '--login-mh-lighter': colour(brand.themeMHPrimaryLighter),
    minHeight: 0,
  } as CSSProperties;
  return (
    <figure className="mb-0" data-testid="login-preview">
      <figcaption className="small fw-semibold mb-2">{t('preview')}</figcaption>
      <div
        className="login-screen d-flex align-items-center justify-content-center p-3 rounded border"
        style={style}
        inert
        aria-hidden="true"
      >
        <div className="login-card card shadow p-3 w-100">
          <div className="d-flex align-items-center gap-2 mb-3">
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={brand.logo} alt="" width={48} height={48} className="rounded object-fit-contain" />
            <div className="min-w-0">
              <div className="fw-bold fs-5 login-brand text-truncate">{brand.brandName}</div>
              <div className="small text-body-secondary">{tl('subtitle')}</div>
            </div>
          </div>
          <div className="h5 mb-3">{tl('title')}</div>
          <div className="mb-2">
            <div className="form-label small mb-1">{t('previewUsername')}</div>
            <div className="form-control form-control-sm">&nbsp;</div>
          </div>
          <div className="mb-3">
            <div className="form-label small mb-1">{t('previewPassword')}</div>
            <div className="form-control form-control-sm">••••••••</div>
          </div>
          <div className="btn w-100 login-submit">{t('previewSubmit')}</div>
        </div>
      </div>
      <p className="small text-body-secondary mt-2 mb-0">{t('previewNote')}</p>
    </figure>
  );
}
