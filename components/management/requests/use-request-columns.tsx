'use client';
import { useTranslations } from 'next-intl';
import type { Column } from '@/components/ui/data-table';
import { childColumn, decisionColumn } from './request-cells';
import { decide, type RequestDialog } from './request-dialogs';

type RequestRow = { id: string; status: string; student_name: string; student_code: string; class_name: string | null };

/**
 * The columns of a list of requests: the child, whose name opens the request; the request's own `columns`; and, for
 * those who decide, approve (or verify: `approve`) and reject on a row still waiting (`waitingOn`). Worded by the
 * request's messages: `columns.student`, `viewLabel`, `columns.actions`, `<approve>Label`, `rejectLabel`.
 */
export function useRequestColumns<R extends RequestRow>(
  ns: 'absence' | 'medicine' | 'vaccine',
  {
    open,
    canApprove,
    waitingOn,
    approve = 'approve',
    tap = false,
  }: {
    open: (dialog: RequestDialog<R>) => void;
    canApprove: boolean;
    waitingOn: R['status'];
    approve?: 'approve' | 'verify';
    /** Thumb-sized name and buttons (a list used on a phone too). */
    tap?: boolean;
  },
  columns: Column<R>[],
): Column<R>[] {
  const t = useTranslations(ns);
  const child = childColumn<R>(
    t('columns.student'),
    (r) => t('viewLabel', { name: r.student_name }),
    (r) => open({ kind: 'detail', id: r.id }),
    tap,
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
