'use client';
import type { ComponentType, ReactNode } from 'react';
import type { ChildRequestProps } from './use-child-request';

/** The one dialog a list of requests (leave, medicine, vaccine declarations) has open. */
export type RequestDialog<R> =
  { kind: 'detail'; id: string } | { kind: 'create' } | { kind: 'approve'; row: R } | { kind: 'reject'; row: R };

/** A list of requests' open dialog, and what opens another (null: none). */
export type OpenDialog<R> = { dialog: RequestDialog<R> | null; open: (dialog: RequestDialog<R> | null) => void };

/** What opens a decision on a row: the list's last column and the record's buttons. */
export type Decide<R> = { onApprove: (row: R) => void; onReject: (row: R) => void };

/** A request's record: which one, whether the caller may decide, what closes it and what opens the decisions. */
export type RequestDetailProps<R> = Decide<R> & { id: string; canApprove: boolean; onHide: () => void };

/** The decision dialogs a row opens through `open`. */
export const decide = <R,>(open: (dialog: RequestDialog<R>) => void): Decide<R> => ({
  onApprove: (row) => open({ kind: 'approve', row }),
  onReject: (row) => open({ kind: 'reject', row }),
});

/** What a decision's dialog is given: the request, and what closes the dialog. */
export type DecisionProps<R> = { row: R; onHide: () => void };

/** A decision's dialog: approve (or verify) or reject one request. */
export type DecisionDialog<R> = ComponentType<DecisionProps<R>>;

/**
 * Renders the open dialog of a list of requests: a new request opens its record, the record's decisions open their
 * dialogs. `detail` draws the record with what opens the decisions and what closes it. A kind without decisions
 * (messages, answered in their thread) declares neither `approve` nor `reject`.
 */
export function RequestDialogs<R>({
  dialog,
  open,
  detail,
  create: Create,
  approve: Approve,
  reject: Reject,
}: OpenDialog<R> & {
  detail: (props: Decide<R> & { id: string; onHide: () => void }) => ReactNode;
  create?: ComponentType<ChildRequestProps>;
  approve?: DecisionDialog<R>;
  reject?: DecisionDialog<R>;
}) {
  const close = () => open(null);
  switch (dialog?.kind) {
    case 'detail':
      return detail({ id: dialog.id, onHide: close, ...decide(open) });
    case 'create':
      return Create ? <Create onHide={close} onCreated={(id) => open({ kind: 'detail', id })} /> : null;
    case 'approve':
      return Approve ? <Approve row={dialog.row} onHide={close} /> : null;
    case 'reject':
      return Reject ? <Reject row={dialog.row} onHide={close} /> : null;
    default:
      return null;
  }
}
