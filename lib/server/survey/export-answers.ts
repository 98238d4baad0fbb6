import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import type { FileReply } from '../files/file-endpoint';
import { listSheetFile } from '../files/list-export';
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
  if (typeof value === 'object')
    return q.rows
      .filter((row) => row in value)
      .map((row) => `${row}: ${value[row]}`)
      .join('; ');
  return value;
}

/** GET /Survey/export-answers?id=: every answer the caller may read, one row per child, one column per question (.xlsx). */
export async function exportSurveyAnswers(ctx: RequestContext, id: string): Promise<FileReply> {
  const { questions, rows, title } = await schoolTransaction(ctx, async (tx) => {
    await surveyHead(tx, ctx, id, 'export');
    const [{ title }] = await rowsOf<{ title: string }>(
      tx,
      sql`select title from surveys where tenant_id = ${ctx.tenantId} and id = ${id}`,
    );
    const rows = await rowsOf<{
      code: string;
      full_name: string;
      class_name: string | null;
      answered_at: string;
      answers: Record<string, AnswerValue>;
    }>(
      tx,
      sql`select coalesce(s.code, u.username) as code, coalesce(s.full_name, u.full_name) as full_name,
          c.name as class_name, x.answered_at,
          coalesce((select json_object_agg(a.question_id, a.value) from survey_answers a
            where a.tenant_id = ${ctx.tenantId} and a.response_id = x.id), '{}'::json) as answers
        from (${responsesOf(ctx, id)}) x left join students s on s.tenant_id = ${ctx.tenantId} and s.id = x.student_id
        left join users u on u.id = x.user_id
        left join classes c on c.tenant_id = s.tenant_id and c.id = s.class_id`,
    );
    return { questions: await selectQuestions(tx, ctx.tenantId, id), rows, title };
  });
  rows.sort(
    (a, b) => (a.class_name ?? '').localeCompare(b.class_name ?? '', 'vi') || compareVnNames(a.full_name, b.full_name),
  );
  const t = (key: string) => translate(ctx.locale, `survey.sheet.${key}`);
  type Row = (typeof rows)[number];
  const column = (key: string, header: string, width: number, value: (r: Row) => string | number | null) => ({
    key,
    header,
    width,
    value,
  });
  const safe = title
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .slice(0, 60)
    .trim();
  return listSheetFile({
    title: t('title'),
    fileName: `${safe || t('title')}-${schoolToday()}.xlsx`,
    rows,
    columns: [
      column('code', t('student_code'), 14, (r) => r.code),
      column('name', t('student_name'), 28, (r) => r.full_name),
      column('class', t('class_name'), 16, (r) => r.class_name),
      column('at', t('answered_at'), 18, (r) => formatDateTime(r.answered_at)),
      ...questions.map((q, i) => column(q.id, `${i + 1}. ${q.title}`, 30, (r) => cellOf(q, r.answers[q.id]))),
    ],
  });
}
