import { fileEndpoint, XLSX_TYPE } from '@/lib/server/files/file-endpoint';
import { exportSurveyAnswers } from '@/lib/server/survey/export-answers';
import { idQuery } from '@/lib/schemas/list';

// GET /api/webadmin/Survey/export-answers?id= – every answer as .xlsx
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/webadmin/Survey/export-answers',
  summary: 'Every answer of a survey the caller may read (export right on its kind’s menu): one row per child, one column per question; headers in the Language of the request.',
  tag: 'Survey',
  access: 'tenant',
  query: idQuery,
  errors: [404],
  produces: [XLSX_TYPE],
  handler: (ctx, { query }) => exportSurveyAnswers(ctx, query.id),
});
