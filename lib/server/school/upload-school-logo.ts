import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { tenants } from '../db/schema';
import { asSystem } from '../db/tenant-tx';
import type { UserContext } from '../http/context';
import { AppError, notFound } from '../http/errors';
import { sniffImage } from '../files/image-type';
import { readUpload } from '../files/read-upload';
import { uploadDir } from '../files/upload-dir';
import { assertSystemAdmin } from './assert-system-admin';
import { LOGO_FILE, LOGO_MAX_BYTES } from '@/lib/schemas/school';

export const LOGO_ROUTE = '/api/webadmin/Tenant/logo/';

/**
 * POST /Tenant/upload-logo/{id} (multipart, field `file`): PNG, JPEG or WebP by content, at most 1 MB.
 * Stored as DATA_DIR/uploads/logos/<school id>-<random>.<ext>; the school's config points at the serving route.
 */
export async function uploadSchoolLogo(ctx: UserContext, id: string, request: Request) {
  assertSystemAdmin(ctx);
  const { bytes } = await readUpload(request, LOGO_MAX_BYTES);
  const type = sniffImage(bytes);
  if (!type) throw new AppError(415, 'errors.file_type', undefined, { file: 'errors.file_type' });

  const fileName = `${id}-${crypto.randomBytes(16).toString('hex')}.${type.ext}`;
  const dir = await uploadDir('logos');
  const target = path.join(dir, fileName);
  await fs.writeFile(target, bytes, { flag: 'wx' });
  let previous: string | null | undefined;
  try {
    await asSystem({ userId: ctx.userId, tenantId: id }, async (tx) => {
      const [school] = await tx
        .select({ config: tenants.config })
        .from(tenants)
        .where(eq(tenants.id, id))
        .for('update');
      if (!school) throw notFound();
      previous = school.config?.logo;
      await tx
        .update(tenants)
        .set({ config: { ...school.config, logo: `${LOGO_ROUTE}${fileName}` }, updatedAt: sql`now()` })
        .where(eq(tenants.id, id));
    });
  } catch (error) {
    await fs.rm(target, { force: true });
    throw error;
  }
  // The replaced logo is no school's any more: its file goes (the route would refuse to serve it anyway).
  const old = previous?.startsWith(LOGO_ROUTE) ? previous.slice(LOGO_ROUTE.length) : null;
  if (old && LOGO_FILE.test(old)) await fs.rm(path.join(dir, old), { force: true });
  return { id, message: 'common.success' };
}
