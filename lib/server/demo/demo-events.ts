import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/rows';
import { generator } from './demo-random';
import { addDays, schoolInstant, schoolToday } from '@/lib/school-time';

type Seed = {
  title: string;
  /** Days from today (negative: past). */
  day: number;
  from: string;
  to: string;
  place: string;
  description: string;
  /** How many of the school's classes (by name) it is for; 0 = the whole school. */
  classes: number;
  needsReply: boolean;
  status: 'draft' | 'published';
  /** Share of the children whose parents have replied. */
  replied: number;
};

const EVENTS: Seed[] = [
  {
    title: 'Tết Trung thu cho bé',
    day: -20,
    from: '15:00',
    to: '17:00',
    place: 'Sân trường',
    description: 'Rước đèn, phá cỗ và biểu diễn văn nghệ. Mời phụ huynh cùng tham dự.',
    classes: 0,
    needsReply: true,
    status: 'published',
    replied: 0.9,
  },
  {
    title: 'Dã ngoại Thảo Cầm Viên',
    day: 5,
    from: '07:30',
    to: '11:00',
    place: 'Thảo Cầm Viên, 2 Nguyễn Bỉnh Khiêm',
    description: 'Bé mặc đồng phục, mang nón và bình nước. Xe đưa đón tại trường lúc 7 giờ 15.',
    classes: 2,
    needsReply: true,
    status: 'published',
    replied: 0.6,
  },
  {
    title: 'Họp phụ huynh học kỳ I',
    day: 10,
    from: '08:00',
    to: '10:00',
    place: 'Hội trường tầng 2',
    description: 'Giáo viên trao đổi về tình hình của bé trong học kỳ và kế hoạch học kỳ II.',
    classes: 0,
    needsReply: true,
    status: 'published',
    replied: 0.35,
  },
  {
    title: 'Khám sức khỏe định kỳ',
    day: 14,
    from: '08:00',
    to: '11:00',
    place: 'Phòng y tế',
    description: 'Bác sĩ phường khám răng miệng, mắt và đo chiều cao, cân nặng cho các bé.',
    classes: 0,
    needsReply: false,
    status: 'published',
    replied: 0,
  },
  {
    title: 'Lễ hội Giáng sinh',
    day: 28,
    from: '15:30',
    to: '17:30',
    place: 'Sân trường',
    description: 'Ông già Noel tặng quà cho các bé. Chương trình chi tiết sẽ gửi sau.',
    classes: 0,
    needsReply: true,
    status: 'draft',
    replied: 0,
  },
];

/**
 * The demo school's calendar: a past event most parents answered, upcoming ones partly answered (through the app
 * and a few by phone, recorded by the principal), one that asks no reply, and a draft.
 */
export async function seedDemoEvents(tx: Executor, { tenantId, principalId }: { tenantId: string; principalId: string }) {
  const rnd = generator(20261125);
  const classes = await rowsOf<{ id: string }>(tx, sql`select id from classes where tenant_id = ${tenantId} order by name`);
  const today = schoolToday();
  for (const e of EVENTS) {
    const day = addDays(today, e.day);
    const [event] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into calendar_events (tenant_id, title, starts_at, ends_at, place, description, needs_reply, status,
          created_by, updated_by, created_at)
        values (${tenantId}, ${e.title}, ${schoolInstant(day, e.from)}, ${schoolInstant(day, e.to)}, ${e.place},
          ${e.description}, ${e.needsReply}, ${e.status}, ${principalId}, ${principalId},
          ${schoolInstant(addDays(today, Math.min(e.day, 0) - 14), '09:00')}) returning id`,
    );
    const chosen = classes.slice(0, e.classes).map((c) => c.id);
    for (const classId of chosen) {
      await tx.execute(sql`insert into calendar_event_classes (tenant_id, event_id, class_id) values (${tenantId}, ${event.id}, ${classId})`);
    }
    if (!e.replied) continue;
    const children = await rowsOf<{ id: string; account_id: string | null }>(
      tx,
      sql`select s.id, (select l.account_id from app_account_students l where l.tenant_id = s.tenant_id
            and l.student_id = s.id limit 1) as account_id
        from students s where s.tenant_id = ${tenantId} and s.status = 'studying' and s.class_id is not null
          ${chosen.length ? sql`and s.class_id in (select class_id from calendar_event_classes where tenant_id = ${tenantId} and event_id = ${event.id})` : sql``}
        order by s.code`,
    );
    const rows: SQL[] = [];
    for (const child of children) {
      if (rnd.next() >= e.replied) continue;
      const answer = rnd.next() < 0.8 ? 'yes' : 'no';
      // About one reply in six was given by phone and recorded by the school.
      const byPhone = !child.account_id || rnd.next() < 0.17;
      const note = answer === 'no' ? 'Bé bận việc gia đình' : '';
      const at = schoolInstant(addDays(today, Math.min(e.day, 0) - 1 - rnd.int(7)), '20:00');
      rows.push(
        sql`(${tenantId}, ${event.id}, ${child.id}, ${answer}, ${note}, ${byPhone ? 'staff' : 'parent'},
          ${byPhone ? principalId : null}::uuid, ${byPhone ? null : child.account_id}::uuid, ${at})`,
      );
    }
    if (!rows.length) continue;
    await tx.execute(
      sql`insert into calendar_event_replies (tenant_id, event_id, student_id, answer, note, source, by_user, by_account, replied_at)
        values ${sql.join(rows, sql`, `)}`,
    );
  }
}
