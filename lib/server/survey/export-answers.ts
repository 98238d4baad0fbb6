import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import type { FileReply } from '../files/file-endpoint';
import { XLSX_TYPE } from '../audit/export-audit-logs';
import { surveyHead } from './survey-scope';
import { responsesOf } from './survey-results';
import { selectQuestions } from './survey-rows';
import { formatDateTime } from '@/lib/format';
import { translate } from '@/lib/i18n/translate';
import { compareVnNames } from '@/lib/name-order';
import type { AnswerValue } from '@/lib/survey-answers';
import { schoolToday } from '@/lib/school-time';
import type { SurveyQuestion } from '@/lib/survey-values';

/** An answer as a cell: options joined, a grid as "row: option" pairs. */
function cellOf(q: SurveyQuestion, value: AnswerValue | undefined): string | number {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.join('; ');
  if (typeof value === 'object') return q.rows.filter((row) => row in value).map((row) => `${row}: ${value[row]}`).join('; ');
  return value;
}

/** GET /Survey/export-answers?id=: every answer the caller may read, one row per child, one column per question (.xlsx). */
export async function exportSurveyAnswers(ctx: RequestContext, id: string): Promise<FileReply> {
  const { questions, rows, title } = await schoolTransaction(ctx, async (tx) => {
    await surveyHead(tx, ctx, id, 'export');
    const [{ title }] = await rowsOf<{ title: string }>(tx, sql`select title from surveys where tenant_id = ${ctx.tenantId} and id = ${id}`);
    const rows = await rowsOf<{ code: string; full_name: string; class_name: string | null; answered_at: string; answers: Record<string, AnswerValue> }>(
      tx,
      sql`select s.code, s.full_name, c.name as class_name, x.answered_at,
          coalesce((select json_object_agg(a.question_id, a.value) from survey_answers a
            where a.tenant_id = ${ctx.tenantId} and a.response_id = x.id), '{}'::json) as answers
        from (${responsesOf(ctx, id)}) x join students s on s.tenant_id = ${ctx.tenantId} and s.id = x.student_id
        left join classes c on c.tenant_id = s.tenant_id and c.id = s.class_id`,
    );
    return { questions: await selectQuestions(tx, ctx.tenantId, id), rows, title };
  });
  rows.sort((a, b) => (a.class_name ?? '').localeCompare(b.class_name ?? '', 'vi') || compareVnNames(a.full_name, b.full_name));
  const { Workbook } = await import('exceljs');
  const t = (key: string) => translate(ctx.locale, `survey.sheet.${key}`);
  const book = new Workbook();
  book.created = new Date();
  const sheet = book.addWorksheet(t('title'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: t('student_code'), key: 'code', width: 14 },
    { header: t('student_name'), key: 'name', width: 28 },
    { header: t('class_name'), key: 'class', width: 16 },
    { header: t('answered_at'), key: 'at', width: 18 },
    ...questions.map((q, i) => ({ header: `${i + 1}. ${q.title}`, key: q.id, width: 30 })),
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    sheet.addRow({
      code: r.code,
      name: r.full_name,
      class: r.class_name ?? '',
      at: formatDateTime(r.answered_at),
      ...Object.fromEntries(questions.map((q) => [q.id, cellOf(q, r.answers[q.id])])),
    });
  }
  const body = new Uint8Array((await book.xlsx.writeBuffer()) as ArrayBuffer);
  const safe = title.replace(/[\\/:*?"<>|]+/g, ' ').slice(0, 60).trim();
  return { body, contentType: XLSX_TYPE, fileName: `${safe || t('title')}-${schoolToday()}.xlsx` };
}
