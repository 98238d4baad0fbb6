import 'server-only';
import { sql } from 'drizzle-orm';
import { readStatement } from '../db/school-statement';
import type { ParentContext } from '../http/context';
import { notFound } from '../http/errors';
import { timesOf } from '../medicine/medicine-rows';
import { childInAudience, imageUrls, isLive } from '../news/news-sql';
import { eventHasClass } from '../calendar-event/event-sql';
import type { AttendanceStatus } from '@/lib/attendance-values';
import type { MedicineItem } from '@/lib/schemas/medicine';
import type { AppHome, AppHomeDose, AppHomeRequest } from '@/lib/schemas/app-home';
import {
  APP_HOME_DECIDED_DAYS,
  APP_HOME_EVENTS,
  APP_HOME_NEWS,
  APP_HOME_REQUESTS,
  type AppHomeRequestKind,
} from '@/lib/app-home-values';
import { schoolTimeOf, schoolToday } from '@/lib/school-time';

type Json<T> = T | string | null;
const parsed = <T>(v: Json<T>, empty: T): T => (v === null ? empty : typeof v === 'string' ? (JSON.parse(v) as T) : v);
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const day = (v: string | null) => (v === null ? null : String(v).slice(0, 10));

type Raw = {
  id: string;
  full_name: string;
  nickname: string | null;
  class_name: string | null;
  attendance: Json<{
    status: AttendanceStatus;
    check_in_at: string | null;
    brought_by: string | null;
    check_out_at: string | null;
    picked_up_by: string | null;
    note: string | null;
  }>;
  medicine: Json<{ id: string; medicines: MedicineItem[] }[]>;
  doses: Json<
    {
      request_id: string;
      time: string;
      status: 'given' | 'not_given';
      given_at: string | null;
      reason: string | null;
    }[]
  >;
  news: Json<
    {
      id: string;
      title: string;
      summary: string;
      publish_at: string;
      pinned: boolean;
      read: boolean;
      cover_id: string | null;
    }[]
  >;
  balance: string | number | null;
  unpaid: string | number | null;
  requests: Json<
    {
      kind: AppHomeRequestKind;
      id: string;
      status: string;
      waiting: boolean;
      text: string | null;
      from_date: string | null;
      to_date: string | null;
      created_at: string;
    }[]
  >;
  events: Json<
    {
      id: string;
      title: string;
      starts_at: string;
      ends_at: string;
      place: string;
      needs_reply: boolean;
      answer: string | null;
    }[]
  >;
};

/**
 * GET /api/app/home?student_id=: the home of the parents' app for one of the family's own children, in ONE
 * statement (one round trip, one implicit transaction under the school's row-level security): the child (another
 * family's or another school's child finds no row: 404), today's roll-call mark (times, who brought and who picked
 * the child up), today's doses of the approved medicine requests (given, not given with the reason, or due), the
 * newest news for the child, the unpaid balance of the issued invoices, the requests in progress (waiting for the
 * school; leave and medicine also once accepted while their days last, or refused in the last days) and the next
 * events of the child's class. Every table read is named with the school itself (as a distributed database routes it).
 */
