import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { notificationEvents, notifications } from '@/lib/server/db/schema';
import { schoolTransactionById } from '@/lib/server/db/school-transaction';
import { emitNotification } from '@/lib/server/notification/emit';
import { runFanOut } from '@/lib/server/notification/fan-out';
import { ids, emit, emitAndFanOut, newsEvent, notificationWorld, recipientsOfTag, seedFamilies, type NotificationWorld } from '../helpers/notification-world';

// The fan-out (issue 36): every event of the outbox reaches exactly the people its audience names, once, after the
// emitting transaction committed — and nothing of a change that rolled back.

describe('notifications’ fan-out', () => {
  let w: NotificationWorld;
  let other: NotificationWorld;

  beforeAll(async () => {
    [w, other] = [await notificationWorld(), await notificationWorld()];
  });

  it('reaches the parents of the children named, with the child on the row, and not a neighbour family', async () => {
    const event = {
      kind: 'absence_decided' as const,
      audience: { type: 'students' as const, studentIds: [w.an.studentId] },
      params: { child: 'Nguyễn Thị Ân', from: '02/12/2026', to: '03/12/2026', status: 'approved' as const, reason: '' },
      url: '/parent/absences',
      tag: `absence:${crypto.randomUUID()}`,
      studentId: w.an.studentId,
    };
    await emitAndFanOut(w.school.id, event);
    const got = await recipientsOfTag(w.school.id, event.tag);
    expect(got.accounts).toEqual([w.an.accountId]);
    expect(got.users).toEqual([]);
    expect(got.rows[0].studentId).toBe(w.an.studentId);
    // The event is marked done with its count.
    const database = await db();
    const [e] = await database.select().from(notificationEvents).where(eq(notificationEvents.tag, event.tag));
    expect(e.fannedOutAt).not.toBeNull();
    expect(e.recipients).toBe(1);
  });

  it('reaches a class’s studying children’s families, not another class’s nor a child who left', async () => {
    const gone = await w.parent(w.classA, 'Đỗ Văn Đi');
    const database = await db();
    await database.execute(sql`update students set status = 'left' where tenant_id = ${w.school.id} and id = ${gone.studentId}`);
    const event = newsEvent('Lớp Mầm A đi dã ngoại', { type: 'classes', classIds: [w.classA] });
    await emitAndFanOut(w.school.id, event);
    expect((await recipientsOfTag(w.school.id, event.tag)).accounts).toEqual(ids({ id: w.an.accountId }, { id: w.binh.accountId }));
  });

  it('reaches every active account of the school, none of another school, not a locked one', async () => {
    const locked = await w.parent(w.classB, 'Vũ Thị Khoá');
    const database = await db();
    await database.execute(sql`update app_accounts set status = 'locked' where tenant_id = ${w.school.id} and id = ${locked.accountId}`);
    const event = newsEvent('Khai giảng năm học mới', { type: 'school' });
    await emitAndFanOut(w.school.id, event);
    const got = await recipientsOfTag(w.school.id, event.tag);
    const all = await database.execute(sql`select id from app_accounts where tenant_id = ${w.school.id} and status = 'active'`);
    expect(got.accounts).toEqual((all as unknown as { rows: { id: string }[] }).rows.map((r) => r.id).sort());
    expect(got.accounts).toEqual(expect.arrayContaining([w.an.accountId, w.binh.accountId, w.chi.accountId]));
    expect(got.accounts).not.toContain(locked.accountId);
    expect(got.accounts).not.toContain(other.an.accountId);
    expect((await recipientsOfTag(other.school.id, event.tag)).rows).toEqual([]);
  });

  it('reaches the staff whose role grants the right, a teacher only for their own class', async () => {
    const event = {
      kind: 'medicine_requested' as const,
      audience: { type: 'staff' as const, menu: 'medicine-request', action: 'approve', classId: w.classA },
      params: { child: 'Nguyễn Thị Ân', class: 'Mầm A', date: '02/12/2026' },
      url: '/management/medicine-request',
      tag: `medicine:${crypto.randomUUID()}`,
    };
    await emitAndFanOut(w.school.id, event);
    // The principal and the nurse hold the right school-wide; class A's teacher for class A; not class B's teacher,
    // nor the office clerk or the accountant (no right on medicine), nor the other school's staff.
    expect((await recipientsOfTag(w.school.id, event.tag)).users).toEqual(ids(w.principal, w.teacherA, w.nurse));
    expect((await recipientsOfTag(w.school.id, event.tag)).accounts).toEqual([]);
  });

  it('with no class, reaches school-scope staff only', async () => {
    const event = {
      kind: 'message_received' as const,
      audience: { type: 'staff' as const, menu: 'message-request', action: 'update', classId: null },
      params: { child: 'Trần Minh Chí', class: 'Mầm B' },
      url: '/management/message-request',
      tag: `message:${crypto.randomUUID()}`,
    };
    await emitAndFanOut(w.school.id, event);
    expect((await recipientsOfTag(w.school.id, event.tag)).users).toEqual(ids(w.principal, w.office));
  });

  it('follows a role’s rights as they are now: a right taken away reaches nobody', async () => {
    const database = await db();
    await database.execute(
      sql`update roles set rights = rights - 'survey' where tenant_id = ${w.school.id} and key in ('principal', 'office')`,
    );
    const event = {
      kind: 'survey_closed' as const,
      audience: { type: 'staff' as const, menu: 'survey', action: 'read', classId: null },
      params: { title: 'Bữa trưa', answers: 12 },
      url: '/management/survey',
      tag: `survey:${crypto.randomUUID()}`,
    };
    await emitAndFanOut(w.school.id, event);
    expect((await recipientsOfTag(w.school.id, event.tag)).users).toEqual([]);
  });

  it('writes nothing for a change that rolled back', async () => {
    const event = newsEvent('Tin bị huỷ', { type: 'school' });
    await expect(
      schoolTransactionById(w.school.id, async (tx) => {
        await emitNotification(tx, w.school.id, event);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await runFanOut();
    const database = await db();
    expect(await database.select().from(notificationEvents).where(eq(notificationEvents.tag, event.tag))).toEqual([]);
    expect((await recipientsOfTag(w.school.id, event.tag)).rows).toEqual([]);
  });

  it('holds a scheduled event until its time, then fans it out once', async () => {
    const event = { ...newsEvent('Ngày mai khám sức khoẻ', { type: 'students', studentIds: [w.chi.studentId] }), dueAt: new Date(Date.now() + 3_600_000), dedupeKey: `test:${crypto.randomUUID()}` };
    await emit(w.school.id, event);
    await emit(w.school.id, event); // the same key twice: one event
    await runFanOut();
    const database = await db();
    const rows = await database.select().from(notificationEvents).where(eq(notificationEvents.tag, event.tag));
    expect(rows).toHaveLength(1);
    expect(rows[0].fannedOutAt).toBeNull();
    expect((await recipientsOfTag(w.school.id, event.tag)).rows).toEqual([]);
    // Its time comes.
    await database.update(notificationEvents).set({ dueAt: new Date(Date.now() - 1000) }).where(eq(notificationEvents.tag, event.tag));
    await runFanOut();
    await runFanOut();
    expect((await recipientsOfTag(w.school.id, event.tag)).accounts).toEqual([w.chi.accountId]);
  });

  it('leaves a failing event for the next poll without holding the others back', async () => {
    const database = await db();
    const bad = newsEvent('Hỏng', { type: 'students', studentIds: ['not-a-uuid'] });
    await emit(w.school.id, bad);
    const good = newsEvent('Tốt', { type: 'students', studentIds: [w.binh.studentId] });
    await emit(w.school.id, good);
    try {
      await runFanOut();
      expect((await recipientsOfTag(w.school.id, good.tag)).accounts).toEqual([w.binh.accountId]);
      const [row] = await database.select().from(notificationEvents).where(eq(notificationEvents.tag, bad.tag));
      expect(row.fannedOutAt).toBeNull();
    } finally {
      await database.delete(notificationEvents).where(eq(notificationEvents.tag, bad.tag));
    }
  });

  it('never writes a recipient’s row twice for one event', async () => {
    const event = newsEvent('Hai lần', { type: 'students', studentIds: [w.an.studentId, w.an.studentId] });
    await emitAndFanOut(w.school.id, event);
    const database = await db();
    const [e] = await database.select().from(notificationEvents).where(eq(notificationEvents.tag, event.tag));
    // Fanned out again by hand (as a second copy would, had it claimed it too): nothing new.
    await database.execute(sql`insert into notifications (tenant_id, event_id, account_id, kind, params, url, tag)
      values (${w.school.id}, ${e.id}, ${w.an.accountId}, 'news_published', '{}'::jsonb, '/parent', ${event.tag}) on conflict do nothing`);
    expect((await recipientsOfTag(w.school.id, event.tag)).accounts).toEqual([w.an.accountId]);
  });

  it('fans a school-wide post out to 2,000 families in a few statements', async () => {
    const big = await notificationWorld();
    await seedFamilies(big.school.id, big.classA, 2000);
    const event = newsEvent('Thông báo toàn trường', { type: 'school' });
    await emit(big.school.id, event);
    const started = performance.now();
    await runFanOut();
    const ms = performance.now() - started;
    const database = await db();
    const [{ n }] = await database
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.tenantId, big.school.id), eq(notifications.tag, event.tag)));
    expect(Number(n)).toBe(2003); // the seeded families and the world's three
    const [e] = await database.select().from(notificationEvents).where(eq(notificationEvents.tag, event.tag));
    expect(e.recipients).toBe(2003);
    console.log(`fan-out of a school-wide post to 2,003 families: ${ms.toFixed(0)} ms`);
  }, 60_000);
});
