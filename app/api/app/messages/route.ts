import { z } from 'zod';
import { endpoint } from '@/lib/server/http/endpoint';
import { listAppMessages } from '@/lib/server/message/app-messages';
import { appMessageListQuery, messageRow } from '@/lib/schemas/message';

// GET /api/app/messages – the family's messages with the school's replies
export const GET = endpoint({
  method: 'GET',
  path: '/api/app/messages',
  summary: 'The messages about the parent’s own children (or one, student_id; another family’s child is 404), newest first, each with its thread of replies.',
  tag: 'App',
  access: 'parent',
  query: appMessageListQuery,
  shape: 'data',
  output: z.array(messageRow),
  errors: [404, 409],
  handler: (ctx, { query }) => listAppMessages(ctx, query.student_id),
});
