import { beforeAll, describe, expect, it } from 'vitest';
import { GET as detail } from '@/app/api/webadmin/MessageRequest/get-detail/route';
import { GET as staffList } from '@/app/api/webadmin/MessageRequest/get-list/route';
import { PUT as markRead } from '@/app/api/webadmin/MessageRequest/mark-read/route';
import { POST as staffReply } from '@/app/api/webadmin/MessageRequest/reply/route';
import { GET as appList } from '@/app/api/app/messages/route';
import { GET as appPage } from '@/app/api/app/messages/get-list/route';
import { POST as appCreate } from '@/app/api/app/messages/create/route';
import { POST as appReply } from '@/app/api/app/messages/reply/route';
import { POST as appCancel } from '@/app/api/app/messages/cancel/route';
import { translate } from '@/lib/i18n/translate';
import { call, first, type Json } from '../helpers/world';
import { badge, ok, requestsWorld, status, type RequestsWorld } from '../helpers/requests-world';

// The parents' side of a message's thread (issue 35): the family answers a read message, staff see who wrote it,
// the message waits for staff again without changing state; the messages a page at a time.

async function send(parent: string, studentId: string, content: string) {
  return first(ok(await call(appCreate, { token: parent, body: { student_id: studentId, recipient: 'teacher', category: 'other', content } })))
    .id as string;
}

async function thread(parent: string, id: string) {
  return (ok(await call(appList, { token: parent })).body.response.data as Json[]).find((m) => m.id === id) as Json;
}

describe('parents answer in a message’s thread', () => {
  let w: RequestsWorld;
  beforeAll(async () => {
    w = await requestsWorld();
  });

  it('the family answers a staff reply; staff see the answer as the parent’s and the message waits for them again', async () => {
    const id = await send(w.parentAn, w.an, 'Chiều nay bà ngoại đón bé.');
    ok(await call(staffReply, { ...w.tA, body: { id, content: 'Cô đã nhận, cảm ơn chị.' } }));
    expect(await badge(w.tA, 'message-request')).toBe(0);

    const r = ok(await call(appReply, { token: w.parentAn, body: { id, content: 'Dạ, cảm ơn cô ạ.' } }));
    expect(first(r)).toMatchObject({ result: 1, message: 'message.replied' });

    const mine = await thread(w.parentAn, id);
    expect(mine).toMatchObject({ status: 'read', reply_count: 2, awaiting_staff: true });
    expect(mine.replies.map((x: Json) => [x.author_kind, x.author_name, x.content])).toEqual([
      ['staff', 'Cô Hằng', 'Cô đã nhận, cảm ơn chị.'],
      ['parent', 'Phạm Thị Hoa', 'Dạ, cảm ơn cô ạ.'],
    ]);

    // Staff: the same thread, the parent's answer marked as the parent's; the message is back on the badge and
    // first in the list, still `read`.
    const staff = ok(await call(detail, { ...w.tA, query: { id } })).body.response.data;
    expect(staff).toMatchObject({ status: 'read', awaiting_staff: true, read_by_name: 'Cô Hằng' });
    expect(staff.replies[1]).toMatchObject({ author_kind: 'parent', author_name: 'Phạm Thị Hoa', content: 'Dạ, cảm ơn cô ạ.' });
    expect(await badge(w.tA, 'message-request')).toBe(1);
    expect(await badge(w.p, 'message-request')).toBe(1);
    const listed = ok(await call(staffList, { ...w.tA, query: { page_size: 100 } })).body.response.data as Json[];
    expect(listed[0]).toMatchObject({ id, awaiting_staff: true });

    // Reading it again (any staff member) ends the wait and says who read it last.
    ok(await call(markRead, { ...w.p, body: { id } }));
    expect(await badge(w.tA, 'message-request')).toBe(0);
    expect(ok(await call(detail, { ...w.tA, query: { id } })).body.response.data).toMatchObject({
      status: 'read',
      awaiting_staff: false,
      read_by_name: 'Hiệu trưởng Lan',
    });

    // Answering again waits again; a staff reply ends the wait too.
    ok(await call(appReply, { token: w.parentAn, body: { id, content: 'Mai bé nghỉ một buổi ạ.' } }));
    expect(await badge(w.tA, 'message-request')).toBe(1);
    ok(await call(staffReply, { ...w.tA, body: { id, content: 'Cô ghi nhận.' } }));
    expect(await badge(w.tA, 'message-request')).toBe(0);
    const after = await thread(w.parentAn, id);
    expect(after).toMatchObject({ status: 'read', awaiting_staff: false, reply_count: 4 });
    expect(after.replies.map((x: Json) => x.author_kind)).toEqual(['staff', 'parent', 'parent', 'staff']);
  });

  it('an unread message takes no answer (409, it can still be withdrawn); a withdrawn one neither', async () => {
    const id = await send(w.parentAn, w.an, 'Bé cần mang áo khoác không ạ?');
    status(await call(appReply, { token: w.parentAn, body: { id, content: 'Thêm nữa ạ' } }), 409, 'errors.message_not_read_yet');
    ok(await call(appCancel, { token: w.parentAn, body: { id } }));
    const r = status(await call(appReply, { token: w.parentAn, language: 'en', body: { id, content: 'Thêm nữa ạ' } }), 409);
    expect(first(r)).toMatchObject({ message: 'errors.message_cancelled_by_you', text: translate('en', 'errors.message_cancelled_by_you') });
    expect((await thread(w.parentAn, id)).replies).toEqual([]);
    // Staff's read of a parent's answered message does not let the family withdraw it.
    const read = await send(w.parentAn, w.an, 'Bé ăn chay thứ Sáu.');
    ok(await call(markRead, { ...w.tA, body: { id: read } }));
    ok(await call(appReply, { token: w.parentAn, body: { id: read, content: 'Cảm ơn cô.' } }));
    status(await call(appCancel, { token: w.parentAn, body: { id: read } }), 409, 'errors.message_handled');
  });

  it('refuses an empty answer (translated 400), another family’s message (404), another school’s (404) and a staff token (401)', async () => {
    const id = await send(w.parentAn, w.an, 'Bé bị dị ứng tôm.');
    ok(await call(markRead, { ...w.tA, body: { id } }));
    const empty = status(await call(appReply, { token: w.parentAn, body: { id, content: '  ' } }), 400);
    expect(first(empty).fields.content).toBe(translate('vi', 'errors.required'));
    const emptyEn = status(await call(appReply, { token: w.parentAn, language: 'en', body: { id, content: '' } }), 400);
    expect(first(emptyEn).fields.content).toBe(translate('en', 'errors.required'));
    status(await call(appReply, { token: w.parentAn, body: { id: 'nope', content: 'x' } }), 400);
    status(await call(appReply, { token: w.parentChi, body: { id, content: 'Của tôi?' } }), 404);
    status(await call(appReply, { token: w.other.parentAn, body: { id, content: 'Của tôi?' } }), 404);
    status(await call(appReply, { token: w.tA.token, body: { id, content: 'Cô đây' } }), 401);
    status(await call(appReply, { ...w.tA, body: { id, content: 'Cô đây' } }), 401);
    expect((await thread(w.parentAn, id)).replies).toEqual([]);
  });
});

