import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { rowsOf } from '@/lib/server/db/rows';
import { recipientsOf } from '@/lib/server/notification/recipients';
import { POST as appLogin } from '@/app/api/app/login/route';
import { POST as appMessage } from '@/app/api/app/messages/create/route';
import { GET as staffList } from '@/app/api/webadmin/MessageRequest/get-list/route';
import { PUT as classUpdate } from '@/app/api/webadmin/Class/update/[id]/route';
import { GET as classDetail } from '@/app/api/webadmin/Class/get-detail/route';
import { call, first, randomIp, type Json } from '../helpers/world';
import { family, ok, world } from '../helpers/parent-world';
import { onlyEvent } from '../helpers/outbox';

// A family's message to the teacher of a class with no teacher would reach nobody: it goes to the school, whose staff
// who answer messages are told why, and the family is told where it went.

let w: Awaited<ReturnType<typeof world>>;
let token: string;
let childId: string;

beforeAll(async () => {
  w = await world(); // its class has no teacher
  const f = await family(w.school, w.p, w.classId, 'Đinh Khánh Linh');
  childId = f.studentId;
  const login = ok(
    await call(appLogin, { body: { username: f.username, password: f.password, school_code: w.school.code }, headers: { 'x-forwarded-for': randomIp() } }),
  );
  token = login.body.response.data.accessToken;
});

const send = (language = 'vi') =>
  call(appMessage, { token, language, body: { student_id: childId, recipient: 'teacher', category: 'pickup', content: 'Chiều nay ông nội đón bé.' } });

describe('a message to the teacher of a class with no teacher', () => {
  it('goes to the school, says so to the family and to the school’s staff who answer messages', async () => {
    const r = ok(await send());
    expect(first(r)).toMatchObject({
      message: 'message.createdToSchool',
      data: { recipient: 'school' },
      text: 'Lớp của bé chưa có giáo viên phụ trách nên lời nhắn đã được gửi đến nhà trường.',
    });
    const id = first(r).id as string;
    const event = await onlyEvent(w.school.id, 'message_no_teacher', `message:${id}`);
    expect(event.audience).toEqual({ type: 'staff', menu: 'message-request', action: 'update', classId: null });
    const heard = await rowsOf<{ user_id: string }>(await db(), sql`select * from (${recipientsOf(w.school.id, event.audience as never)}) r`);
    expect(heard.map((h) => h.user_id)).toContain(w.principal.id);
    const row = (ok(await call(staffList, w.p)).body.response.data as Json[]).find((m) => m.id === id);
    expect(row).toMatchObject({ recipient: 'school' });
  });

  it('reaches the teacher once the class has one', async () => {
    const detail = ok(await call(classDetail, { ...w.p, query: { id: w.classId } })).body.response.data;
    const teacher = await w.school.addUser({ roles: ['teacher'] });
    ok(
      await call(classUpdate, {
        ...w.p,
        params: { id: w.classId },
        body: { name: detail.name, age_group: detail.age_group, school_year_id: detail.school_year_id, capacity: detail.capacity, teacher_ids: [teacher.id] },
      }),
    );
    const r = ok(await send('en'));
    expect(first(r).message).toBe('message.created');
    const event = await onlyEvent(w.school.id, 'message_received', `message:${first(r).id}`);
    expect(event.audience).toMatchObject({ classId: w.classId });
  });
});
