'use client';
import { Fragment, useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button, Modal, Spinner } from 'react-bootstrap';
import { Dialog } from './dialog';
import { useErrorText } from '@/lib/api/use-error-text';
import { ListAlert } from './list-screen';

/**
 * The one dialog that shows a record: its title, a spinner while it loads, the error if it cannot, the record,
 * and in the footer the record's actions beside Close. Full screen on a phone. A dialog that places its own spinner
 * and error (below a picker of its own) passes neither `loading` nor `error`.
 */
export function DetailDialog({
  show = true,
  onHide,
  title,
  testId,
  size = 'lg',
  loading,
  error,
  footer,
  children,
  ...modal
}: {
  show?: boolean;
  onHide: () => void;
  title: ReactNode;
  /** Names the dialog; its title is `${testId}-title`. */
  testId: string;
  size?: 'lg' | 'xl';
  loading?: boolean;
  error?: unknown;
  footer?: ReactNode;
  children: ReactNode;
  centered?: boolean;
  scrollable?: boolean;
}) {
  const tc = useTranslations('common');
  const errorText = useErrorText();
  return (
    <Dialog show={show} onHide={onHide} size={size} fullscreen="sm-down" testId={testId} title={title} {...modal}>
      <Modal.Body>
        {loading && (
          <div role="status">
            <Spinner size="sm" aria-hidden="true" /> <span className="visually-hidden">{tc('loading')}</span>
          </div>
        )}
        {!!error && <ListAlert text={errorText(error)} />}
        {children}
      </Modal.Body>
      <Modal.Footer>
        {footer}
        <Button variant="secondary" onClick={onHide}>
          {tc('close')}
        </Button>
      </Modal.Footer>
    </Dialog>
  );
}

/** A record's facts, a label and its value a line; a line without a value is left out. */
export function DetailLines({
  lines,
  wide = false,
  className = 'mb-3',
}: {
  lines: [label: string, value: ReactNode][];
  /** Values get more room (a wide dialog). */
  wide?: boolean;
  className?: string;
}) {
  return (
    <dl className={`row ${className}`}>
      {lines.map(([label, value]) =>
        value ? (
          <Fragment key={label}>
            <dt className={`col-5 ${wide ? 'col-sm-3' : 'col-sm-4'} fw-normal text-body-secondary`}>{label}</dt>
            <dd className={`col-7 ${wide ? 'col-sm-9' : 'col-sm-8'}`}>{value}</dd>
          </Fragment>
        ) : null,
      )}
    </dl>
  );
}

/** A private image fetched through the API (a Blob), shown through a blob: URL that lives as long as it shows. */
export function BlobImage({
  blob,
  alt,
  className,
  style,
  testId,
}: {
  blob: Blob | undefined;
  alt: string;
  className?: string;
  style?: CSSProperties;
  testId?: string;
}) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (!blob || !image.current) return;
    const objectUrl = URL.createObjectURL(blob);
    image.current.src = objectUrl;
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  if (!blob) return null;
  // eslint-disable-next-line @next/next/no-img-element -- a blob: URL of a private file, not an optimisable asset
  return <img ref={image} alt={alt} className={className} style={style} data-testid={testId} />;
}
