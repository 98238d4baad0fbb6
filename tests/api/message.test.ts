import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { GET as list } from '@/app/api/webadmin/MessageRequest/get-list/route';
import { GET as detail } from '@/app/api/webadmin/MessageRequest/get-detail/route';
import { PUT as markRead } from '@/app/api/webadmin/MessageRequest/mark-read/route';
import { POST as reply } from '@/app/api/webadmin/MessageRequest/reply/route';
import { GET as appList } from '@/app/api/app/messages/route';
import { POST as appCreate } from '@/app/api/app/messages/create/route';
import { POST as appUploadImage } from '@/app/api/app/messages/upload-image/[id]/route';
import { GET as appImage } from '@/app/api/app/messages/image/route';
import { GET as staffImage } from '@/app/api/webadmin/MessageRequest/image/route';
import { schoolTransactionById } from '@/lib/server/db/school-transaction';
import { translate } from '@/lib/i18n/translate';
import { call, callFile, first, UA, type Json, type Reply } from '../helpers/world';
import { badge, ok, requestsWorld, status, type RequestsWorld } from '../helpers/requests-world';

async function send(parent: string, body: Record<string, unknown>) {
  return first(ok(await call(appCreate, { token: parent, body }))).id as string;
}

async function thread(parent: string, id: string) {
  return (ok(await call(appList, { token: parent })).body.response.data as Json[]).find((m) => m.id === id);
}

const ids = async (as: Parameters<typeof call>[1]) =>
  (ok(await call(list, { ...as, query: { page_size: 100 } })).body.response.data as Json[]).map((m) => m.id);

