'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';

const TAP_HEIGHT = { minHeight: 44 };

/** An error line above a list or in a form (an export, an action or a save that failed); dismissible with onClose. */
export function ListAlert({ text, onClose }: { text: string | null | undefined; onClose?: () => void }) {
  const tc = useTranslations('common');
  if (!text) return null;
  return (
    <div className={`alert alert-danger${onClose ? ' alert-dismissible' : ''}`} role="alert">
      {text}
      {onClose && <button type="button" className="btn-close" aria-label={tc('close')} onClick={onClose} />}
    </div>
  );
}

/** An information line above a list, e.g. that a teacher sees her own classes only. */
export function ListNote({ text }: { text: ReactNode }) {
  if (!text) return null;
  return (
    <div className="alert alert-info py-2">
      <i className="bi bi-info-circle me-2" aria-hidden="true" />
      {text}
    </div>
  );
}

/** A toolbar button: an icon and its words (plain Bootstrap classes, no react-bootstrap on the list's first load). */
export function ListButton({
  icon,
  text,
  onClick,
  testId,
  variant = 'primary',
  disabled = false,
  tap = false,
  className,
  pressed,
  busy = false,
}: {
  icon: string;
  text: ReactNode;
  onClick: () => void;
  testId?: string;
  variant?: string;
  disabled?: boolean;
  /** Its action runs: off, a spinner in place of the icon. */
  busy?: boolean;
  /** Thumb-sized, for a list used on a phone. */
  tap?: boolean;
  className?: string;
  /** A toggle's state (aria-pressed). */
  pressed?: boolean;
}) {
  return (
    <button
      type="button"
      className={`btn btn-${variant}${className ? ` ${className}` : ''}`}
      style={tap ? TAP_HEIGHT : undefined}
      aria-pressed={pressed}
      onClick={onClick}
      disabled={disabled || busy}
      data-testid={testId}
    >
      {busy ? (
        <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
      ) : (
        <i className={`bi ${icon} me-1`} aria-hidden="true" />
      )}
      {text}
    </button>
  );
}

/**
 * A button that shows how many rows wait (pending, unread) and filters the list on them while pressed: `filter` is
 * the list's filter (`state.field('status')`), `on` the value it stands for.
 */
export function WaitingToggle({
  filter,
  on,
  icon = 'bi-hourglass-split',
  text,
  testId,
  tap = false,
}: {
  filter: { value: string; onChange: (value: string) => void };
  on: string;
  icon?: string;
  text: string;
  testId: string;
  /** Thumb-sized, for a list used on a phone. */
  tap?: boolean;
}) {
  const pressed = filter.value === on;
  return (
    <ListButton
      icon={icon}
      text={text}
      variant={pressed ? 'warning' : 'outline-secondary'}
      className={tap ? undefined : 'btn-sm'}
      tap={tap}
      pressed={pressed}
      onClick={() => filter.onChange(pressed ? '' : on)}
      testId={testId}
    />
  );
}

/** An export to Excel: off while the file is made (its error shows in a ListAlert). */
export function ExportButton({
  download,
  text,
  testId,
  tap,
  disabled = false,
  className,
}: {
  download: { run: () => void; busy: boolean };
  text: ReactNode;
  testId: string;
  tap?: boolean;
  /** Off while there is nothing to export yet. */
  disabled?: boolean;
  className?: string;
}) {
  return (
    <ListButton
      icon="bi-file-earmark-excel"
      text={text}
      onClick={download.run}
      disabled={download.busy || disabled}
      variant="outline-secondary"
      testId={testId}
      tap={tap}
      className={className}
    />
  );
}

/** A list's search box, worded by the list's own `searchLabel` and `searchPlaceholder`; `col` as ListScreen's. */
export const searchBox = (t: (key: 'searchLabel' | 'searchPlaceholder') => string, id: string, col?: string) => ({
  id,
  label: t('searchLabel'),
  placeholder: t('searchPlaceholder'),
  col,
});
