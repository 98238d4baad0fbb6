import 'server-only';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/rows';
import { generator } from './demo-random';
import { addDays, schoolInstant, schoolToday } from '@/lib/school-time';
import type { MedicineItem } from '@/lib/schemas/medicine';

type Family = { student_id: string; class_id: string; account_id: string; teacher_id: string | null };

const MEDICINES: MedicineItem[][] = [
  [{ name: 'Siro ho Prospan', dose: '5', unit: 'ml', times: ['08:30', '14:30'], instructions: 'Uống sau ăn' }],
  [{ name: 'Men vi sinh Biogaia', dose: '5', unit: 'giọt', times: ['09:00'], instructions: 'Pha với sữa' }],
  [
    { name: 'Hapacol 150', dose: '1', unit: 'gói', times: ['11:00'], instructions: 'Chỉ khi sốt trên 38,5 °C' },
    { name: 'Oresol', dose: '50', unit: 'ml', times: ['10:00', '15:00'], instructions: null },
  ],
  [{ name: 'Vitamin D3', dose: '1', unit: 'giọt', times: ['08:00'], instructions: null }],
];
const NOTES = ['Bé đang ho nhẹ, nhờ cô cho bé uống đúng giờ.', 'Bé mới ốm dậy.', null, 'Thuốc để trong ngăn balo.'];
const NOT_GIVEN = ['Bé nghỉ học buổi chiều', 'Bé ngủ chưa dậy, đã báo phụ huynh', 'Bé nôn, không uống được'];
const MESSAGES: { recipient: 'teacher' | 'school'; category: string; content: string }[] = [
  { recipient: 'teacher', category: 'pickup', content: 'Chiều nay bà ngoại đón bé lúc 16:30, cô giúp em nhé.' },
  { recipient: 'teacher', category: 'health', content: 'Tối qua bé hơi sốt, cô để ý giúp em, có gì gọi em ạ.' },
  { recipient: 'teacher', category: 'meal', content: 'Bé đang kiêng sữa bò một tuần, nhờ cô đổi sang sữa đậu nành.' },
  { recipient: 'school', category: 'other', content: 'Nhà trường cho em xin hoá đơn học phí tháng trước ạ.' },
  { recipient: 'school', category: 'meal', content: 'Bé bị dị ứng tôm, nhờ bếp lưu ý giúp gia đình.' },
  { recipient: 'teacher', category: 'other', content: 'Cuối tuần này bé về quê, thứ Hai bé đi học lại ạ.' },
];

/**
 * The demo school's medicine and message requests: medicine requests in every state (pending, accepted with two
 * weeks of logged doses and today's still due, rejected, cancelled) and parents' messages unread, read and answered.
 */
