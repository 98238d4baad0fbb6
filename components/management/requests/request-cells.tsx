'use client';
import type { CSSProperties } from 'react';
import { Button } from 'react-bootstrap';
import { sortBy, type Column } from '@/components/ui/data-table';
import { OpenCell } from '@/components/ui/open-cell';

type ChildRow = { student_name: string; student_code: string; class_name: string | null };

/** Thumb-sized buttons, for lists used on a phone. */
export const TAP: CSSProperties = { minWidth: 44, minHeight: 44 };

/** How a list shows its child cell beyond the name: the line beneath it, and whether the row stands out in bold. */
export type ChildCellLook<T> = { note?: (row: T) => string; bold?: (row: T) => boolean };

/** The child's code and class: the line beneath the name unless the list says otherwise. */
const codeAndClass = (row: ChildRow) => (row.class_name ? `${row.student_code} · ${row.class_name}` : row.student_code);

/** The child a request or a record is about: the name opens it, the child's code and class (or `note`) beneath. */
export function ChildCell({
  row,
  label,
  onOpen,
  tap = false,
  note = codeAndClass(row),
  bold = false,
}: {
  row: ChildRow;
  /** The open button's name for screen readers. */
  label: string;
  onOpen: () => void;
  tap?: boolean;
  note?: string;
  /** Set in bold (e.g. a message nobody has read). */
  bold?: boolean;
}) {
  return (
    <OpenCell
      label={label}
      onOpen={onOpen}
      className={bold ? 'fw-bold' : undefined}
      style={tap ? { minHeight: 44 } : undefined}
      note={note}
    >
      {row.student_name}
    </OpenCell>
  );
}

/** Approve and reject, side by side, on a row still waiting for a decision. */
export function DecisionButtons({
  approveLabel,
  rejectLabel,
  onApprove,
  onReject,
  tap = false,
}: {
  approveLabel: string;
  rejectLabel: string;
  onApprove: () => void;
  onReject: () => void;
  tap?: boolean;
}) {
  const buttons = [
    ['outline-success', 'bi-check-lg', approveLabel, onApprove],
    ['outline-danger', 'bi-x-lg', rejectLabel, onReject],
  ] as const;
  return (
    <div className={`d-inline-flex ${tap ? 'gap-2' : 'gap-1'}`}>
      {buttons.map(([variant, icon, label, onClick]) => (
        <Button
          key={icon}
          size={tap ? undefined : 'sm'}
          variant={variant}
          style={tap ? TAP : undefined}
          onClick={onClick}
          aria-label={label}
        >
          <i className={`bi ${icon}`} aria-hidden="true" />
        </Button>
      ))}
    </div>
  );
}

/** The child column of a list of requests or records (sorted by name): the name opens the row (`open`). */
export function childColumn<T extends ChildRow>(
  label: string,
  openLabel: (row: T) => string,
  open: (row: T) => void,
  tap = false,
  look: ChildCellLook<T> = {},
): Column<T> {
  return {
    ...sortBy('student_name', label),
    primary: true,
    render: (r) => (
      <ChildCell
        row={r}
        label={openLabel(r)}
        onOpen={() => open(r)}
        tap={tap}
        note={look.note?.(r)}
        bold={look.bold?.(r)}
      />
    ),
  };
}

/** The last column of a list of requests: approve and reject, on a row still waiting for a decision. */
export function decisionColumn<T extends { student_name: string }>({
  header,
  waiting,
  labels,
  onApprove,
  onReject,
  tap = false,
}: {
  header: string;
  waiting: (row: T) => boolean;
  labels: (name: string) => [approve: string, reject: string];
  onApprove: (row: T) => void;
  onReject: (row: T) => void;
  tap?: boolean;
}): Column<T> {
  return {
    key: 'actions',
    header: <span className="visually-hidden">{header}</span>,
    label: header,
    className: 'text-end text-nowrap',
    render: (r) => {
      if (!waiting(r)) return null;
      const [approveLabel, rejectLabel] = labels(r.student_name);
      return (
        <DecisionButtons
          approveLabel={approveLabel}
          rejectLabel={rejectLabel}
          onApprove={() => onApprove(r)}
          onReject={() => onReject(r)}
          tap={tap}
        />
      );
    },
  };
}
