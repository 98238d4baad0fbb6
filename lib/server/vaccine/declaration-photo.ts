import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import type { FileReply } from '../files/file-endpoint';
import { lockDeclaration } from './decide-declaration';
import { serveFile } from '../files/pipeline';
import { keepDeclarationPhoto, VACCINE_PHOTO } from './photo';
import { DECLARATION_FROM, declarationScope, notDeclared } from './scope';

/**
 * POST /VaccineDeclaration/upload-photo/{id} (multipart, field `file`): the page of the vaccination book for a
 * declaration of the caller's scope that is not rejected; replaces an earlier photo.
 */
export function uploadDeclarationPhoto(ctx: RequestContext, id: string, request: Request) {
  return keepDeclarationPhoto(
    ctx.tenantId,
    id,
    request,
    (work) => schoolTransaction(ctx, work),
    async (tx) => {
      const row = await lockDeclaration(tx, ctx, id);
      if (row.status === 'rejected') throw notDeclared(ctx.locale, row.status);
      return row;
    },
  );
}

/**
 * GET /VaccineDeclaration/photo?id=: the photo of a declaration of the caller's school and scope. The stored name
 * comes from the row found within that scope, never from the caller, so no other file can be reached.
 */
export async function readDeclarationPhoto(ctx: RequestContext, id: string): Promise<FileReply> {
  const [row] = await schoolTransaction(ctx, (tx) =>
    rowsOf<{ photo_path: string | null }>(
      tx,
      sql`select vd.photo_path from ${DECLARATION_FROM}
        where vd.tenant_id = ${ctx.tenantId} and vd.id = ${id} and ${declarationScope(ctx)}`,
    ),
  );
  return serveFile(VACCINE_PHOTO, row?.photo_path);
}
