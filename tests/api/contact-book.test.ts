import { beforeAll, describe, expect, it } from 'vitest';
import { POST as studentCreate } from '@/app/api/webadmin/Student/create/route';
import { PUT as attendanceUpdate } from '@/app/api/webadmin/Attendance/update/route';
import { POST as markAll } from '@/app/api/webadmin/Attendance/mark-all-present/route';
import { GET as classDay } from '@/app/api/webadmin/ContactBook/get-class-day/route';
import { POST as save } from '@/app/api/webadmin/ContactBook/save/route';
import { POST as saveActivities } from '@/app/api/webadmin/ContactBook/save-activities/route';
import { POST as send } from '@/app/api/webadmin/ContactBook/send/route';
import { GET as studentMonth } from '@/app/api/webadmin/ContactBook/get-student-month/route';
import { GET as exportMonth } from '@/app/api/webadmin/ContactBook/export-month/route';
import { GET as printMonth } from '@/app/api/webadmin/ContactBook/print-month/route';
import { GET as appBooks } from '@/app/api/app/contact-book/route';
import { POST as appReply } from '@/app/api/app/contact-book/reply/route';
import { GET as staffMessage } from '@/app/api/webadmin/MessageRequest/get-detail/route';
import { GET as staffMessages } from '@/app/api/webadmin/MessageRequest/get-list/route';
import { addDays, schoolToday } from '@/lib/school-time';
import { call, callFile, first, rand, type Json } from '../helpers/world';
import { ok, requestsWorld, status, type As, type RequestsWorld } from '../helpers/requests-world';
import { outbox } from '../helpers/outbox';
import { pdfTextRuns } from '../helpers/pdf-text';
import { POST as uploadPhoto } from '@/app/api/webadmin/ContactBook/upload-photo/[id]/route';
import { GET as staffPhoto } from '@/app/api/webadmin/ContactBook/photo/[file]/route';
import { GET as appPhoto } from '@/app/api/app/contact-book/photo/[file]/route';
import { carriesMetadata, phonePhoto } from '../helpers/images';
import { encryptTenantKey } from '@/lib/server/crypto/tenant-key';
import { UA, type Reply } from '../helpers/world';

async function upload(as: As, studentId: string, bytes: Uint8Array): Promise<Reply> {
  const form = new FormData();
  form.append('file', new Blob([bytes as BlobPart], { type: 'image/jpeg' }), 'be.jpg');
  const request = new Request(`http://localhost/api/webadmin/ContactBook/upload-photo/${studentId}?date=${schoolToday()}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${as.token}`, 'tenant-key': encryptTenantKey(as.tenantId), 'user-agent': UA.samsung },
    body: form,
  });
  const response = await uploadPhoto(request, { params: Promise.resolve({ id: studentId }) });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

// The daily contact book (issue 38): the class screen in one call, one child's changes merged field by field with
// the second teacher told on the same field, sending to the parents, corrections marked edited, the parents' read
// and reply (a message in the teachers' thread), the month's print and export; and every refusal.

const TODAY = schoolToday();
const MONTH = TODAY.slice(0, 7);

async function absentChild(w: RequestsWorld) {
  const id = first(
    ok(
      await call(studentCreate, {
        ...w.p,
        body: {
          code: `HS${rand()}`,
          full_name: 'Lê Văn Bảo',
          gender: 'male',
          date_of_birth: '01/02/2022',
          class_id: w.classA,
          guardians: [{ full_name: 'Lê Thị Hạnh', relationship: 'mother', phone: '0912000333', is_primary: true }],
        },
      }),
    ),
  ).id as string;
  ok(await call(attendanceUpdate, { ...w.p, body: { class_id: w.classA, student_id: id, date: TODAY, version: 0, status: 'unexcused' } }));
  return id;
}

const day = async (as: As, classId: string) => ok(await call(classDay, { ...as, query: { class_id: classId, date: TODAY } })).body.response.data as Json;
const saveAs = (as: As, body: Json) => call(save, { ...as, body: { date: TODAY, ...body } });

