import 'server-only';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../http/context';
import type { FileReply } from '../files/file-endpoint';
import { listSheetFile } from '../files/list-export';
import { schoolTransaction } from '../db/school-transaction';
import { healthColumns } from './health-columns';
import { selectHealthRows } from './health-rows';
import { healthListWhere } from './list-declarations';
import { translate } from '@/lib/i18n/translate';
import type { HealthListQuery } from '@/lib/schemas/health';

const MAX_ROWS = 20_000;

/** GET /HealthDeclaration/export: the filtered list (same filters, scope and order as get-list) as .xlsx. */
export async function exportDeclarations(ctx: RequestContext, q: HealthListQuery): Promise<FileReply> {
  const rows = await schoolTransaction(ctx, (tx) =>
    selectHealthRows(
      tx,
      ctx.tenantId,
      healthListWhere(ctx, q),
      sql`d.measured_on desc, s.name_key collate "C", d.id`,
      { limit: MAX_ROWS, offset: 0 },
    ),
  );
  return listSheetFile({
    title: translate(ctx.locale, 'health.tabs.list'),
    fileName: `${translate(ctx.locale, 'health.exportFileName')}.xlsx`,
    columns: healthColumns(ctx.locale, 'export'),
    rows,
  });
}
