'use client';
import { useTranslations } from 'next-intl';
import type { Column } from '@/components/ui/data-table';
import { childColumn, decisionColumn, type ChildCellLook } from './request-cells';
import { decide, type RequestDialog } from './request-dialogs';
import type { RequestNs } from './request-ns';

type RequestRow = { id: string; status: string; student_name: string; student_code: string; class_name: string | null };

/**
 * The columns of a list of requests: the child, whose name opens the request (`child` words the line beneath it and
 * sets a row that waits in bold); the request's own `columns`; and, for those who decide, approve (or verify:
 * `approve`) and reject on a row still waiting (`waitingOn`). Worded by the request's messages: `columns.student`,
 * `viewLabel`, `columns.actions`, `<approve>Label`, `rejectLabel`. A kind nobody approves (messages, which staff
 * answer in their thread) passes `canApprove: false`.
 */
export function useRequestColumns<R extends RequestRow>(
  ns: RequestNs,
  {
    open,
    canApprove,
    waitingOn,
    approve = 'approve',
    tap = false,
    child: look,
  }: {
    open: (dialog: RequestDialog<R>) => void;
    canApprove: boolean;
    waitingOn: R['status'];
    approve?: 'approve' | 'verify';
    /** Thumb-sized name and buttons (a list used on a phone too). */
    tap?: boolean;
    child?: ChildCellLook<R>;
  },
  columns: Column<R>[],
): Column<R>[] {
  const t = useTranslations(ns);
  const child = childColumn<R>(
    t('columns.student'),
    (r) => t('viewLabel', { name: r.student_name }),
    (r) => open({ kind: 'detail', id: r.id }),
    tap,
    look,
  );
  if (!canApprove) return [child, ...columns];
  return [
    child,
    ...columns,
    decisionColumn<R>({
      header: t('columns.actions'),
      waiting: (r) => r.status === waitingOn,
      labels: (name) => [t(`${approve}Label`, { name }), t('rejectLabel', { name })],
      ...decide(open),
      tap,
    }),
  ];
}
