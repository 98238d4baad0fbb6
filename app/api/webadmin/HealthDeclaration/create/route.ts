import { endpoint } from '@/lib/server/http/endpoint';
import { createDeclaration } from '@/lib/server/health/create-declaration';
import { healthCreateSchema } from '@/lib/schemas/health';

// POST /api/webadmin/HealthDeclaration/create – staff measure one child
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/HealthDeclaration/create',
  summary:
    'One measurement of a studying child of the caller’s scope (404 otherwise): height cm, weight kg, temperature °C, symptoms, note, measured lying/standing (default by age). Not before birth nor in the future, values plausible for the age (422, per field); one per child and day (409). A height or weight far from the child’s nearest other measurement (lib/health/growth-jump.ts) is 422 errors.health_height_far / health_weight_far with `confirm: true` unless `confirmed: true` is sent.',
  tag: 'HealthDeclaration',
  access: 'tenant',
  right: { menu: 'health-declaration', action: 'create' },
  body: healthCreateSchema,
  schoolDays: ({ body }) => ({ measured_on: body.measured_on }),
  shape: 'mutation',
  errors: [404, 409, 422],
  handler: (ctx, { body }) => createDeclaration(ctx, body),
});
