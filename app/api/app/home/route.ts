import { endpoint } from '@/lib/server/http/endpoint';
import { getAppHome } from '@/lib/server/home/app-home';
import { appHome, appHomeQuery } from '@/lib/schemas/app-home';

// GET /api/app/home?student_id= – one child's home in one round trip
export const GET = endpoint({
  method: 'GET',
  path: '/api/app/home',
  summary:
    'The parents’ home for one of their own children (another family’s or school’s child is 404), in one call: today’s attendance (status, check-in and check-out HH:mm, who brought and who picked up), today’s doses (given, not_given with the reason, due), the newest news, the unpaid balance of issued invoices (whole VND), the requests in progress (absence, medicine, message, vaccine waiting for the school; leave and medicine also once approved while their days last, or rejected in the last 3 days) and the next events.',
  tag: 'App',
  access: 'parent',
  query: appHomeQuery,
  shape: 'data',
  output: appHome,
  errors: [404],
  handler: (ctx, { query }) => getAppHome(ctx, query.student_id),
});
