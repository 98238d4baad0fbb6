import 'server-only';
import { roles } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { translate } from '@/lib/i18n/translate';
import { findRole } from './get-role';
import { freeRoleKey } from './role-key';

/** POST /Role/duplicate/{id}: a copy of a role (never a system role), named "… (bản sao)" / "… (copy)". */
export async function duplicateRole(ctx: RequestContext, id: string) {
  return schoolTransaction(ctx, async (tx) => {
    const source = await findRole(tx, ctx.tenantId, id);
    const key = await freeRoleKey(tx, ctx.tenantId, `${source.key.slice(0, 34)}-copy`);
    const suffix = (locale: 'vi' | 'en') => ` (${translate(locale, 'roleAdmin.copySuffix')})`;
    const [row] = await tx
      .insert(roles)
      .values({
        tenantId: ctx.tenantId,
        key,
        nameVi: `${source.nameVi}${suffix('vi')}`.slice(0, 100),
        nameEn: `${source.nameEn}${suffix('en')}`.slice(0, 100),
        isSystem: false,
        rights: source.rights,
      })
      .returning({ id: roles.id });
    return { id: row.id, message: 'roleAdmin.duplicated' };
  });
}
