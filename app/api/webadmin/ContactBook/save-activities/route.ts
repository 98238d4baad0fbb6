import { z } from 'zod';
import { endpoint } from '@/lib/server/http/endpoint';
import { saveActivities } from '@/lib/server/contact-book/save-activities';
import { saveActivitiesSchema } from '@/lib/schemas/contact-book';

// POST /api/webadmin/ContactBook/save-activities
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/ContactBook/save-activities',
  summary: "The class's activity line of a day {class_id, date, activities}, written once for all its children.",
  tag: 'ContactBook',
  access: 'tenant',
  right: { menu: 'contact-book', action: 'update' },
  body: saveActivitiesSchema,
  schoolDays: ({ body }) => ({ date: body.date }),
  shape: 'mutation',
  output: z.object({ activities: z.string().nullable() }),
  errors: [404],
  handler: (ctx, { body }) => saveActivities(ctx, body),
});
