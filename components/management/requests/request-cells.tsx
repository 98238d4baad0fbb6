'use client';
import type { CSSProperties } from 'react';
import { Button } from 'react-bootstrap';

/** Thumb-sized buttons, for lists used on a phone. */
export const TAP: CSSProperties = { minWidth: 44, minHeight: 44 };

/** The child a request or a record is about: the name opens it, the child's code and class beneath. */
export function ChildCell({
  row,
  label,
  onOpen,
  tap = false,
}: {
  row: { student_name: string; student_code: string; class_name: string | null };
  /** The open button's name for screen readers. */
  label: string;
  onOpen: () => void;
  tap?: boolean;
}) {
  return (
    <>
      <Button
        variant="link"
        className="p-0 text-start fw-semibold"
        style={tap ? { minHeight: 44 } : undefined}
        onClick={onOpen}
        aria-label={label}
      >
        {row.student_name}
      </Button>
      <div className="small text-body-secondary">
        {row.student_code}
        {row.class_name && ` · ${row.class_name}`}
      </div>
    </>
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
  const size = tap ? undefined : 'sm';
  return (
    <div className={`d-inline-flex ${tap ? 'gap-2' : 'gap-1'}`}>
      <Button
        size={size}
        variant="outline-success"
        style={tap ? TAP : undefined}
        onClick={onApprove}
        aria-label={approveLabel}
      >
        <i className="bi bi-check-lg" aria-hidden="true" />
      </Button>
      <Button
        size={size}
        variant="outline-danger"
        style={tap ? TAP : undefined}
        onClick={onReject}
        aria-label={rejectLabel}
      >
        <i className="bi bi-x-lg" aria-hidden="true" />
      </Button>
    </div>
  );
}
