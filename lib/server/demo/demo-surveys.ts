import 'server-only';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf, uuidArray } from '../db/rows';
import { generator } from './demo-random';
import { addDays, schoolInstant, schoolToday } from '@/lib/school-time';
import type { AnswerValue } from '@/lib/survey-answers';
import type { QuestionType, SurveyKind } from '@/lib/survey-values';

type QuestionSeed = { type: QuestionType; title: string; required?: boolean; options?: string[]; allow_other?: boolean; rows?: string[] };
type SurveySeed = {
  kind: SurveyKind;
  title: string;
  description: string;
  /** Days from today of opening and closing (negative: past). */
  opens: number;
  closes: number;
  status: 'draft' | 'open' | 'closed';
  /** Only the first class (by name), or the whole school. */
  oneClass: boolean;
  /** Share of the children answered for. */
  answered: number;
  questions: QuestionSeed[];
};

const SATISFACTION = ['Rất hài lòng', 'Hài lòng', 'Chưa hài lòng'];

const SURVEYS: SurveySeed[] = [
  {
    kind: 'survey',
    title: 'Ý kiến phụ huynh học kỳ I',
    description: 'Nhà trường mong nhận được ý kiến của quý phụ huynh để chăm sóc các bé tốt hơn.',
    opens: -5,
    closes: 10,
    status: 'open',
    oneClass: false,
    answered: 0.6,
    questions: [
      { type: 'single', title: 'Bé đến trường bằng phương tiện gì?', required: true, options: ['Xe máy', 'Ô tô', 'Đi bộ'], allow_other: true },
      { type: 'multiple', title: 'Bé thích hoạt động nào nhất?', options: ['Vẽ', 'Múa hát', 'Kể chuyện', 'Vận động ngoài trời'] },
      { type: 'rating', title: 'Quý phụ huynh chấm điểm bữa ăn bán trú', required: true },
      { type: 'grid', title: 'Mức độ hài lòng', required: true, options: SATISFACTION, rows: ['Giáo viên', 'Vệ sinh', 'Cơ sở vật chất'] },
      { type: 'long_text', title: 'Góp ý khác cho nhà trường' },
    ],
  },
  {
    kind: 'survey',
    title: 'Đăng ký học hè',
    description: 'Đăng ký cho bé đi học trong tháng 6 và tháng 7.',
    opens: -40,
    closes: -25,
    status: 'closed',
    oneClass: true,
    answered: 0.85,
    questions: [
      { type: 'single', title: 'Bé có đi học hè không?', required: true, options: ['Có', 'Không'] },
      { type: 'text', title: 'Ghi chú của phụ huynh' },
    ],
  },
  {
    kind: 'survey_v1',
    title: 'Khảo sát thực đơn (bản cũ)',
    description: 'Khảo sát thực đơn năm học trước.',
    opens: -120,
    closes: -100,
    status: 'closed',
    oneClass: false,
    answered: 0.7,
    questions: [
      { type: 'single', title: 'Bé có ăn hết suất không?', required: true, options: ['Thường xuyên', 'Thỉnh thoảng', 'Hiếm khi'] },
      { type: 'multiple', title: 'Món bé thích', options: ['Cá', 'Thịt', 'Trứng', 'Rau'] },
    ],
  },
];

const NOTES = ['Cô giáo rất tận tình.', 'Mong nhà trường thêm giờ chơi ngoài trời.', 'Bé rất thích đi học.', 'Cảm ơn các cô.'];

/** An answer a parent might give to one question. */
function answerOf(q: QuestionSeed, rnd: ReturnType<typeof generator>): AnswerValue {
  switch (q.type) {
    case 'single':
      return q.allow_other && rnd.next() < 0.05 ? 'Ông bà đưa đón' : rnd.pick(q.options ?? []);
    case 'multiple':
      return (q.options ?? []).filter(() => rnd.next() < 0.45);
    case 'rating':
      return 3 + rnd.int(3);
    case 'grid':
      return Object.fromEntries((q.rows ?? []).map((row) => [row, rnd.next() < 0.7 ? SATISFACTION[0] : rnd.pick(SATISFACTION)]));
    default:
      return rnd.next() < 0.3 ? rnd.pick(NOTES) : null;
  }
}

