import { endpoint } from '@/lib/server/http/endpoint';
import { createAppDeclaration } from '@/lib/server/health/app-health';
import { healthCreateSchema } from '@/lib/schemas/health';

// POST /api/app/health-declarations/create – a parent declares their child's measurements
export const POST = endpoint({
  method: 'POST',
  path: '/api/app/health-declarations/create',
  summary:
    '{student_id, measured_on, height_cm, weight_kg, temperature_c, symptoms, note, measured (lying|standing, optional), confirmed (optional)} for one of the parent’s own children (another family’s child is 404); not before birth nor in the future, values plausible for the age (422); one per child and day (409). A height or weight far from the child’s nearest other measurement (lib/health/growth-jump.ts) is 422 errors.health_height_far / health_weight_far with `confirm: true` unless `confirmed: true` is sent.',
  tag: 'App',
  access: 'parent',
  body: healthCreateSchema,
  schoolDays: ({ body }) => ({ measured_on: body.measured_on }),
  shape: 'mutation',
  errors: [404, 409, 422],
  handler: (ctx, { body }) => createAppDeclaration(ctx, body),
});
