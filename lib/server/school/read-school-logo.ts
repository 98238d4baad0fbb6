import 'server-only';
import { sql } from 'drizzle-orm';
import { db } from '../db/client';
import { tenants } from '../db/schema';
import { notFound } from '../http/errors';
import type { FileReply } from '../files/file-endpoint';
import { serveFile } from '../files/pipeline';
import { LOGO_ROUTE, SCHOOL_LOGO } from './school-logo-file';

/**
 * GET /Tenant/logo/{file}: public, because the sign-in page shows the logo before anyone signs in. It serves
 * only a file that is some school's current logo, so nothing else in the uploads folder can be fetched.
 */
export async function readSchoolLogo(file: string): Promise<FileReply> {
  if (!SCHOOL_LOGO.names.test(file)) throw notFound();
  const database = await db();
  const [owner] = await database
    .select({ id: tenants.id })
    .from(tenants)
    .where(sql`${tenants.config} ->> 'logo' = ${LOGO_ROUTE + file}`)
    .limit(1);
  if (!owner) throw notFound();
  return serveFile(SCHOOL_LOGO, file);
}
