import 'server-only';
import type { RequestContext } from '../http/context';
import { sheetOf, type SheetColumn } from '../files/list-export';
import { paymentsReport } from './tuition-reports';
import { translate } from '@/lib/i18n/translate';
import type { PaymentsReportRow } from '@/lib/schemas/tuition';

/** GET /Tuition/export-payments?from=&to=: the payments by day and method the report lists (at most a year) as .xlsx. */
export async function exportPayments(ctx: RequestContext, from: string, to: string) {
  const rows = await paymentsReport(ctx, from, to);
  const columns: SheetColumn<PaymentsReportRow>[] = [
    { key: 'paid_on', width: 12, kind: 'day', value: (r) => r.paid_on },
    { key: 'method', width: 18, value: (r) => translate(ctx.locale, `tuition.methods.${r.method}`) },
    { key: 'count', width: 10, value: (r) => r.count },
    { key: 'amount', width: 16, value: (r) => r.amount },
  ];
  return sheetOf(ctx.locale, 'payments', columns, rows);
}
