import { z } from 'zod';
import { appChild } from '@/lib/schemas/app-account';
import { endpoint } from '@/lib/server/http/endpoint';
import { listAppChildren } from '@/lib/server/app-auth/app-family';

// GET /api/app/children – the parent's own children
export const GET = endpoint({
  method: 'GET',
  path: '/api/app/children',
  summary: 'The children linked to the parents’ app account: name, class, status, date of birth.',
  tag: 'App',
  access: 'parent',
  shape: 'data',
  output: z.array(appChild),
  handler: (ctx) => listAppChildren(ctx),
});
