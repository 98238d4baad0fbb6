import { endpoint } from '@/lib/server/http/endpoint';
import { confirmStatement } from '@/lib/server/tuition/confirm-statement';
import { confirmStatementSchema, statementRecorded } from '@/lib/schemas/tuition';

// POST /api/webadmin/Tuition/confirm-statement
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/Tuition/confirm-statement',
  summary:
    'Records the chosen lines of an uploaded statement (`{statement_id, lines:[{line, invoice_id, up_to_balance?}]}`) as transfers in one transaction, each with its bank reference (never recorded twice) and its day. A line above the balance is recorded up to it only with `up_to_balance`; lines not recorded are answered in `left` with the reason. Answers `{recorded, amount, left}`.',
  tag: 'Tuition',
  access: 'tenant',
  right: { menu: 'tuition', action: 'create' },
  body: confirmStatementSchema,
  shape: 'mutation',
  output: statementRecorded,
  errors: [404],
  handler: (ctx, { body }) => confirmStatement(ctx, body),
});