export async function getAppHome(ctx: ParentContext, studentId: string, now = new Date()): Promise<AppHome> {
  const today = schoolToday(now);
  const en = ctx.locale === 'en';
  const decidedSince = new Date(now.getTime() - APP_HOME_DECIDED_DAYS * 86_400_000).toISOString();
  // In progress: waiting for the school; for leave and medicine also accepted for days still to come (or under way),
  // and refused in the last days (the parent has to know) while its days are not over.
  const inProgress = sql`(a.status = 'pending' or (a.to_date >= ${today}
    and (a.status = 'approved' or (a.status = 'rejected' and a.decided_at >= ${decidedSince}))))`;
  const [row] = await readStatement<Raw>(
    { tenantId: ctx.tenantId, userId: '' },
    sql`select st.id, st.full_name, st.nickname, c.name as class_name,
      (select json_build_object('status', r.status, 'check_in_at', r.check_in_at, 'brought_by', r.brought_by,
          'check_out_at', r.check_out_at, 'picked_up_by', r.picked_up_by_name, 'note', r.note)
        from attendance_records r where r.tenant_id = ${ctx.tenantId} and r.student_id = st.id and r.day = ${today}) as attendance,
      (select json_agg(json_build_object('id', m.id, 'medicines', m.medicines) order by m.created_at, m.id)
        from medicine_requests m where m.tenant_id = ${ctx.tenantId} and m.student_id = st.id and m.status = 'approved'
          and m.from_date <= ${today} and m.to_date >= ${today}) as medicine,
      (select json_agg(json_build_object('request_id', d.request_id, 'time', d.time, 'status', d.status,
          'given_at', d.given_at, 'reason', d.reason))
        from medicine_doses d join medicine_requests m on m.tenant_id = d.tenant_id and m.id = d.request_id
        where d.tenant_id = ${ctx.tenantId} and m.student_id = st.id and d.day = ${today}) as doses,
      (select json_agg(n order by n.pinned desc, n.publish_at desc, n.id) from (
          select p.id, p.title, p.summary, p.publish_at, p.pinned,
            exists (select 1 from news_reads nr where nr.tenant_id = ${ctx.tenantId} and nr.post_id = p.id
              and nr.account_id = ${ctx.accountId}) as read,
            (select i.id from news_images i where i.tenant_id = ${ctx.tenantId} and i.post_id = p.id
              order by (i.role = 'cover') desc, i.position, i.created_at limit 1) as cover_id
          from news_posts p where p.tenant_id = ${ctx.tenantId} and ${isLive} and ${childInAudience(ctx.tenantId)}
          order by p.pinned desc, p.publish_at desc, p.id limit ${APP_HOME_NEWS}) n) as news,
      (select sum(i.total - i.paid) from invoices i where i.tenant_id = ${ctx.tenantId} and i.student_id = st.id
        and i.status in ('issued', 'partly_paid')) as balance,
      (select count(*) from invoices i where i.tenant_id = ${ctx.tenantId} and i.student_id = st.id
        and i.status in ('issued', 'partly_paid') and i.total > i.paid) as unpaid,
      (select json_agg(q order by q.waiting desc, q.created_at desc, q.id) from (
        select * from (
          select 'absence' as kind, a.id, a.status, a.status = 'pending' as waiting, left(a.reason, 120) as text,
            a.from_date::text as from_date, a.to_date::text as to_date, a.created_at
          from absences a where a.tenant_id = ${ctx.tenantId} and a.student_id = st.id
            and ${inProgress}
          union all
          select 'medicine', a.id, a.status, a.status = 'pending',
            (select string_agg(x->>'name', ', ') from jsonb_array_elements(a.medicines) x),
            a.from_date::text, a.to_date::text, a.created_at
          from medicine_requests a where a.tenant_id = ${ctx.tenantId} and a.student_id = st.id
            and ${inProgress}
          union all
          select 'message', a.id, a.status, a.status = 'unread', left(a.content, 120), null, null, a.created_at
          from message_requests a where a.tenant_id = ${ctx.tenantId} and a.student_id = st.id
            and a.status = 'unread'
          union all
          select 'vaccine', a.id, a.status, a.status = 'declared',
            ${en ? sql`coalesce(v.name_en, sv.name_en)` : sql`coalesce(v.name_vi, sv.name_vi)`} || ' · ' || a.dose_number,
            a.vaccinated_on::text, null, a.created_at
          from vaccine_declarations a
            left join vaccines v on v.id = a.vaccine_id
            left join school_vaccines sv on sv.tenant_id = a.tenant_id and sv.id = a.school_vaccine_id
          where a.tenant_id = ${ctx.tenantId} and a.student_id = st.id
            and a.status = 'declared'
        ) k order by k.waiting desc, k.created_at desc, k.id limit ${APP_HOME_REQUESTS}) q) as requests,
      (select json_agg(x order by x.starts_at, x.id) from (
          select e.id, e.title, e.starts_at, e.ends_at, e.place, e.needs_reply,
            (select r.answer from calendar_event_replies r where r.tenant_id = ${ctx.tenantId} and r.event_id = e.id
              and r.student_id = st.id) as answer
          from calendar_events e
          where e.tenant_id = ${ctx.tenantId} and e.status = 'published' and e.ends_at >= now()
            and st.status = 'studying' and ${eventHasClass(sql`st.class_id`, ctx.tenantId)}
          order by e.starts_at, e.id limit ${APP_HOME_EVENTS}) x) as events
    from students st
    left join classes c on c.tenant_id = ${ctx.tenantId} and c.id = st.class_id
    where st.tenant_id = ${ctx.tenantId} and st.id = ${studentId}
      and exists (select 1 from app_account_students l where l.tenant_id = ${ctx.tenantId}
        and l.account_id = ${ctx.accountId} and l.student_id = st.id)`,
  );
  if (!row) throw notFound();
  const mark = parsed(row.attendance, null);
  return {
    student: { id: row.id, full_name: row.full_name, nickname: row.nickname, class_name: row.class_name },
    today,
    attendance: {
      status: mark?.status ?? null,
      check_in_time: schoolTimeOf(mark?.check_in_at) || null,
      brought_by: mark?.brought_by ?? null,
      check_out_time: schoolTimeOf(mark?.check_out_at) || null,
      picked_up_by: mark?.picked_up_by ?? null,
      note: mark?.note ?? null,
    },
    doses: dosesOfToday(parsed(row.medicine, []), parsed(row.doses, [])),
    news: parsed(row.news, []).map((n) => ({
      id: n.id,
      title: n.title,
      summary: n.summary,
      published_at: iso(n.publish_at)!,
      pinned: !!n.pinned,
      read: !!n.read,
      cover_thumb_url: n.cover_id ? imageUrls(n.cover_id, true).thumb_url : null,
    })),
    balance: { amount: Number(row.balance ?? 0), invoices: Number(row.unpaid ?? 0) },
    requests: parsed(row.requests, []).map((r): AppHomeRequest => ({
      kind: r.kind,
      id: r.id,
      status: r.status,
      waiting: !!r.waiting,
      text: r.text ?? '',
      from_date: day(r.from_date),
      to_date: day(r.to_date),
      created_at: iso(r.created_at)!,
    })),
    events: parsed(row.events, []).map((e) => ({
      id: e.id,
      title: e.title,
      starts_at: iso(e.starts_at)!,
      ends_at: iso(e.ends_at)!,
      place: e.place,
      needs_reply: !!e.needs_reply,
      answer: e.answer,
    })),
  };
}

/** Every slot of today (request × time of day), the logged ones as logged and the rest due, by time. */
function dosesOfToday(
  requests: { id: string; medicines: MedicineItem[] }[],
  logged: {
    request_id: string;
    time: string;
    status: 'given' | 'not_given';
    given_at: string | null;
    reason: string | null;
  }[],
): AppHomeDose[] {
  const byKey = new Map(logged.map((d) => [`${d.request_id} ${d.time}`, d]));
  const slots: AppHomeDose[] = [];
  for (const r of requests) {
    for (const time of timesOf(r.medicines)) {
      const d = byKey.get(`${r.id} ${time}`);
      slots.push({
        request_id: r.id,
        time,
        medicines: r.medicines
          .filter((m) => m.times.includes(time))
          .map((m) => ({ name: m.name, dose: String(m.dose), unit: m.unit })),
        status: d?.status ?? 'due',
        given_at: iso(d?.given_at ?? null),
        reason: d?.reason ?? null,
      });
    }
  }
  return slots.sort((x, y) => (x.time < y.time ? -1 : x.time > y.time ? 1 : 0));
}