describe('contact book', () => {
  let w: RequestsWorld;
  let bao: string;
  beforeAll(async () => {
    w = await requestsWorld();
    bao = await absentChild(w);
    ok(await call(markAll, { ...w.p, body: { class_id: w.classA, date: TODAY } }));
    ok(await call(markAll, { ...w.p, body: { class_id: w.classB, date: TODAY } }));
  });

  it('opens the class screen in one call: present children only, at the school’s usual values', async () => {
    const d = await day(w.tA, w.classA);
    expect(d).toMatchObject({ class_name: 'Mầm A', date: TODAY, sent_at: null, unmarked: 0 });
    expect(d.meals.map((m: Json) => m.name)).toEqual(['Bữa sáng', 'Bữa trưa', 'Bữa phụ chiều']);
    expect(d.rows.map((r: Json) => r.student_id)).toEqual([w.an]); // Bảo is absent: left out
    expect(d.rows[0]).toMatchObject({
      version: 0,
      nap: { from: '12:00', to: '14:00' },
      toilet: [],
      mood: 'happy',
      comment: null,
      meals: [
        { meal: 'breakfast', portion: 'all' },
        { meal: 'lunch', portion: 'all' },
        { meal: 'snack', portion: 'all' },
      ],
    });
  });

  it('refuses another class, another school, a future day and a user without the right', async () => {
    status(await call(classDay, { ...w.tB, query: { class_id: w.classA, date: TODAY } }), 404);
    status(await call(classDay, { ...w.other.p, query: { class_id: w.classA, date: TODAY } }), 404);
    status(await call(classDay, { ...w.tA, query: { class_id: w.classA, date: addDays(TODAY, 1) } }), 400);
    status(await call(classDay, { ...w.nurse, query: { class_id: w.classA, date: TODAY } }), 200);
    status(await saveAs(w.nurse, { student_id: w.an, version: 0, mood: 'tired' }), 403);
  });

  it('keeps both teachers’ changes of different fields, and tells the second of a change to the same field', async () => {
    const a = first(ok(await saveAs(w.tA, { student_id: w.an, version: 0, meals: [{ meal: 'lunch', portion: 'half' }] })));
    expect(a.data).toMatchObject({ version: 1, meals: [{ portion: 'all' }, { meal: 'lunch', portion: 'half' }, { portion: 'all' }] });
    // The principal opened the screen before that save (version 0) and changes the mood: merged.
    const b = first(ok(await saveAs(w.p, { student_id: w.an, version: 0, mood: 'tired' })));
    expect(b.data).toMatchObject({ version: 2, mood: 'tired', meals: [{}, { portion: 'half' }, {}] });
    // The teacher (version 1) changes the lunch again: nobody else changed the lunch since, so it is hers.
    ok(await saveAs(w.tA, { student_id: w.an, version: 1, meals: [{ meal: 'lunch', portion: 'none' }], nap: null }));
    // The principal (version 2) changes the lunch too: the teacher changed it after version 2 → told, not overwritten.
    const c = status(await saveAs(w.p, { student_id: w.an, version: 2, meals: [{ meal: 'lunch', portion: 'most' }] }), 409, 'errors.contact_book_changed');
    expect(first(c).row).toMatchObject({ version: 3, nap: null, meals: [{}, { portion: 'none' }, {}] });
    const d = await day(w.tA, w.classA);
    expect(d.rows[0]).toMatchObject({ version: 3, mood: 'tired', nap: null, meals: [{ portion: 'all' }, { portion: 'none' }, { portion: 'all' }] });
  });

  it('refuses bad input with translated errors', async () => {
    status(await saveAs(w.tA, { student_id: w.an, version: 3, meals: [{ meal: 'lunch', portion: 'lots' }] }), 400);
    status(await saveAs(w.tA, { student_id: w.an, version: 3, mood: 'grumpy' }), 400);
    const nap = status(await saveAs(w.tA, { student_id: w.an, version: 3, nap: { from: '14:00', to: '12:30' } }), 422, 'errors.contact_book_nap_order');
    expect(first(nap).text).toBe('Giờ thức dậy phải sau giờ bắt đầu ngủ.');
    status(await saveAs(w.tA, { student_id: w.an, version: 3, meals: [{ meal: 'dinner', portion: 'all' }] }), 422, 'errors.contact_book_meal');
    status(await saveAs(w.tA, { student_id: bao, version: 0, mood: 'calm' }), 422, 'errors.contact_book_not_present');
    status(await call(save, { ...w.tA, body: { date: addDays(TODAY, 1), student_id: w.an, version: 3, mood: 'calm' } }), 400);
    status(await saveAs(w.tA, { student_id: w.an, version: 3 }), 400);
    status(await saveAs(w.tA, { student_id: w.an, version: 3, toilet: ['9h'] }), 400);
    // Another class's child (teacher), another school's child: not found.
    status(await saveAs(w.tA, { student_id: w.chi, version: 0, mood: 'calm' }), 404);
    status(await saveAs(w.other.p, { student_id: w.an, version: 0, mood: 'calm' }), 404);
    status(await call(saveActivities, { ...w.tB, body: { class_id: w.classA, date: TODAY, activities: 'x' } }), 404);
    status(await call(send, { ...w.tB, body: { class_id: w.classA, date: TODAY } }), 404);
    status(await call(send, { ...w.other.p, body: { class_id: w.classA, date: TODAY } }), 404);
  });

  it('sends the day to the parents, who read it and are notified; a correction is marked edited', async () => {
    ok(await saveAs(w.tA, { student_id: w.an, version: 3, toilet: ['09:30', '14:15'], comment: 'Bé ăn ngoan, ngủ ít.', activities: 'Bé vẽ tranh con cá.' }));
    ok(await call(saveActivities, { ...w.tA, body: { class_id: w.classA, date: TODAY, activities: 'Hát bài "Cả nhà thương nhau".' } }));
    // Nothing is shown to the parents before it is sent.
    expect(ok(await call(appBooks, { token: w.parentAn, query: { student_id: w.an, date: TODAY } })).body.response.data).toEqual([]);
    status(await call(appReply, { token: w.parentAn, body: { student_id: w.an, date: TODAY, content: 'Cảm ơn cô' } }), 404);

    const sent = first(ok(await call(send, { ...w.tA, body: { class_id: w.classA, date: TODAY } })));
    expect(sent.data).toMatchObject({ children: 1 });
    status(await call(send, { ...w.tA, body: { class_id: w.classA, date: TODAY } }), 409, 'errors.contact_book_already_sent');
    const events = await outbox(w.school.id, 'contact_book_sent');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ audience: { type: 'students', studentIds: [w.an] }, url: `/parent/contact-book?date=${TODAY}` });

    const [book] = ok(await call(appBooks, { token: w.parentAn, query: { student_id: w.an, date: TODAY } })).body.response.data as Json[];
    expect(book).toMatchObject({
      date: TODAY,
      meals: [
        { meal: 'breakfast', name: 'Bữa sáng', portion: 'all' },
        { meal: 'lunch', name: 'Bữa trưa', portion: 'none' },
        { meal: 'snack', name: 'Bữa phụ chiều', portion: 'all' },
      ],
      nap: null,
      toilet: ['09:30', '14:15'],
      mood: 'tired',
      activities: 'Hát bài "Cả nhà thương nhau".\nBé vẽ tranh con cá.',
      comment: 'Bé ăn ngoan, ngủ ít.',
      photos: [],
      edited_at: null,
    });
    expect(book.sent_at).toBeTruthy();
    const range = ok(await call(appBooks, { token: w.parentAn, query: { student_id: w.an, from: addDays(TODAY, -7), to: TODAY } })).body.response.data;
    expect(range).toHaveLength(1);

    // A correction after sending: the parents see it marked edited.
    const fix = first(ok(await saveAs(w.tA, { student_id: w.an, version: 4, meals: [{ meal: 'snack', portion: 'little' }] })));
    expect(fix.data.edited_at).toBeTruthy();
    const [again] = ok(await call(appBooks, { token: w.parentAn, query: { student_id: w.an, date: TODAY } })).body.response.data as Json[];
    expect(again.meals[2]).toMatchObject({ meal: 'snack', portion: 'little' });
    expect(again.edited_at).toBeTruthy();
    // The parents are told of the correction once: a second change the same day sends no second notice.
    ok(await saveAs(w.tA, { student_id: w.an, version: 5, toilet: ['09:30', '14:15', '15:40'] }));
    const corrected = await outbox(w.school.id, 'contact_book_edited');
    expect(corrected).toHaveLength(1);
    expect(corrected[0]).toMatchObject({
      audience: { type: 'students', studentIds: [w.an] },
      params: { child: 'Nguyễn Thị Ân' },
      url: `/parent/contact-book?date=${TODAY}`,
      student_id: w.an,
    });
    // Saves before the send notify nobody of a correction; the other school's outbox has none.
    expect(await outbox(w.other.school.id, 'contact_book_edited')).toEqual([]);
  });

  it('keeps families to their own children', async () => {
    status(await call(appBooks, { token: w.parentChi, query: { student_id: w.an, date: TODAY } }), 404);
    status(await call(appBooks, { token: w.other.parentAn, query: { student_id: w.an, date: TODAY } }), 404);
    status(await call(appReply, { token: w.parentChi, body: { student_id: w.an, date: TODAY, content: 'Xin chào' } }), 404);
    status(await call(appBooks, { token: w.parentAn, query: { student_id: w.an } }), 400);
    status(await call(appBooks, { token: w.parentAn, query: { student_id: w.an, from: '2026-01-01', to: '2026-12-31' } }), 400);
    status(await call(appReply, { token: w.parentAn, body: { student_id: w.an, date: TODAY, content: '   ' } }), 400);
  });

  it('a parent’s reply reaches the class’s teachers in the messages’ thread', async () => {
    const r = first(ok(await call(appReply, { token: w.parentAn, body: { student_id: w.an, date: TODAY, content: 'Cảm ơn cô, tối nay bé ngủ sớm ạ.' } })));
    const id = r.id as string;
    const msg = ok(await call(staffMessage, { ...w.tA, query: { id } })).body.response.data;
    expect(msg).toMatchObject({ recipient: 'teacher', status: 'unread' });
    expect(msg.content).toContain('Cảm ơn cô, tối nay bé ngủ sớm ạ.');
    expect(msg.content).toMatch(/^Về sổ liên lạc ngày \d\d\/\d\d\/\d{4}:/);
    // A second note is an answer in the same thread.
    const r2 = first(ok(await call(appReply, { token: w.parentAn, body: { student_id: w.an, date: TODAY, content: 'Mai bé mang áo khoác ạ.' } })));
    expect(r2.id).toBe(id);
    const thread = ok(await call(staffMessage, { ...w.tA, query: { id } })).body.response.data;
    expect(thread.replies.map((x: Json) => x.content)).toEqual(['Mai bé mang áo khoác ạ.']);
    // The other class's teacher does not see it.
    const theirs = ok(await call(staffMessages, { ...w.tB, query: { page_size: 100 } })).body.response.data as Json[];
    expect(theirs.some((m) => m.id === id)).toBe(false);
    expect((await outbox(w.school.id, 'message_received')).length).toBeGreaterThan(0);
  });

  it('adds a photo through the file pipeline (re-encoded, no metadata), seen by staff of the class and the family', async () => {
    status(await upload(w.tB, w.an, await phonePhoto()), 404);
    status(await upload(w.tA, bao, await phonePhoto()), 422);
    const r = first(ok(await upload(w.tA, w.an, await phonePhoto())));
    const file = r.data.file as string;
    const staff = await callFile(staffPhoto, { ...w.tA, params: { file } });
    expect(staff.status).toBe(200);
    expect(await carriesMetadata(staff.bytes)).toBe(false);
    expect((await callFile(staffPhoto, { ...w.tB, params: { file } })).status).toBe(404);
    expect((await callFile(appPhoto, { token: w.parentAn, params: { file } })).status).toBe(200);
    expect((await callFile(appPhoto, { token: w.parentChi, params: { file } })).status).toBe(404);
    const [book] = ok(await call(appBooks, { token: w.parentAn, query: { student_id: w.an, date: TODAY } })).body.response.data as Json[];
    expect(book.photos).toEqual([file]);
  });

  it('prints and exports a child’s month for staff of their scope', async () => {
    const m = ok(await call(studentMonth, { ...w.tA, query: { student_id: w.an, month: MONTH } })).body.response.data;
    expect(m.days.map((d: Json) => d.date)).toEqual([TODAY]);
    status(await call(studentMonth, { ...w.tB, query: { student_id: w.an, month: MONTH } }), 404);
    status(await call(studentMonth, { ...w.other.p, query: { student_id: w.an, month: MONTH } }), 404);
    status(await call(printMonth, { ...w.tB, query: { student_id: w.an, month: MONTH } }), 404);
    status(await call(exportMonth, { ...w.other.p, query: { student_id: w.an, month: MONTH } }), 404);

    const pdf = await callFile(printMonth, { ...w.tA, query: { student_id: w.an, month: MONTH } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = (await pdfTextRuns(pdf.bytes)).join(' ');
    expect(text).toContain('Sổ liên lạc của Nguyễn Thị Ân');
    expect(text).toContain('Bữa trưa: Không ăn');
    expect(text).toContain('Bé ăn ngoan, ngủ ít.');

    const xlsx = await callFile(exportMonth, { ...w.tA, query: { student_id: w.an, month: MONTH } });
    expect(xlsx.status).toBe(200);
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getRow(1).getCell(2).value).toBe('Bữa ăn');
    expect(String(sheet.getRow(2).getCell(7).value)).toBe('Bé ăn ngoan, ngủ ít.');
  });
});
