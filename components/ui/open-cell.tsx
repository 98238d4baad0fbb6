'use client';
import type { CSSProperties, ReactNode } from 'react';
import { Button } from 'react-bootstrap';

/**
 * A list's title cell: the record's name as a link-styled button that opens it (named for screen readers by
 * `label`), and a small line beneath (`note`) when there is one.
 */
export function OpenCell({
  label,
  onOpen,
  note,
  className,
  style,
  children,
}: {
  label?: string;
  onOpen: () => void;
  note?: ReactNode;
  /** Classes beside the button's own. */
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <>
      <Button
        variant="link"
        className={`p-0 text-start fw-semibold${className ? ` ${className}` : ''}`}
        style={style}
        onClick={onOpen}
        aria-label={label}
      >
        {children}
      </Button>
      {note && <div className="small text-body-secondary">{note}</div>}
    </>
  );
}