export async function seedDemoRequests(tx: Executor, { tenantId, principalId }: { tenantId: string; principalId: string }) {
  const rnd = generator(20261125);
  const today = schoolToday();
  const families = await rowsOf<Family>(
    tx,
    sql`select distinct on (s.class_id, s.id) s.id as student_id, s.class_id, l.account_id,
        (select ct.user_id from class_teachers ct where ct.tenant_id = s.tenant_id and ct.class_id = s.class_id limit 1) as teacher_id
      from students s join app_account_students l on l.tenant_id = s.tenant_id and l.student_id = s.id
      where s.tenant_id = ${tenantId} and s.status = 'studying' and s.class_id is not null
      order by s.class_id, s.id`,
  );
  const classNames = new Map(
    (await rowsOf<{ id: string; name: string }>(tx, sql`select id, name from classes where tenant_id = ${tenantId}`)).map((c) => [c.id, c.name]),
  );
  // Classes with a teacher first (by name, last first), so the demo teachers have requests of their own.
  families.sort((a, b) =>
    Number(!a.teacher_id) - Number(!b.teacher_id) || (classNames.get(b.class_id) ?? '').localeCompare(classNames.get(a.class_id) ?? '', 'vi'),
  );
  if (!families.length) return;
  // Take children round the classes, so every class (and so every teacher) has some.
  const byClass = new Map<string, Family[]>();
  for (const f of families) byClass.set(f.class_id, [...(byClass.get(f.class_id) ?? []), f]);
  const order: Family[] = [];
  for (let i = 0; order.length < families.length; i++) for (const list of byClass.values()) if (list[i]) order.push(list[i]);
  let next = 0;
  const family = () => order[next++ % order.length];

  const medicine = async (f: Family, from: string, to: string, status: string, createdDaysAgo: number, extra: { reason?: string; kind?: number } = {}) => {
    const i = extra.kind ?? rnd.int(MEDICINES.length);
    const createdAt = schoolInstant(addDays(from, -createdDaysAgo), '07:15');
    const decider = f.teacher_id ?? principalId;
    const [row] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into medicine_requests (tenant_id, student_id, class_id, from_date, to_date, medicines, note, status,
          created_by_account, decided_by, decided_at, reject_reason, cancelled_at, created_at, updated_at)
        values (${tenantId}, ${f.student_id}, ${f.class_id}, ${from}, ${to}, ${JSON.stringify(MEDICINES[i])}::jsonb, ${NOTES[i]}, ${status},
          ${f.account_id}, ${status === 'approved' || status === 'rejected' ? decider : null},
          ${status === 'approved' || status === 'rejected' ? schoolInstant(addDays(from, -createdDaysAgo), '07:40') : null},
          ${extra.reason ?? null}, ${status === 'cancelled' ? schoolInstant(addDays(from, -createdDaysAgo), '07:30') : null},
          ${createdAt}, ${createdAt})
        returning id`,
    );
    if (status !== 'approved') return;
    // Every past slot logged (mostly given, a few not); today's slots before 10:00 given, the rest left due.
    const times = [...new Set(MEDICINES[i].flatMap((m) => m.times))].sort();
    for (let day = from; day <= to && day <= today; day = addDays(day, 1)) {
      for (const time of times) {
        if (day === today && time >= '10:00') continue;
        const given = rnd.next() > 0.12;
        await tx.execute(sql`insert into medicine_doses (tenant_id, request_id, day, time, status, given_at, given_by, reason, created_at)
          values (${tenantId}, ${row.id}, ${day}, ${time}, ${given ? 'given' : 'not_given'},
            ${given ? schoolInstant(day, time) : null}, ${decider}, ${given ? null : NOT_GIVEN[rnd.int(NOT_GIVEN.length)]}, ${schoolInstant(day, time)})`);
      }
    }
  };

  // Accepted: two running through today (one began two weeks ago), one finished last week.
  await medicine(family(), addDays(today, -13), addDays(today, 2), 'approved', 1, { kind: 0 });
  await medicine(family(), addDays(today, -3), addDays(today, 1), 'approved', 1, { kind: 2 });
  await medicine(family(), addDays(today, -2), today, 'approved', 0, { kind: 1 });
  await medicine(family(), addDays(today, -20), addDays(today, -14), 'approved', 1);
  // Waiting for a decision.
  await medicine(family(), today, addDays(today, 2), 'pending', 0);
  await medicine(family(), addDays(today, 1), addDays(today, 3), 'pending', 1);
  await medicine(family(), today, today, 'pending', 0);
  // Refused and withdrawn.
  await medicine(family(), addDays(today, -9), addDays(today, -7), 'rejected', 1, { reason: 'Cần có đơn thuốc của bác sĩ cho thuốc kháng sinh.' });
  await medicine(family(), addDays(today, -5), addDays(today, -4), 'cancelled', 1);

  // Messages: the newest unread; older ones read, most answered; one withdrawn.
  for (const [i, m] of MESSAGES.entries()) {
    const f = family();
    const daysAgo = i < 3 ? 0 : i;
    const createdAt = schoolInstant(addDays(today, -daysAgo), `0${7 + (i % 3)}:${String(10 + i * 7).padStart(2, '0')}`);
    const status = i < 3 ? 'unread' : 'read';
    const reader = f.teacher_id && m.recipient === 'teacher' ? f.teacher_id : principalId;
    const [row] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into message_requests (tenant_id, student_id, class_id, recipient, category, content, status,
          created_by_account, read_by, read_at, created_at, updated_at)
        values (${tenantId}, ${f.student_id}, ${f.class_id}, ${m.recipient}, ${m.category}, ${m.content}, ${status},
          ${f.account_id}, ${status === 'read' ? reader : null}, ${status === 'read' ? createdAt : null}, ${createdAt}, ${createdAt})
        returning id`,
    );
    if (status === 'read' && i !== MESSAGES.length - 1) {
      await tx.execute(sql`insert into message_replies (tenant_id, message_id, author_user, content, created_at)
        values (${tenantId}, ${row.id}, ${reader}, ${'Nhà trường đã nhận được, cảm ơn anh/chị.'}, ${createdAt}::timestamptz + interval '20 minutes')`);
    }
  }
  const f = family();
  await tx.execute(sql`insert into message_requests (tenant_id, student_id, class_id, recipient, category, content, status, created_by_account, cancelled_at, created_at)
    values (${tenantId}, ${f.student_id}, ${f.class_id}, 'teacher', 'other', ${'Em nhắn nhầm, cô bỏ qua giúp em.'}, 'cancelled', ${f.account_id}, now(), now() - interval '3 days')`);
}
