import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { inTenant } from '../db/tenant-tx';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import type { FileReply } from '../files/file-endpoint';
import { ABSENCE_FROM } from './absence-rows';
import { requestScope } from '../requests/workflow';
import { ATTACHMENT_FILE, attachmentDir } from './attachment-file';

const TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'application/pdf']);

/**
 * GET /Absence/attachment?id=: the file of a request of the caller's school and scope. The stored name comes
 * from the database row found within that scope, never from the caller, so no other file can be reached.
 */
export async function readAbsenceAttachment(ctx: RequestContext, id: string): Promise<FileReply> {
  const [row] = await inTenant(ctx, (tx) =>
    rowsOf<{ attachment_path: string | null; attachment_name: string | null; attachment_type: string | null }>(
      tx,
      sql`select a.attachment_path, a.attachment_name, a.attachment_type from ${ABSENCE_FROM}
        where a.tenant_id = ${ctx.tenantId} and a.id = ${id} and ${requestScope(ctx)}`,
    ),
  );
  return attachmentReply(row);
}

/** The stored file as a download, or 404 when the row has none (or it is gone from the disk). */
export async function attachmentReply(
  row: { attachment_path: string | null; attachment_name: string | null; attachment_type: string | null } | undefined,
): Promise<FileReply> {
  const file = row?.attachment_path;
  if (!file || !ATTACHMENT_FILE.test(file) || !TYPES.has(row.attachment_type ?? '')) throw notFound();
  const full = path.join(await attachmentDir(), file);
  const stat = await fs.promises.stat(full).catch(() => null);
  if (!stat?.isFile()) throw notFound();
  return {
    body: Readable.toWeb(fs.createReadStream(full)) as ReadableStream<Uint8Array>,
    contentType: row.attachment_type!,
    fileName: row.attachment_name ?? path.basename(file),
    headers: {
      'content-length': String(stat.size),
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'; sandbox",
    },
  };
}
