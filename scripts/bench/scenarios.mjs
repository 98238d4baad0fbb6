// What `npm run bench` loads, in order. Each scenario: key, title, path(seed) (with its query), optionally
// method and body(seed) for writes, and check(body, seed) for the one verified call made before the load.
// `against` names the scenario its ratios are taken to, with the issue's targets per database
// (rps: at least this share of its throughput; p99: under this multiple of its p99).
import { PAGE_SCENARIOS } from './pages.mjs';
import { CONTACT_BOOK_SCENARIO } from './contact-book.mjs';

const ISSUE_TARGETS = { pg: { rps: 0.5, p99: 3 }, pglite: { rps: 0.25 } };
// Issue 16, against the true bare call (Health/live): signed-in ping ≥ 0.75×, student list ≥ 0.5×, a class's day and
// the month sheet ≥ 0.4×, each p99 ≤ 3× the bare p99; on the embedded database half of those ratios.
const LIVE = (rps) => ({ pg: { rps, p99: 3 }, pglite: { rps: rps / 2 } });
// Issue 5: a day's roll call and the month sheet keep a third of the bare throughput on PostgreSQL, a sixth on PGlite.
const ATTENDANCE_TARGETS = { pg: { rps: 1 / 3 }, pglite: { rps: 1 / 6 } };
const todayInVietnam = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

export const SCENARIOS = [
  {
    key: 'live',
    title: 'bare: GET Health/live (no session)',
    path: () => '/api/webadmin/Health/live',
    check: (body) => JSON.stringify(body) === '{"response":{"data":{}}}',
  },
  {
    key: 'bare',
    title: 'signed-in ping: GET Health/ping',
    against: 'live',
    targets: LIVE(0.75),
    path: () => '/api/webadmin/Health/ping',
    check: (body) => JSON.stringify(body) === '{"response":{"data":{}}}',
  },
  {
    key: 'student-list',
    title: 'student list: class, search, sort',
    path: (seed) =>
      `/api/webadmin/Student/get-list?page=1&page_size=50&class_id=${seed.busyClassId}&search=nguyen&order_by=full_name`,
    check: (body) => body.response.total > 0 && body.response.data.length === body.response.total,
    against: 'bare',
    targets: ISSUE_TARGETS,
    liveTargets: LIVE(0.5),
  },
  {
    key: 'student-list-school',
    title: 'student list: whole school, by name',
    path: () => '/api/webadmin/Student/get-list?page=1&page_size=50&order_by=full_name',
    check: (body) => body.response.total >= 2000 && body.response.data.length === 50,
    against: 'bare',
    liveTargets: {},
  },
  {
    key: 'attendance-day',
    title: "attendance: a class's day (35)",
    path: (seed) => `/api/webadmin/Attendance/get-day?class_id=${seed.dayClassId}&date=${seed.lastSchoolDay}`,
    check: (body) => body.response.data.rows.length === 35 && body.response.data.totals.unmarked === 0,
    against: 'bare',
    targets: ATTENDANCE_TARGETS,
    liveTargets: LIVE(0.4),
  },
  {
    // The first call marks the 35 children of today; every later one runs the same single statement and finds
    // them marked (ON CONFLICT DO NOTHING): one transaction, one round of statements, never one per child.
    key: 'attendance-mark-all',
    title: 'attendance: mark a class present',
    method: 'POST',
    path: () => '/api/webadmin/Attendance/mark-all-present',
    body: (seed) => JSON.stringify({ class_id: seed.dayClassId, date: todayInVietnam() }),
    check: (body) => Array.isArray(body) && body[0].result === 1 && body[0].data.marked + body[0].data.skipped === 35,
    against: 'bare',
    targets: ATTENDANCE_TARGETS,
    liveTargets: {},
  },
  {
    key: 'attendance-month',
    title: "attendance: a class's month sheet",
    path: (seed) => `/api/webadmin/Attendance/get-month?class_id=${seed.dayClassId}&month=${seed.sheetMonth}`,
    check: (body) => body.response.data.rows.length === 35 && body.response.data.totals.present > 0,
    against: 'bare',
    targets: ATTENDANCE_TARGETS,
    liveTargets: LIVE(0.4),
  },
  CONTACT_BOOK_SCENARIO,
  ...PAGE_SCENARIOS,
];

/** Scenarios to run, from BENCH_ONLY=key,key (both yardsticks are always kept: the ratios need them). */
export function selected() {
  const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
  return only ? SCENARIOS.filter((s) => s.key === 'live' || s.key === 'bare' || only.includes(s.key)) : SCENARIOS;
}