/** The demo school's surveys: one open with answers coming in, a closed one, and an earlier-kind (survey_v1) one. */
export async function seedDemoSurveys(tx: Executor, { tenantId, principalId }: { tenantId: string; principalId: string }) {
  const rnd = generator(20261125);
  const today = schoolToday();
  const [first] = await rowsOf<{ id: string }>(tx, sql`select id from classes where tenant_id = ${tenantId} order by name limit 1`);
  for (const s of SURVEYS) {
    const classIds = s.oneClass && first ? [first.id] : [];
    const closesAt = schoolInstant(addDays(today, s.closes), '17:00');
    const [survey] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into surveys (tenant_id, kind, title, description, audience, class_ids, opens_at, closes_at, status, closed_at, created_by, created_at)
        values (${tenantId}, ${s.kind}, ${s.title}, ${s.description}, 'parents', ${uuidArray(classIds)},
          ${schoolInstant(addDays(today, s.opens), '07:00')}, ${closesAt}, ${s.status},
          ${s.status === 'closed' ? closesAt : null}, ${principalId}, ${schoolInstant(addDays(today, s.opens - 1), '09:00')})
        returning id`,
    );
    const questionIds: string[] = [];
    for (const [position, q] of s.questions.entries()) {
      const [row] = await rowsOf<{ id: string }>(
        tx,
        sql`insert into survey_questions (tenant_id, survey_id, position, type, title, required, options, allow_other, rows)
          values (${tenantId}, ${survey.id}, ${position}, ${q.type}, ${q.title}, ${q.required ?? false},
            ${JSON.stringify(q.options ?? [])}::jsonb, ${q.allow_other ?? false}, ${JSON.stringify(q.rows ?? [])}::jsonb)
          returning id`,
      );
      questionIds.push(row.id);
    }
    const children = await rowsOf<{ id: string; class_id: string; account_id: string | null }>(
      tx,
      sql`select s.id, s.class_id, (select l.account_id from app_account_students l where l.tenant_id = s.tenant_id and l.student_id = s.id limit 1) as account_id
        from students s where s.tenant_id = ${tenantId} and s.status = 'studying' and s.class_id is not null
          ${classIds.length ? sql`and s.class_id = any(${uuidArray(classIds)})` : sql``}
        order by s.code`,
    );
    for (const child of children) {
      if (rnd.next() >= s.answered) continue;
      const answeredAt = schoolInstant(addDays(today, Math.min(s.opens + 1 + rnd.int(5), -1)), `${String(8 + rnd.int(12)).padStart(2, '0')}:${String(rnd.int(60)).padStart(2, '0')}`);
      const [response] = await rowsOf<{ id: string }>(
        tx,
        sql`insert into survey_responses (tenant_id, survey_id, student_id, class_id, account_id, answered_at)
          values (${tenantId}, ${survey.id}, ${child.id}, ${child.class_id}, ${child.account_id}, ${answeredAt}) returning id`,
      );
      const values = s.questions
        .map((q, i) => ({ id: questionIds[i], value: answerOf(q, rnd) }))
        .filter((a) => a.value !== null && !(Array.isArray(a.value) && a.value.length === 0));
      if (!values.length) continue;
      await tx.execute(
        sql`insert into survey_answers (tenant_id, response_id, question_id, value) values ${sql.join(
          values.map((a) => sql`(${tenantId}, ${response.id}, ${a.id}, ${JSON.stringify(a.value)}::jsonb)`),
          sql`, `,
        )}`,
      );
    }
  }
}
