import 'server-only';
import type { RequestContext } from '../http/context';
import { allPages, sheetOf, type SheetColumn } from '../files/list-export';
import { listRoles } from './list-roles';
import { translate } from '@/lib/i18n/translate';
import type { RoleListQuery, RoleRow } from '@/lib/schemas/role';

/** GET /Role/export: the school's roles as the screen lists them (search and sort) as .xlsx. */
export async function exportRoles(ctx: RequestContext, q: RoleListQuery) {
  const { data } = await listRoles(ctx, allPages(q));
  const yesNo = (b: boolean) => translate(ctx.locale, b ? 'common.yes' : 'common.no');
  const columns: SheetColumn<RoleRow>[] = [
    { key: 'name', width: 28, value: (r) => r.name },
    { key: 'key', width: 20, kind: 'text', value: (r) => r.key },
    { key: 'is_system', width: 10, value: (r) => yesNo(r.is_system) },
    { key: 'user_count', width: 12, value: (r) => r.user_count },
    { key: 'right_count', width: 12, value: (r) => r.right_count },
    { key: 'created_at', width: 18, kind: 'moment', value: (r) => r.created_at },
  ];
  return sheetOf(ctx.locale, 'roles', columns, data);
}
