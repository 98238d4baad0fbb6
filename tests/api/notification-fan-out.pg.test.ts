// PostgreSQL only (vitest.config.ts includes *.pg.test.ts when TEST_DATABASE_URL is set): the fan-out claims events
// with FOR UPDATE SKIP LOCKED, so an event another copy of the app is fanning out is passed over, never waited for
// nor fanned out twice.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { notificationEvents } from '@/lib/server/db/schema';
import { runFanOut } from '@/lib/server/notification/fan-out';
import { emit, newsEvent, notificationWorld, recipientsOfTag, type NotificationWorld } from '../helpers/notification-world';

describe('the fan-out on PostgreSQL', () => {
  let w: NotificationWorld;
  beforeAll(async () => {
    w = await notificationWorld();
  });

  it('passes over an event another copy holds, fans out the others, and takes it up once it is free', async () => {
    const held = newsEvent('Đang được copy khác xử lý', { type: 'students', studentIds: [w.an.studentId] });
    const free = newsEvent('Tự do', { type: 'students', studentIds: [w.chi.studentId] });
    await emit(w.school.id, held);
    await emit(w.school.id, free);
    const database = await db();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // "Another copy": a transaction holding the event's row as the fan-out's claim does.
    const copy = database.transaction(async (tx) => {
      await tx.execute(
        sql`select id from notification_events where tenant_id = ${w.school.id} and tag = ${held.tag} for update`,
      );
      locked();
      await released;
    });
    await isLocked;
    await runFanOut(); // answers without waiting for the lock
    expect((await recipientsOfTag(w.school.id, free.tag)).accounts).toEqual([w.chi.accountId]);
    expect((await recipientsOfTag(w.school.id, held.tag)).rows).toEqual([]);
    release();
    await copy;
    await runFanOut();
    expect((await recipientsOfTag(w.school.id, held.tag)).accounts).toEqual([w.an.accountId]);
    const [e] = await database.select().from(notificationEvents).where(eq(notificationEvents.tag, held.tag));
    expect(e.recipients).toBe(1);
  });
});
