'use client';
import type { CSSProperties, ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import type { Column } from './data-table';

/**
 * A list's last column: the row's buttons side by side, right-aligned, under a heading only screen readers read.
 * `render` gives a row's buttons (RowButton), or nothing for a row that cannot be changed.
 */
export function actionsColumn<T>(
  label: string,
  render: (row: T) => ReactNode,
  {
    key = 'actions',
    className = 'text-end text-nowrap',
    wrap = false,
  }: { key?: string; className?: string; wrap?: boolean } = {},
): Column<T> {
  return {
    key,
    header: <span className="visually-hidden">{label}</span>,
    className,
    render: (row) => (
      <div className={`d-inline-flex ${wrap ? 'flex-wrap justify-content-end ' : ''}gap-1`}>{render(row)}</div>
    ),
  };
}

/**
 * A row's small button: an icon named by `label` (what it does, to whom); `text` shows the words beside the icon
 * from the `md` or `lg` breakpoint up.
 */
export function RowButton({
  icon,
  label,
  onClick,
  variant = 'outline-primary',
  text,
  textFrom = 'lg',
  disabled,
  title,
  testId,
  className,
  style,
}: {
  icon: string;
  label: string;
  onClick: () => void;
  variant?: string;
  text?: string;
  textFrom?: 'md' | 'lg';
  disabled?: boolean;
  title?: string;
  testId?: string;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <Button
      size="sm"
      variant={variant}
      onClick={onClick}
      disabled={disabled}
      title={title}
      aria-label={label}
      data-testid={testId}
      className={className}
      style={style}
    >
      <i className={`bi ${icon}`} aria-hidden="true" />
      {text && <span className={`d-none d-${textFrom}-inline ms-1`}>{text}</span>}
    </Button>
  );
}
