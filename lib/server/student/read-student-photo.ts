import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { students } from '../db/schema';
import { inTenant } from '../db/tenant-tx';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import { contentTypeOfExt } from '../files/image-type';
import type { FileReply } from '../files/file-endpoint';
import { studentScope } from './scope';
import { photoPath } from './student-photo-file';

/**
 * GET /Student/photo/{file}: a child's current photo, only to staff of the child's school who may see the child
 * (a teacher: their classes). Any other name, another school's photo or a replaced one is "not found".
 */
export async function readStudentPhoto(ctx: RequestContext, file: string): Promise<FileReply> {
  const full = await photoPath(file);
  if (!full) throw notFound();
  const [owner] = await inTenant(ctx, (tx) =>
    tx
      .select({ id: students.id })
      .from(students)
      // The name starts with the child's id: the key finds the row, the photo column proves it is current.
      .where(
        and(
          eq(students.tenantId, ctx.tenantId),
          eq(students.id, file.slice(0, 36)),
          eq(students.photo, file),
          studentScope(ctx),
        ),
      )
      .limit(1),
  );
  if (!owner) throw notFound();
  const stat = await fs.promises.stat(full).catch(() => null);
  if (!stat?.isFile()) throw notFound();
  return {
    body: Readable.toWeb(fs.createReadStream(full)) as ReadableStream<Uint8Array>,
    contentType: contentTypeOfExt(path.extname(file).slice(1))!,
    headers: {
      'content-length': String(stat.size),
      // A new photo gets a new name, so a copy never goes stale; it is a child's face, so only the browser keeps it.
      'cache-control': 'private, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'",
    },
  };
}