async function uploadImage(token: string, id: string, bytes: Uint8Array): Promise<Reply> {
  const form = new FormData();
  form.append('file', new Blob([bytes as BlobPart], { type: 'image/jpeg' }), 'anh.jpg');
  const request = new Request(`http://localhost/api/app/messages/upload-image/${id}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'user-agent': UA.samsung },
    body: form,
  });
  const response = await appUploadImage(request, { params: Promise.resolve({ id }) });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

describe('message requests', () => {
  let w: RequestsWorld;
  beforeAll(async () => {
    w = await requestsWorld();
  });

  it('a parent writes to the teacher, the teacher reads and replies, the parent reads the reply', async () => {
    const id = await send(w.parentAn, { student_id: w.an, recipient: 'teacher', category: 'pickup', content: 'Chiều nay bà ngoại đón bé.' });
    expect(await badge(w.tA, 'message-request')).toBe(1);
    expect(await badge(w.p, 'message-request')).toBe(1);
    expect(await badge(w.tB, 'message-request')).toBe(0);

    const row = ok(await call(detail, { ...w.tA, query: { id } })).body.response.data;
    expect(row).toMatchObject({ id, student_name: 'Nguyễn Thị Ân', recipient: 'teacher', category: 'pickup', status: 'unread', created_by_name: 'Phạm Thị Hoa', replies: [] });

    ok(await call(markRead, { ...w.tA, body: { id } }));
    expect(await badge(w.tA, 'message-request')).toBe(0);
    // Reading twice changes nothing.
    ok(await call(markRead, { ...w.p, body: { id } }));
    expect(ok(await call(detail, { ...w.p, query: { id } })).body.response.data).toMatchObject({ status: 'read', read_by_name: 'Cô Hằng' });

    ok(await call(reply, { ...w.tA, body: { id, content: 'Cô đã nhận, cảm ơn chị.' } }));
    ok(await call(reply, { ...w.p, body: { id, content: 'Nhà trường đã ghi nhận.' } }));
    const mine = await thread(w.parentAn, id);
    expect(mine).toMatchObject({ id, student_id: w.an, recipient: 'teacher', category: 'pickup', content: 'Chiều nay bà ngoại đón bé.', status: 'read' });
    expect(mine.replies.map((r: Json) => [r.author_name, r.content])).toEqual([
      ['Cô Hằng', 'Cô đã nhận, cảm ơn chị.'],
      ['Hiệu trưởng Lan', 'Nhà trường đã ghi nhận.'],
    ]);
    expect(mine.replies[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('a reply marks an unread message read; an empty reply is refused', async () => {
    const id = await send(w.parentAn, { student_id: w.an, recipient: 'school', category: 'meal', content: 'Bé dị ứng tôm.' });
    expect(await badge(w.office, 'message-request')).toBeGreaterThan(0);
    const r = status(await call(reply, { ...w.office, body: { id, content: '   ' } }), 400);
    expect(first(r).fields.content).toBe(translate('vi', 'errors.required'));
    expect((await thread(w.parentAn, id)).replies).toEqual([]);
    ok(await call(reply, { ...w.office, body: { id, content: 'Bếp đã ghi nhận.' } }));
    expect(await thread(w.parentAn, id)).toMatchObject({ status: 'read', reply_count: 1 });
  });

  it('a teacher sees only their classes’ messages to the teacher; other schools see nothing', async () => {
    const toTeacher = await send(w.parentAn, { student_id: w.an, recipient: 'teacher', category: 'health', content: 'Bé hơi sốt.' });
    const toSchool = await send(w.parentAn, { student_id: w.an, recipient: 'school', category: 'other', content: 'Xin hoá đơn.' });
    const otherClass = await send(w.parentChi, { student_id: w.chi, recipient: 'teacher', category: 'health', content: 'Bé ho.' });

    const teacherA = await ids(w.tA);
    expect(teacherA).toContain(toTeacher);
    expect(teacherA).not.toContain(toSchool);
    expect(teacherA).not.toContain(otherClass);
    expect(await ids(w.tB)).toEqual(expect.arrayContaining([otherClass]));
    expect(await ids(w.tB)).not.toContain(toTeacher);
    const principal = await ids(w.p);
    expect(principal).toEqual(expect.arrayContaining([toTeacher, toSchool, otherClass]));

    for (const [as, id] of [[w.tA, toSchool], [w.tA, otherClass], [w.other.p, toTeacher]] as const) {
      status(await call(detail, { ...as, query: { id } }), 404);
      status(await call(markRead, { ...as, body: { id } }), 404);
      status(await call(reply, { ...as, body: { id, content: 'x' } }), 404);
    }
    expect(await ids(w.other.p)).toEqual([]);
    // The nurse has no right to messages.
    status(await call(list, w.nurse), 403);
  });

  it('refuses bad messages, other families’ children and replies to a withdrawn message', async () => {
    const bad = async (body: Record<string, unknown>, field: string, key: string) => {
      const r = status(await call(appCreate, { token: w.parentAn, body }), 400);
      expect(first(r).fields[field]).toBe(translate('vi', key));
    };
    const base = { student_id: w.an, recipient: 'teacher', category: 'health', content: 'Bé hơi sốt.' };
    await bad({ ...base, content: '' }, 'content', 'errors.required');
    await bad({ ...base, category: 'gossip' }, 'category', 'errors.message_category');
    await bad({ ...base, recipient: 'principal' }, 'recipient', 'errors.required');
    status(await call(appCreate, { token: w.parentChi, body: base }), 404);
    status(await call(appCreate, { token: w.other.parentAn, body: base }), 404);
    status(await call(appList, { token: w.parentChi, query: { student_id: w.an } }), 404);

    // A message the family withdrew (no parents' call yet: set as a future "withdraw" would) takes no reply.
    const id = await send(w.parentAn, base);
    await schoolTransactionById(w.school.id, (tx) => tx.execute(sql`update message_requests set status = 'cancelled', cancelled_at = now() where id = ${id}`));
    status(await call(reply, { ...w.tA, body: { id, content: 'Cô đã nhận.' } }), 409, 'errors.message_cancelled');
    expect((await thread(w.parentAn, id)).replies).toEqual([]);
  });

  it('takes a picture with an unread message, shown to the family and to staff who may read the message', async () => {
    const id = await send(w.parentAn, { student_id: w.an, recipient: 'teacher', category: 'health', content: 'Vết mẩn trên tay bé.' });
    status(await uploadImage(w.parentAn, id, new TextEncoder().encode('<svg onload=alert(1)>')), 415);
    const jpeg = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 10, g: 120, b: 10 } } }).jpeg().toBuffer();
    status(await uploadImage(w.parentChi, id, jpeg), 404);
    ok(await uploadImage(w.parentAn, id, jpeg));
    expect((await thread(w.parentAn, id)).has_image).toBe(true);
    const staff = await callFile(staffImage, { ...w.tA, query: { id } });
    expect(staff.status).toBe(200);
    expect((await sharp(staff.bytes).metadata()).width).toBe(1600);
    expect((await callFile(staffImage, { ...w.tB, query: { id } })).status).toBe(404);
    expect((await callFile(staffImage, { ...w.other.p, query: { id } })).status).toBe(404);
    expect((await callFile(appImage, { token: w.parentAn, query: { id } })).status).toBe(200);
    expect((await callFile(appImage, { token: w.parentChi, query: { id } })).status).toBe(404);
    // Once read, no new picture.
    ok(await call(markRead, { ...w.tA, body: { id } }));
    status(await uploadImage(w.parentAn, id, jpeg), 409, 'errors.message_not_unread');
  });
});
