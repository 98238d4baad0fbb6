import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { tenants } from '../db/schema';
import { crossSchoolTransaction } from '../db/school-transaction';
import type { UserContext } from '../http/context';
import { notFound } from '../http/errors';
import { receiveFile, storeFile } from '../files/pipeline';
import { assertSystemAdmin } from './assert-system-admin';
import { LOGO_ROUTE, SCHOOL_LOGO } from './school-logo-file';

/**
 * POST /Tenant/upload-logo/{id} (multipart, field `file`): a logo as SCHOOL_LOGO takes it; the school's config
 * points at the serving route. The replaced logo is no school's any more: its file goes.
 */
export async function uploadSchoolLogo(ctx: UserContext, id: string, request: Request) {
  assertSystemAdmin(ctx);
  const logo = await receiveFile(request, SCHOOL_LOGO);
  await storeFile(SCHOOL_LOGO, id, logo, ({ file }) =>
    crossSchoolTransaction({ userId: ctx.userId, tenantId: id }, async (tx) => {
      const [school] = await tx
        .select({ config: tenants.config })
        .from(tenants)
        .where(eq(tenants.id, id))
        .for('update');
      if (!school) throw notFound();
      await tx
        .update(tenants)
        .set({ config: { ...school.config, logo: `${LOGO_ROUTE}${file}` }, updatedAt: sql`now()` })
        .where(eq(tenants.id, id));
      const previous = school.config?.logo;
      return previous?.startsWith(LOGO_ROUTE) ? previous.slice(LOGO_ROUTE.length) : null;
    }),
  );
  return { id, message: 'common.success' };
}
