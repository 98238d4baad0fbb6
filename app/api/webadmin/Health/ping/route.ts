import { z } from 'zod';
import { endpoint } from '@/lib/server/http/endpoint';

// GET /api/webadmin/Health/ping – answers {} once the caller is signed in with a school: the bare cost of an
// authenticated call (session, school, envelope), the yardstick `npm run bench` measures the other calls against
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Health/ping',
  summary: 'Answers an empty object to a signed-in caller with a school: the cost of authentication alone.',
  tag: 'Health',
  access: 'tenant',
  shape: 'data',
  output: z.object({}),
  handler: async () => ({}),
});
