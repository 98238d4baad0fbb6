import { beforeAll, describe, expect, it } from 'vitest';
import { POST as newsCreate } from '@/app/api/webadmin/News/create/route';
import { PUT as newsUpdate } from '@/app/api/webadmin/News/update/[id]/route';
import { POST as surveyCreate } from '@/app/api/webadmin/Survey/create/route';
import { PUT as surveyUpdate } from '@/app/api/webadmin/Survey/update/[id]/route';
import { POST as eventCreate } from '@/app/api/webadmin/CalendarEvent/create/route';
import { PUT as eventUpdate } from '@/app/api/webadmin/CalendarEvent/update/[id]/route';
import { POST as checkIn } from '@/app/api/webadmin/Attendance/check-in/route';
import { POST as checkOut } from '@/app/api/webadmin/Attendance/check-out/route';
import { PUT as attendanceUpdate } from '@/app/api/webadmin/Attendance/update/route';
import { addDays, schoolToday } from '@/lib/school-time';
import { formatDate } from '@/lib/format';
import { call, first, rand, type Json } from '../helpers/world';
import { ok, requestsWorld, status, type As, type RequestsWorld } from '../helpers/requests-world';
import { onlyEvent, outbox, outboxSize } from '../helpers/outbox';

// What goes out to families — news, surveys, events — notifies them once, when it goes out (not as a draft, not again
// when edited), and today's check-in and check-out ring the child's parents. Each test does the real call, then
// reads the school's outbox.

const TODAY = schoolToday();
const hoursFromNow = (h: number) => new Date(Date.now() + h * 3600_000).toISOString();

const post = (over: Record<string, unknown> = {}) => ({
  kind: 'public',
  title: `Thông báo ${rand()}`,
  summary: 'Trường nghỉ lễ',
  content: '<p>Kính gửi phụ huynh</p>',
  status: 'published',
  ...over,
});
const survey = (over: Record<string, unknown> = {}) => ({
  kind: 'survey',
  title: `Khảo sát ${rand()}`,
  description: 'Ý kiến phụ huynh',
  audience: 'parents',
  class_ids: [],
  opens_at: hoursFromNow(-1),
  closes_at: hoursFromNow(24 * 7),
  status: 'open',
  questions: [{ type: 'single', title: 'Bé đi học bằng gì?', required: true, options: ['Xe máy', 'Ô tô'] }],
  ...over,
});
const event = (over: Record<string, unknown> = {}) => ({
  title: `Dã ngoại ${rand()}`,
  starts_at: hoursFromNow(24 * 7),
  ends_at: hoursFromNow(24 * 7 + 4),
  place: 'Thảo Cầm Viên',
  description: 'Mang theo nón.',
  class_ids: [] as string[],
  needs_reply: true,
  status: 'published',
  ...over,
});

const created = async (route: typeof newsCreate, as: As, body: Json) => first(ok(await call(route, { ...as, body }))).id as string;
const tagged = async (tenantId: string, tag: string) => (await outbox(tenantId)).filter((e) => e.tag === tag);

