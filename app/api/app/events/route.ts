import { z } from 'zod';
import { appEvent } from '@/lib/schemas/calendar-event';
import { endpoint } from '@/lib/server/http/endpoint';
import { listAppEvents } from '@/lib/server/calendar-event/app-events';

// GET /api/app/events – the school events that concern the family's children
export const GET = endpoint({
  method: 'GET',
  path: '/api/app/events',
  summary:
    'Published events for the classes of the parent’s children (or the whole school), from a month back, soonest first: [{id, title, starts_at, ends_at, place, description, needs_reply, student_ids (the family’s children it concerns), replies:[{student_id, answer, note}]}].',
  tag: 'App',
  access: 'parent',
  shape: 'data',
  output: z.array(appEvent),
  errors: [403, 404, 409, 422],
  handler: (ctx) => listAppEvents(ctx),
});
