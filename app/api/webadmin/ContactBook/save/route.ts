import { endpoint } from '@/lib/server/http/endpoint';
import { saveEntry } from '@/lib/server/contact-book/save-entry';
import { classDayRow, saveEntrySchema } from '@/lib/schemas/contact-book';

// POST /api/webadmin/ContactBook/save
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/ContactBook/save',
  summary:
    "One child's changes on a day {date, student_id, version, meals?:[{meal, portion}], nap?:{from,to}|null, toilet?, mood?, activities?, comment?}, merged field by field (two teachers changing different fields both keep theirs). A field someone else changed after `version` is 409 errors.contact_book_changed with the current `row`; a nap ending before it starts, a meal the school does not have, or a child not marked present that day is 422; a child outside the caller's classes 404. After the day was sent the book is marked edited.",
  tag: 'ContactBook',
  access: 'tenant',
  right: { menu: 'contact-book', action: 'update' },
  body: saveEntrySchema,
  schoolDays: ({ body }) => ({ date: body.date }),
  shape: 'mutation',
  output: classDayRow,
  errors: [404, 409, 422],
  handler: (ctx, { body }) => saveEntry(ctx, body),
});
