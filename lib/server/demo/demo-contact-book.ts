import 'server-only';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { attendanceRecords, classTeachers, contactBookDays, contactBookEntries } from '../db/schema';
import { generator } from './demo-random';
import { writeHistory } from './demo-history';
import { DEFAULT_CONTACT_BOOK_SETTINGS, MOODS, type Portion } from '@/lib/contact-book-values';
import { addDays, schoolInstant, schoolToday } from '@/lib/school-time';

const ACTIVITIES = [
  'Sáng: thể dục buổi sáng, học bài thơ "Mèo đi câu cá". Chiều: chơi xếp hình và nặn đất.',
  'Sáng: làm quen với chữ cái a, ă, â. Chiều: hát múa bài "Cả nhà thương nhau".',
  'Sáng: dạo chơi sân trường, quan sát cây xanh. Chiều: vẽ tranh con cá.',
  'Sáng: học đếm đến 10 với que tính. Chiều: chơi góc bác sĩ, góc bán hàng.',
  'Sáng: kể chuyện "Thỏ con không vâng lời". Chiều: tập xếp quần áo, rửa tay đúng cách.',
];
const COMMENTS = [
  'Bé ăn ngoan, ngủ đủ giấc, hôm nay chơi rất vui với các bạn.',
  'Bé hơi biếng ăn bữa trưa, gia đình cho bé uống thêm sữa buổi tối nhé.',
  'Bé mạnh dạn phát biểu trong giờ học, cô khen bé.',
  'Bé hơi mệt buổi chiều, gia đình theo dõi thêm giúp cô.',
  'Bé tự xúc cơm và cất dọn đồ chơi gọn gàng.',
];
const PORTION_ODDS: [number, Portion][] = [
  [0.72, 'all'],
  [0.86, 'most'],
  [0.94, 'half'],
  [0.98, 'little'],
  [1, 'none'],
];

/**
 * Last week's contact books for the demo school's classes: every school day of the seven before today with a roll
 * call, each sent at 16:30 by the class's teacher, with its activity line and each present child's book (mostly the
 * usual values; some meals, naps, moods and comments that differ).
 */
export async function seedDemoContactBook(tx: Executor, { tenantId, principalId }: { tenantId: string; principalId: string }) {
  const rnd = generator(20261128);
  const today = schoolToday();
  const from = addDays(today, -7);
  const marks = await tx
    .select({ studentId: attendanceRecords.studentId, classId: attendanceRecords.classId, day: attendanceRecords.day })
    .from(attendanceRecords)
    .where(
      and(
        eq(attendanceRecords.tenantId, tenantId),
        eq(attendanceRecords.status, 'present'),
        gte(attendanceRecords.day, from),
        lt(attendanceRecords.day, today),
      ),
    );
  if (!marks.length) return;
  const teachers = await tx.select().from(classTeachers).where(eq(classTeachers.tenantId, tenantId));
  const teacherOf = new Map(teachers.map((t) => [t.classId, t.userId]));
  const s = DEFAULT_CONTACT_BOOK_SETTINGS;
  const days = new Map<string, { classId: string; day: string }>();
  const entries: (typeof contactBookEntries.$inferInsert)[] = [];
  for (const m of marks) {
    days.set(`${m.classId}|${m.day}`, { classId: m.classId, day: m.day });
    const portion = () => PORTION_ODDS.find(([p]) => rnd.next() < p)![1];
    const r = rnd.next();
    entries.push({
      tenantId,
      studentId: m.studentId,
      day: m.day,
      classId: m.classId,
      meals: Object.fromEntries(s.meals.map((meal) => [meal.code, portion()])),
      fields: {
        nap: r < 0.05 ? null : { from: r < 0.3 ? '12:15' : '12:00', to: r > 0.85 ? '13:40' : '14:00' },
        toilet: rnd.next() < 0.3 ? ['09:30', '14:30'] : [],
        mood: r < 0.75 ? 'happy' : rnd.pick(MOODS),
        activities: null,
        comment: rnd.next() < 0.35 ? rnd.pick(COMMENTS) : null,
      },
      updatedBy: teacherOf.get(m.classId) ?? principalId,
    });
  }
  const dayRows = [...days.values()].map(({ classId, day }) => {
    const by = teacherOf.get(classId) ?? principalId;
    const sentAt = new Date(schoolInstant(day, '16:30'));
    return { tenantId, classId, day, activities: rnd.pick(ACTIVITIES), sentAt, sentBy: by, updatedBy: by, updatedAt: sentAt };
  });
  // Seeded history is not anybody's change: the audit trigger stays out of these rows (start time).
  await writeHistory(tx, async () => {
    await tx.insert(contactBookDays).values(dayRows);
    for (let i = 0; i < entries.length; i += 1_000) {
      await tx.insert(contactBookEntries).values(entries.slice(i, i + 1_000));
    }
  });
}
