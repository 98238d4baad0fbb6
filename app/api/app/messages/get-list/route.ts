import { endpoint } from '@/lib/server/http/endpoint';
import { listAppMessagePage } from '@/lib/server/message/app-messages';
import { appMessagePageQuery, messageRow } from '@/lib/schemas/message';

// GET /api/app/messages/get-list – the family's messages a page at a time
export const GET = endpoint({
  method: 'GET',
  path: '/api/app/messages/get-list',
  summary:
    'The messages about the parent’s own children (or one, student_id; another family’s child is 404), newest first, each with its thread (replies with author_kind staff or parent), a page at a time: page, page_size (20 by default, at most 100); answers {data, total}.',
  tag: 'App',
  access: 'parent',
  query: appMessagePageQuery,
  shape: 'list',
  output: messageRow,
  errors: [404, 409],
  handler: (ctx, { query }) => listAppMessagePage(ctx, query),
});