describe('notices of news, surveys, events and the roll call', () => {
  let w: RequestsWorld;
  beforeAll(async () => {
    w = await requestsWorld();
  });

  it('a post published to the school notifies its families once; a draft does not, and neither does an edit', async () => {
    const body = post();
    const id = await created(newsCreate, w.p, body);
    expect(await onlyEvent(w.school.id, 'news_published', `news:${id}`)).toMatchObject({
      audience: { type: 'school' },
      params: { title: body.title },
      url: `/parent/news/${id}`,
      student_id: null,
    });
    ok(await call(newsUpdate, { ...w.p, params: { id }, body: { ...body, title: 'Sửa tiêu đề' } }));
    ok(await call(newsUpdate, { ...w.p, params: { id }, body: { ...body, status: 'hidden' } }));
    ok(await call(newsUpdate, { ...w.p, params: { id }, body: { ...body, status: 'published' } }));
    expect(await tagged(w.school.id, `news:${id}`)).toHaveLength(1);

    const draft = await created(newsCreate, w.p, post({ status: 'draft' }));
    expect(await tagged(w.school.id, `news:${draft}`)).toEqual([]);
    ok(await call(newsUpdate, { ...w.p, params: { id: draft }, body: post({ title: 'Giờ mới đăng', status: 'published' }) }));
    expect((await onlyEvent(w.school.id, 'news_published', `news:${draft}`)).params).toEqual({ title: 'Giờ mới đăng' });
  });

  it("a class's or a child's post notifies that audience; a publish the caller may not make writes nothing", async () => {
    const cls = await created(newsCreate, w.tA, post({ kind: 'class', class_ids: [w.classA] }));
    expect((await onlyEvent(w.school.id, 'news_published', `news:${cls}`)).audience).toEqual({ type: 'classes', classIds: [w.classA] });
    const kid = await created(newsCreate, w.tA, post({ kind: 'student', student_ids: [w.an] }));
    expect((await onlyEvent(w.school.id, 'news_published', `news:${kid}`)).audience).toEqual({ type: 'students', studentIds: [w.an] });
    const before = await outboxSize(w.school.id);
    status(await call(newsCreate, { ...w.tA, body: post() }), 403);
    status(await call(newsCreate, { ...w.tA, body: post({ kind: 'class', class_ids: [w.classB] }) }), 404);
    expect(await outboxSize(w.school.id)).toBe(before);
  });

  it('a scheduled post notifies at its time; moving the time moves the notice, back to draft takes it back', async () => {
    const at = new Date(Date.now() + 2 * 3600_000);
    at.setUTCSeconds(0, 0);
    const body = post({ status: 'scheduled', publish_at: at.toISOString() });
    const id = await created(newsCreate, w.p, body);
    expect((await onlyEvent(w.school.id, 'news_published', `news:${id}`)).due_at).toBe(at.toISOString());
    const later = new Date(at.getTime() + 3600_000).toISOString();
    ok(await call(newsUpdate, { ...w.p, params: { id }, body: { ...body, publish_at: later } }));
    expect((await onlyEvent(w.school.id, 'news_published', `news:${id}`)).due_at).toBe(later);
    ok(await call(newsUpdate, { ...w.p, params: { id }, body: { ...body, status: 'draft', publish_at: null } }));
    expect(await tagged(w.school.id, `news:${id}`)).toEqual([]);
  });

  it("a parents' survey notifies when it opens (at its opening time when ahead), once; drafts and staff surveys do not", async () => {
    const body = survey();
    const id = await created(surveyCreate, w.p, body);
    expect(await onlyEvent(w.school.id, 'survey_opened', `survey:${id}`)).toMatchObject({
      audience: { type: 'school' },
      params: { title: body.title, closes: formatDate(body.closes_at) },
      url: '/parent/surveys',
    });
    ok(await call(surveyUpdate, { ...w.p, params: { id }, body: { ...body, description: 'Sửa mô tả' } }));
    expect(await tagged(w.school.id, `survey:${id}`)).toHaveLength(1);

    const draftBody = survey({ status: 'draft', class_ids: [w.classB] });
    const draft = await created(surveyCreate, w.p, draftBody);
    const staffOnly = await created(surveyCreate, w.p, survey({ audience: 'staff' }));
    expect(await tagged(w.school.id, `survey:${draft}`)).toEqual([]);
    expect(await tagged(w.school.id, `survey:${staffOnly}`)).toEqual([]);
    ok(await call(surveyUpdate, { ...w.p, params: { id: draft }, body: { ...draftBody, status: 'open' } }));
    expect((await onlyEvent(w.school.id, 'survey_opened', `survey:${draft}`)).audience).toEqual({ type: 'classes', classIds: [w.classB] });

    const opens = new Date(Date.now() + 5 * 3600_000);
    opens.setUTCSeconds(0, 0);
    const aheadBody = survey({ opens_at: opens.toISOString() });
    const ahead = await created(surveyCreate, w.p, aheadBody);
    expect((await onlyEvent(w.school.id, 'survey_opened', `survey:${ahead}`)).due_at).toBe(opens.toISOString());
    const later = new Date(opens.getTime() + 3600_000).toISOString();
    ok(await call(surveyUpdate, { ...w.p, params: { id: ahead }, body: { ...aheadBody, opens_at: later } }));
    expect((await onlyEvent(w.school.id, 'survey_opened', `survey:${ahead}`)).due_at).toBe(later);
    ok(await call(surveyUpdate, { ...w.p, params: { id: ahead }, body: { ...aheadBody, status: 'draft' } }));
    expect(await tagged(w.school.id, `survey:${ahead}`)).toEqual([]);
  });

  it('an event published notifies its classes or the school once; a draft does not until published', async () => {
    const body = event({ class_ids: [w.classA] });
    const id = await created(eventCreate, w.p, body);
    expect(await onlyEvent(w.school.id, 'event_created', `event:${id}`)).toMatchObject({
      audience: { type: 'classes', classIds: [w.classA] },
      params: { title: body.title, date: formatDate(body.starts_at) },
      url: '/parent/events',
    });
    ok(await call(eventUpdate, { ...w.p, params: { id }, body: { ...body, place: 'Công viên Tao Đàn' } }));
    expect(await tagged(w.school.id, `event:${id}`)).toHaveLength(1);

    const draftBody = event({ status: 'draft' });
    const draft = await created(eventCreate, w.p, draftBody);
    expect(await tagged(w.school.id, `event:${draft}`)).toEqual([]);
    ok(await call(eventUpdate, { ...w.p, params: { id: draft }, body: { ...draftBody, status: 'published' } }));
    expect((await onlyEvent(w.school.id, 'event_created', `event:${draft}`)).audience).toEqual({ type: 'school' });
    const before = await outboxSize(w.school.id);
    status(await call(eventCreate, { ...w.tA, body: event() }), 403);
    expect(await outboxSize(w.school.id)).toBe(before);
  });

  it("today's check-in and check-out ring the parents; a stale tap and a past day's roll call do not", async () => {
    const tag = `attendance:${w.an}:${TODAY}`;
    const inRow = first(ok(await call(checkIn, { ...w.tA, body: { class_id: w.classA, student_id: w.an, date: TODAY, version: 0, brought_by: 'Mẹ' } }))).data;
    expect(await onlyEvent(w.school.id, 'checked_in', tag)).toMatchObject({
      audience: { type: 'students', studentIds: [w.an] },
      params: { child: 'Nguyễn Thị Ân', time: inRow.check_in_time },
      url: '/parent',
      student_id: w.an,
    });
    const before = await outboxSize(w.school.id);
    status(await call(checkIn, { ...w.tA, body: { class_id: w.classA, student_id: w.an, date: TODAY, version: 0 } }), 409);
    expect(await outboxSize(w.school.id)).toBe(before);
    const outRow = first(
      ok(await call(checkOut, { ...w.tA, body: { class_id: w.classA, student_id: w.an, date: TODAY, version: 1, picked_up_by_name: 'Bà ngoại Lụa' } })),
    ).data;
    expect((await onlyEvent(w.school.id, 'checked_out', tag)).params).toEqual({
      child: 'Nguyễn Thị Ân',
      time: outRow.check_out_time,
      by: 'Bà ngoại Lụa',
    });

    const yesterday = addDays(TODAY, -1);
    ok(
      await call(attendanceUpdate, {
        ...w.tA,
        body: {
          class_id: w.classA,
          student_id: w.an,
          date: yesterday,
          version: 0,
          status: 'present',
          check_in_time: '07:30',
          brought_by: null,
          check_out_time: '16:30',
          picked_up_by_id: null,
          picked_up_by_name: 'Mẹ',
          note: null,
        },
      }),
    );
    expect(await tagged(w.school.id, `attendance:${w.an}:${yesterday}`)).toEqual([]);
  });

  it("another school's outbox holds nothing of these changes", async () => {
    expect(await outbox(w.other.school.id)).toEqual([]);
  });
});
