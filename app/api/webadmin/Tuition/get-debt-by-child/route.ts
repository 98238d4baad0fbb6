import { endpoint } from '@/lib/server/http/endpoint';
import { debtByChildReport } from '@/lib/server/tuition/debt-by-child';
import { debtByChild, debtByChildQuery } from '@/lib/schemas/tuition';

// GET /api/webadmin/Tuition/get-debt-by-child
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Tuition/get-debt-by-child',
  summary:
    'What each child owes on issued invoices (invoiced, paid, balance, the earliest unpaid due date and the days overdue), optionally for one class, one month, or only what is overdue (`overdue=true`).',
  tag: 'Tuition',
  access: 'tenant',
  right: { menu: 'tuition', action: 'read' },
  query: debtByChildQuery,
  output: debtByChild,
  shape: 'data',
  handler: (ctx, { query }) => debtByChildReport(ctx, query),
});
