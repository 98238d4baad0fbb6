import 'server-only';
import type { RequestContext } from '../http/context';
import { allPages, sheetOf, type SheetColumn } from '../files/list-export';
import { listAppAccounts } from './list-app-accounts';
import { translate } from '@/lib/i18n/translate';
import type { AppAccountListQuery, AppAccountRow } from '@/lib/schemas/app-account';

/** GET /AppAccount/export: the parents' accounts the screen lists (same filters, search, sort and scope) as .xlsx. */
export async function exportAppAccounts(ctx: RequestContext, q: AppAccountListQuery) {
  const { data } = await listAppAccounts(ctx, allPages(q));
  const columns: SheetColumn<AppAccountRow>[] = [
    { key: 'username', width: 18, kind: 'text', value: (a) => a.username },
    { key: 'guardian_name', width: 26, value: (a) => a.guardian_name },
    { key: 'guardian_phone', width: 16, kind: 'text', value: (a) => a.guardian_phone },
    {
      key: 'children',
      width: 40,
      value: (a) => a.children.map((c) => (c.class_name ? `${c.full_name} (${c.class_name})` : c.full_name)).join(', '),
    },
    { key: 'status', width: 12, value: (a) => translate(ctx.locale, `appAccountAdmin.statuses.${a.status}`) },
    { key: 'last_login_at', width: 18, kind: 'moment', value: (a) => a.last_login_at },
    { key: 'created_at', width: 18, kind: 'moment', value: (a) => a.created_at },
  ];
  return sheetOf(ctx.locale, 'appAccounts', columns, data);
}
