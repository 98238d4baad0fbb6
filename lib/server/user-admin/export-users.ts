import 'server-only';
import type { RequestContext } from '../http/context';
import { allPages, sheetOf, type SheetColumn } from '../files/list-export';
import { listUsers } from './list-users';
import { translate } from '@/lib/i18n/translate';
import type { UserListQuery, UserRow } from '@/lib/schemas/user-admin';

const SCOPES = { system: 'systemAdmin', school: 'scopeSchool', class: 'scopeClass' } as const;

/** GET /User/export: the staff accounts the screen lists (same filters, search, sort and visibility) as .xlsx. */
export async function exportUsers(ctx: RequestContext, q: UserListQuery) {
  const { data } = await listUsers(ctx, allPages(q));
  const t = (key: string) => translate(ctx.locale, `userAdmin.${key}`);
  const columns: SheetColumn<UserRow>[] = [
    { key: 'username', width: 18, kind: 'text', value: (u) => u.username },
    { key: 'full_name', width: 26, value: (u) => u.full_name },
    { key: 'email', width: 28, value: (u) => u.email },
    { key: 'phone', width: 16, kind: 'text', value: (u) => u.phone },
    { key: 'roles', width: 30, value: (u) => u.roles.map((r) => r.name).join(', ') },
    { key: 'scope', width: 22, value: (u) => (u.scope && u.scope in SCOPES ? t(SCOPES[u.scope as keyof typeof SCOPES]) : '') },
    { key: 'status', width: 12, value: (u) => t(`statusNames.${u.status}`) },
    { key: 'last_login_at', width: 18, kind: 'moment', value: (u) => u.last_login_at },
    { key: 'created_at', width: 18, kind: 'moment', value: (u) => u.created_at },
  ];
  if (ctx.user.isSystemAdmin)
    columns.push({ key: 'schools', width: 36, value: (u) => u.schools.map((s) => s.name).join(', ') });
  return sheetOf(ctx.locale, 'users', columns, data);
}
