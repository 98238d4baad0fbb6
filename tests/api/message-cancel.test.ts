import { beforeAll, describe, expect, it } from 'vitest';
import { GET as detail } from '@/app/api/webadmin/MessageRequest/get-detail/route';
import { PUT as markRead } from '@/app/api/webadmin/MessageRequest/mark-read/route';
import { GET as appList } from '@/app/api/app/messages/route';
import { POST as appCreate } from '@/app/api/app/messages/create/route';
import { POST as appCancel } from '@/app/api/app/messages/cancel/route';
import { POST as absenceCreate } from '@/app/api/app/absences/create/route';
import { POST as absenceCancel } from '@/app/api/app/absences/cancel/route';
import { GET as absenceDetail } from '@/app/api/webadmin/Absence/get-detail/route';
import { addDays, schoolToday } from '@/lib/school-time';
import { call, first, type Json } from '../helpers/world';
import { badge, ok, requestsWorld, status, type RequestsWorld } from '../helpers/requests-world';

// The parents withdraw an unread message as they cancel their other requests: one call, POST …/cancel {id}.

async function send(parent: string, studentId: string) {
  const body = {
    student_id: studentId,
    recipient: 'teacher',
    category: 'pickup',
    content: 'Chiều nay bà ngoại đón bé.',
  };
  return first(ok(await call(appCreate, { token: parent, body }))).id as string;
}

const mine = async (parent: string, id: string) =>
  (ok(await call(appList, { token: parent })).body.response.data as Json[]).find((m) => m.id === id);

describe('a parent withdraws a message', () => {
  let w: RequestsWorld;
  beforeAll(async () => {
    w = await requestsWorld();
  });

  it('withdraws the family’s own unread message: it leaves the badge and staff see it withdrawn', async () => {
    const id = await send(w.parentAn, w.an);
    expect(await badge(w.tA, 'message-request')).toBe(1);
    const r = ok(await call(appCancel, { token: w.parentAn, body: { id } }));
    expect(first(r)).toMatchObject({ result: 1, id, message: 'message.cancelled' });
    expect(await badge(w.tA, 'message-request')).toBe(0);
    const seen = ok(await call(detail, { ...w.tA, query: { id } })).body.response.data;
    expect(seen).toMatchObject({ status: 'cancelled', source: 'parent' });
    expect(seen.cancelled_at).toBeTruthy();
    expect(await mine(w.parentAn, id)).toMatchObject({ status: 'cancelled' });
    // Withdrawn twice, or read after: 409.
    status(await call(appCancel, { token: w.parentAn, body: { id } }), 409, 'errors.message_cancelled');
    status(await call(markRead, { ...w.tA, body: { id } }), 409, 'errors.message_cancelled');
  });

  it('another family’s message of the same school is 404, and stays unread', async () => {
    const id = await send(w.parentChi, w.chi);
    status(await call(appCancel, { token: w.parentAn, body: { id } }), 404);
    expect(await mine(w.parentChi, id)).toMatchObject({ status: 'unread' });
  });

  it('another school’s parent gets 404', async () => {
    const id = await send(w.parentAn, w.an);
    status(await call(appCancel, { token: w.other.parentAn, body: { id } }), 404);
    expect(await mine(w.parentAn, id)).toMatchObject({ status: 'unread' });
  });

  it('a message staff have read is 409, naming its state in the parent’s language', async () => {
    const id = await send(w.parentAn, w.an);
    ok(await call(markRead, { ...w.tA, body: { id } }));
    const r = status(
      await call(appCancel, { token: w.parentAn, body: { id }, language: 'en' }),
      409,
      'errors.message_handled',
    );
    expect(first(r).text).toBe('The message is already "Read" and can no longer be withdrawn.');
    expect(await mine(w.parentAn, id)).toMatchObject({ status: 'read' });
  });

  it('absences are cancelled by the same call (POST), as medicine requests are', async () => {
    const day = addDays(schoolToday(), 7);
    const body = { student_id: w.an, from_date: day, to_date: day, reason: 'Về quê' };
    const id = first(ok(await call(absenceCreate, { token: w.parentAn, body }))).id as string;
    status(await call(absenceCancel, { token: w.parentChi, body: { id } }), 404);
    expect(first(ok(await call(absenceCancel, { token: w.parentAn, body: { id } })))).toMatchObject({
      message: 'absence.cancelled',
    });
    expect(ok(await call(absenceDetail, { ...w.p, query: { id } })).body.response.data.status).toBe('cancelled');
  });
});
