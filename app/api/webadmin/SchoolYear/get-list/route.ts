import { endpoint } from '@/lib/server/http/endpoint';
import { listSchoolYears } from '@/lib/server/class/list-school-years';
import { schoolYearListQuery, schoolYearRow } from '@/lib/schemas/class';

// GET /api/webadmin/SchoolYear/get-list – the school's years, newest first
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/SchoolYear/get-list',
  summary: "The school's years (newest first unless order_by), with is_current and the number of classes.",
  tag: 'SchoolYear',
  access: 'tenant',
  right: { menu: 'class', action: 'read', alsoWith: 'classes' },
  query: schoolYearListQuery,
  shape: 'list',
  output: schoolYearRow,
  handler: (ctx, { query }) => listSchoolYears(ctx, query),
});
