'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Spinner } from 'react-bootstrap';
import { useErrorText } from '@/lib/api/use-error-text';

/**
 * A tab of the vaccination screen beside the declarations: its heading and help line (the messages `<name>Title`
 * and `<name>Help`; the heading's id is `vaccine-<name>-title`), its controls, why its data could not be read, a
 * spinner while it loads, then the content.
 */
export function VaccineTab({
  name,
  controls,
  error,
  loading,
  children,
}: {
  name: 'missing' | 'schedule';
  controls: ReactNode;
  error: unknown;
  loading: boolean;
  children: ReactNode;
}) {
  const t = useTranslations('vaccine');
  const errorText = useErrorText();
  return (
    <section aria-labelledby={`vaccine-${name}-title`}>
      <h2 id={`vaccine-${name}-title`} className="h5">
        {t(`${name}Title`)}
      </h2>
      <p className="small text-body-secondary">{t(`${name}Help`)}</p>
      {controls}
      {!!error && (
        <Alert variant="danger" role="alert">
          {errorText(error)}
        </Alert>
      )}
      {loading && <Spinner aria-hidden="true" />}
      {children}
    </section>
  );
}
