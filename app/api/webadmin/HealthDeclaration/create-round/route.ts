import { endpoint } from '@/lib/server/http/endpoint';
import { saveRound } from '@/lib/server/health/save-round';
import { healthRoundSchema, roundSaved } from '@/lib/schemas/health';

// POST /api/webadmin/HealthDeclaration/create-round – a class's check round, all or nothing
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/HealthDeclaration/create-round',
  summary:
    'A class check round {class_id, measured_on, rows:[{student_id, height_cm, weight_kg, temperature_c?, measured?}], confirmed?} saved in one transaction: every child studying in that class, values plausible for the age; otherwise nothing is written and a 422 lists rows:[{row, student_id, field, message, text}]. A child measured that day already is corrected; empty rows are skipped. Values far from a child’s nearest other measurement (lib/health/growth-jump.ts) are 422 errors.health_round_far with `confirm: true` and rows:[{row, student_id, student_name, field, message, text}] unless `confirmed: true` is sent. Answers data.saved.',
  tag: 'HealthDeclaration',
  access: 'tenant',
  right: { menu: 'health-declaration', action: 'create' },
  body: healthRoundSchema,
  schoolDays: ({ body }) => ({ measured_on: body.measured_on }),
  shape: 'mutation',
  output: roundSaved,
  errors: [404, 422],
  handler: (ctx, { body }) => saveRound(ctx, body),
});
