import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransaction, schoolTransactionById } from '../db/school-transaction';
import type { ParentContext, RequestContext } from '../http/context';
import { notFound, unprocessable } from '../http/errors';
import type { FileReply } from '../files/file-endpoint';
import { receiveFile, serveFile, storeFile } from '../files/pipeline';
import { fileUse } from '../files/file-use';
import { REQUEST_PHOTO } from '../requests/request-photo';
import { classScopeSql } from '../class/scope';
import { familyOf } from '../requests/workflow';
import { saveEntry } from './save-entry';

/** The most photos one child's book of a day holds. */
export const MAX_BOOK_PHOTOS = 6;

/**
 * A photo of the child's day: the request photos' rules (an image by content, at most 8 MB, re-encoded as a JPEG of
 * at most 1600 px without metadata), in DATA_DIR/uploads/contact-book, seen by staff who may read the contact book.
 */
export const BOOK_PHOTO = fileUse({ ...REQUEST_PHOTO, folder: 'contact-book', staff: { menu: 'contact-book', upload: 'update' } });

/**
 * POST /ContactBook/upload-photo/{student_id}?date=: adds a photo to the child's book of the day (the same checks as
 * a save: the child marked present in one of the caller's classes; at most six photos, 422 past that).
 */
export async function uploadBookPhoto(ctx: RequestContext, studentId: string, request: Request, query: { date: string }) {
  // The child's book exists (and the caller may write it) before the file is read: the usual checks of a save.
  const entry = await schoolTransaction(ctx, (tx) =>
    rowsOf<{ id: string; n: number }>(
      tx,
      sql`select e.id, jsonb_array_length(e.photos)::int as n from contact_book_entries e
        where e.tenant_id = ${ctx.tenantId} and e.student_id = ${studentId} and e.day = ${query.date}
          and ${classScopeSql(ctx, sql`e.class_id`)}`,
    ),
  );
  // No book yet: written now at the usual values, with a save's checks (present in one of the caller's classes).
  if (!entry[0]) await saveEntry(ctx, { date: query.date, student_id: studentId, version: 0, meals: [] });
  else if (entry[0].n >= MAX_BOOK_PHOTOS) throw unprocessable('errors.contact_book_photos');
  const photo = await receiveFile(request, BOOK_PHOTO);
  let stored = '';
  await storeFile(BOOK_PHOTO, studentId, photo, ({ file }) =>
    schoolTransaction(ctx, async (tx) => {
      const [done] = await rowsOf<{ id: string }>(
        tx,
        sql`update contact_book_entries set photos = photos || ${JSON.stringify([file])}::jsonb, updated_by = ${ctx.userId},
            updated_at = ${new Date()}
          where tenant_id = ${ctx.tenantId} and student_id = ${studentId} and day = ${query.date}
            and jsonb_array_length(photos) < ${MAX_BOOK_PHOTOS} and ${classScopeSql(ctx, sql`class_id`)}
          returning id`,
      );
      if (!done) throw unprocessable('errors.contact_book_photos');
      stored = file;
      return null;
    }),
  );
  return { id: studentId, message: 'contactBook.photoSaved', data: { file: stored } };
}

/** GET /ContactBook/photo/{file}: a photo of a book of the caller's school and scope. */
export async function readBookPhoto(ctx: RequestContext, file: string): Promise<FileReply> {
  const [row] = await schoolTransaction(ctx, (tx) =>
    rowsOf<{ id: string }>(
      tx,
      sql`select e.id from contact_book_entries e
        where e.tenant_id = ${ctx.tenantId} and e.student_id = ${file.slice(0, 36)} and e.photos ? ${file}
          and ${classScopeSql(ctx, sql`e.class_id`)}`,
    ),
  );
  if (!row) throw notFound();
  return serveFile(BOOK_PHOTO, file);
}

/** GET /api/app/contact-book/photo/{file}: a photo of one of the family's children's sent books. */
export async function readAppBookPhoto(ctx: ParentContext, file: string): Promise<FileReply> {
  const [row] = await schoolTransactionById(ctx.tenantId, (tx) =>
    rowsOf<{ id: string }>(
      tx,
      sql`select e.id from contact_book_entries e
        join contact_book_days d on d.tenant_id = e.tenant_id and d.class_id = e.class_id and d.day = e.day
        where e.tenant_id = ${ctx.tenantId} and e.student_id = ${file.slice(0, 36)} and e.photos ? ${file}
          and d.sent_at is not null and ${familyOf(ctx, 'e')}`,
    ),
  );
  if (!row) throw notFound();
  return serveFile(BOOK_PHOTO, file);
}
