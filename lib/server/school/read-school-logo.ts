import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { db } from '../db/client';
import { tenants } from '../db/schema';
import { notFound } from '../http/errors';
import { contentTypeOfExt } from '../files/image-type';
import { uploadDir } from '../files/upload-dir';
import type { FileReply } from '../files/file-endpoint';
import { LOGO_FILE } from '@/lib/schemas/school';
import { LOGO_ROUTE } from './upload-school-logo';

/**
 * GET /Tenant/logo/{file}: public, because the sign-in page shows the logo before anyone signs in. It serves
 * only a file that is some school's current logo, so nothing else in the uploads folder can be fetched.
 */
export async function readSchoolLogo(file: string): Promise<FileReply> {
  if (!LOGO_FILE.test(file)) throw notFound();
  const database = await db();
  const [owner] = await database
    .select({ id: tenants.id })
    .from(tenants)
    .where(sql`${tenants.config} ->> 'logo' = ${LOGO_ROUTE + file}`)
    .limit(1);
  if (!owner) throw notFound();
  const full = path.join(await uploadDir('logos'), file);
  const stat = await fs.promises.stat(full).catch(() => null);
  if (!stat?.isFile()) throw notFound();
  return {
    body: Readable.toWeb(fs.createReadStream(full)) as ReadableStream<Uint8Array>,
    contentType: contentTypeOfExt(path.extname(file).slice(1))!,
    headers: {
      'content-length': String(stat.size),
      // The name changes with every upload, so a copy never goes stale.
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'",
    },
  };
}
