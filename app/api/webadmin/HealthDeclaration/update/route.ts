import { endpoint } from '@/lib/server/http/endpoint';
import { updateDeclaration } from '@/lib/server/health/update-declaration';
import { healthUpdateSchema } from '@/lib/schemas/health';

// PUT /api/webadmin/HealthDeclaration/update – correct a measurement
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/HealthDeclaration/update',
  summary:
    'Corrects a measurement of the caller’s scope (404 otherwise) with the same checks as create; BMI, z-scores and classes are computed again. A height or weight far from the child’s nearest other measurement (lib/health/growth-jump.ts) is 422 errors.health_height_far / health_weight_far with `confirm: true` unless `confirmed: true` is sent.',
  tag: 'HealthDeclaration',
  access: 'tenant',
  right: { menu: 'health-declaration', action: 'update' },
  body: healthUpdateSchema,
  schoolDays: ({ body }) => ({ measured_on: body.measured_on }),
  shape: 'mutation',
  errors: [404, 409, 422],
  handler: (ctx, { body }) => updateDeclaration(ctx, body),
});