describe('the family’s messages a page at a time', () => {
  let w: RequestsWorld;
  let sent: string[];
  beforeAll(async () => {
    w = await requestsWorld();
    sent = [];
    for (let i = 1; i <= 5; i++) sent.push(await send(w.parentAn, w.an, `Tin nhắn số ${i}`));
    await send(w.parentChi, w.chi, 'Tin của nhà khác');
  });

  it('pages the family’s messages newest first with their threads and the total; the old call answers them all', async () => {
    ok(await call(staffReply, { ...w.tA, body: { id: sent[4], content: 'Cô đã đọc.' } }));
    const p1 = ok(await call(appPage, { token: w.parentAn, query: { page: 1, page_size: 2 } })).body.response;
    expect(p1.total).toBe(5);
    expect(p1.data.map((m: Json) => m.content)).toEqual(['Tin nhắn số 5', 'Tin nhắn số 4']);
    expect(p1.data[0].replies).toMatchObject([{ author_kind: 'staff', content: 'Cô đã đọc.' }]);
    const p3 = ok(await call(appPage, { token: w.parentAn, query: { page: 3, page_size: 2 } })).body.response;
    expect(p3).toMatchObject({ total: 5, data: [{ content: 'Tin nhắn số 1' }] });
    const byChild = ok(await call(appPage, { token: w.parentAn, query: { student_id: w.an } })).body.response;
    expect(byChild.total).toBe(5);
    // The existing call still answers every message as an array.
    const all = ok(await call(appList, { token: w.parentAn })).body.response.data as Json[];
    expect(all.map((m) => m.id)).toEqual([...sent].reverse());
  });

  it('refuses a bad page (translated 400), another family’s child or another school’s (404), a staff token (401)', async () => {
    const big = status(await call(appPage, { token: w.parentAn, language: 'en', query: { page_size: 500 } }), 400);
    expect(Object.keys(first(big).fields)).toContain('page_size');
    status(await call(appPage, { token: w.parentAn, query: { page: 0 } }), 400);
    status(await call(appPage, { token: w.parentAn, query: { student_id: w.chi } }), 404);
    status(await call(appPage, { token: w.parentAn, query: { student_id: w.other.an } }), 404);
    status(await call(appPage, { token: w.tA.token }), 401);
    const theirs = ok(await call(appPage, { token: w.other.parentAn })).body.response;
    expect(theirs).toEqual({ data: [], total: 0 });
  });
});
