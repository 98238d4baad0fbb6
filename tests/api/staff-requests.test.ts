import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/server/db/client';
import { roles } from '@/lib/server/db/schema';
import { POST as medicineCreate } from '@/app/api/webadmin/MedicineRequest/create/route';
import { GET as medicineDetail } from '@/app/api/webadmin/MedicineRequest/get-detail/route';
import { PUT as medicineApprove } from '@/app/api/webadmin/MedicineRequest/approve/route';
import { POST as messageCreate } from '@/app/api/webadmin/MessageRequest/create/route';
import { GET as messageList } from '@/app/api/webadmin/MessageRequest/get-list/route';
import { GET as appMedicine } from '@/app/api/app/medicine-requests/route';
import { GET as appMessages } from '@/app/api/app/messages/route';
import { POST as appReply } from '@/app/api/app/messages/reply/route';
import { addDays, schoolToday } from '@/lib/school-time';
import { call, first, makeSchool, signIn, type Json } from '../helpers/world';
import { onlyEvent } from '../helpers/outbox';
import { ok, requestsWorld, status, type As, type RequestsWorld } from '../helpers/requests-world';

// Requests entered from the staff side: a medicine request a parent gave on paper (MedicineRequest/create), and a
// message a teacher starts to a family (MessageRequest/create), read and answered in the parents' app.

const TODAY = schoolToday();
const SYRUP = { name: 'Siro ho Prospan', dose: '5', unit: 'ml', times: ['08:00', '14:00'], instructions: 'Uống sau ăn' };
const paper = (student_id: string, extra: Record<string, unknown> = {}) => ({
  student_id,
  from_date: TODAY,
  to_date: addDays(TODAY, 2),
  medicines: [SYRUP],
  note: 'Phụ huynh gửi đơn giấy',
  ...extra,
});

describe('staff enter requests for families', () => {
  let w: RequestsWorld;
  let accountant: As;
  beforeAll(async () => {
    w = await requestsWorld();
    const u = await w.school.addUser({ roles: ['accountant'] });
    accountant = { token: await signIn(u.username, u.password), tenantId: w.school.id };
  });

  it('a teacher records a paper medicine request for a child of their class; it waits for approval, entered by staff', async () => {
    const id = first(ok(await call(medicineCreate, { ...w.tA, body: paper(w.an) }))).id as string;
    const row = ok(await call(medicineDetail, { ...w.p, query: { id } })).body.response.data;
    expect(row).toMatchObject({ status: 'pending', source: 'staff', created_by_name: 'Cô Hằng' });
    ok(await call(medicineApprove, { ...w.p, body: { id } }));
    const family = ok(await call(appMedicine, { token: w.parentAn })).body.response.data as Json[];
    expect(family.find((r) => r.id === id)).toMatchObject({ status: 'approved', source: 'staff' });
  });

  it('refuses a paper medicine request: no right (403), another school (404), another class (404), bad input (translated 400)', async () => {
    status(await call(medicineCreate, { ...accountant, body: paper(w.an) }), 403);
    status(await call(medicineCreate, { ...w.other.p, body: paper(w.an) }), 404);
    status(await call(medicineCreate, { ...w.tA, body: paper(w.chi) }), 404);
    const bad = status(await call(medicineCreate, { ...w.p, language: 'en', body: paper(w.an, { medicines: [], to_date: addDays(TODAY, -3) }) }), 400);
    expect(first(bad).field_keys).toMatchObject({ medicines: 'errors.medicine_none', to_date: 'errors.end_before_start' });
    expect(first(bad).text).not.toContain('errors.');
  });

  it('a teacher starts a message to a family: the parents read it in the thread, are notified, and their answer waits for staff', async () => {
    const content = 'Chị ơi, mai bé mang thêm bộ quần áo dự phòng nhé.';
    const id = first(ok(await call(messageCreate, { ...w.tA, body: { student_id: w.an, category: 'other', content } }))).id as string;
    const event = await onlyEvent(w.school.id, 'message_started', `message:${id}`);
    expect(event.audience).toMatchObject({ type: 'students', studentIds: [w.an] });
    expect(event.params).toMatchObject({ staff: 'Cô Hằng' });

    const thread = (ok(await call(appMessages, { token: w.parentAn })).body.response.data as Json[]).find((m) => m.id === id);
    expect(thread).toMatchObject({ content, status: 'read', source: 'staff', created_by_name: 'Cô Hằng', recipient: 'teacher' });
    // Another family never sees it.
    expect((ok(await call(appMessages, { token: w.parentChi })).body.response.data as Json[]).map((m) => m.id)).not.toContain(id);
    // Not waiting for staff until the family answers.
    const waiting = async () =>
      (ok(await call(messageList, { ...w.tA, query: { status: 'unread', page_size: 100 } })).body.response.data as Json[]).map((m) => m.id);
    expect(await waiting()).not.toContain(id);
    ok(await call(appReply, { token: w.parentAn, body: { id, content: 'Vâng cô, em gửi ạ.' } }));
    expect(await waiting()).toContain(id);
  });

  it('refuses a started message: no right (403), another school (404), another class (404), bad input (translated 400)', async () => {
    const body = { student_id: w.an, category: 'other', content: 'Xin chào' };
    status(await call(messageCreate, { ...accountant, body }), 403);
    status(await call(messageCreate, { ...w.other.p, body }), 404);
    status(await call(messageCreate, { ...w.tB, body }), 404);
    const bad = status(await call(messageCreate, { ...w.p, language: 'en', body: { ...body, content: '  ', category: 'gossip' } }), 400);
    expect(Object.keys(first(bad).field_keys)).toEqual(expect.arrayContaining(['content', 'category']));
    expect(first(bad).text).not.toContain('errors.');
  });
});

describe('migration 0043: teachers of existing schools record paper medicine requests', () => {
  it('gives `create` to a role that handles medicine requests (update and approve), once, and leaves the others', async () => {
    const database = await db();
    const school = await makeSchool();
    const set = (key: string, rights: Record<string, string[]>) => database.update(roles).set({ rights }).where(eq(roles.id, school.roleIds[key]!));
    await set('teacher', { home: ['read'], 'medicine-request': ['read', 'update', 'approve'] });
    await set('accountant', { home: ['read'], 'medicine-request': ['read', 'update'] });
    await set('office', { home: ['read'] });
    const migration = fs.readFileSync(path.join(process.cwd(), 'lib/server/db/migrations/0043_medicine_request_create.sql'), 'utf8');
    await database.execute(sql.raw(migration));
    await database.execute(sql.raw(migration));
    const rightsOf = async (key: string) =>
      (await database.select({ rights: roles.rights }).from(roles).where(eq(roles.id, school.roleIds[key]!)))[0]!.rights;
    expect(await rightsOf('teacher')).toEqual({ home: ['read'], 'medicine-request': ['read', 'update', 'approve', 'create'] });
    expect(await rightsOf('accountant')).toEqual({ home: ['read'], 'medicine-request': ['read', 'update'] });
    expect(await rightsOf('office')).toEqual({ home: ['read'] });
  });
});
