// The signed-in server-rendered pages (issue 16 item 6): a browser's cookie for the pages, and the page scenarios.
// A page scenario is GET of the page's HTML with the next-auth session cookie and the chosen school's cookie; its
// check finds the first screen's data in the HTML (a child's name the API answers for the same view), so a page
// that only draws a spinner and fetches its data afterwards fails the run.
export const PAGE_CONNECTIONS = Number(process.env.BENCH_PAGE_CONNECTIONS ?? 10);

/** Signs the API token into next-auth as the sign-in page does, and answers the cookies a page request carries. */
export async function pageCookie(base, headers, tenantId) {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = await csrf.json();
  const jar = new Map();
  const keep = (r) => {
    for (const c of r.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
  };
  keep(csrf);
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const accessToken = headers.authorization.replace(/^Bearer /, '');
  const r = await fetch(`${base}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookie() },
    body: new URLSearchParams({ csrfToken, accessToken, json: 'true' }),
  });
  keep(r);
  if (![...jar.keys()].some((k) => k.endsWith('next-auth.session-token')))
    throw new Error(`page sign-in failed: ${r.status} ${await r.text()}`);
  jar.set('DEFAULT_TENANT', tenantId);
  return { cookie: cookie(), 'accept-language': 'vi' };
}

const api = async (base, headers, path) => {
  const r = await fetch(base + path, { headers });
  if (!r.ok) throw new Error(`${path}: ${r.status}`);
  return (await r.json()).response;
};
const todayInVietnam = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

/**
 * The roll call's first screen without a class chosen on the device: the first class of the current school year
 * (classes by age group), today. Its first child's name must be in the page.
 */
async function rollCallChild(base, headers) {
  const years = await api(base, headers, '/api/webadmin/SchoolYear/get-list?page=1&page_size=100');
  const current = years.data.find((y) => y.is_current)?.id;
  const classes = await api(base, headers, '/api/webadmin/Class/get-list?page=1&page_size=100&order_by=age_group');
  const first = classes.data.find((c) => c.school_year_id === current) ?? classes.data[0];
  const day = await api(base, headers, `/api/webadmin/Attendance/get-day?class_id=${first.id}&date=${todayInVietnam()}`);
  return day.data.rows[0].full_name;
}

async function studentListChild(base, headers) {
  const list = await api(base, headers, '/api/webadmin/Student/get-list?page=1&page_size=20');
  return list.data[0].full_name;
}

const pageScenario = (key, title, path, expected) => ({
  key,
  title: `${title} (${PAGE_CONNECTIONS} conn.)`,
  page: true,
  connections: PAGE_CONNECTIONS,
  path: () => path,
  expected,
  check: (html, _seed, name) => typeof html === 'string' && html.includes(name),
});

/**
 * The router state tree a browser on the home page sends when the user follows a menu link to `segments` (Next.js's
 * own header format): the tree of the target, marked for a fetch from its first segment down. The authenticated
 * layout above it, the shell, is the one the browser already shows: the server renders only the page's segments.
 */
function routerStateTree(segments) {
  let node = ['__PAGE__', {}, null, null, 0];
  for (const s of segments.slice(1).reverse()) node = [s, { children: node }, null, null, 0];
  const fromHere = [segments[0], { children: node }, null, 'refetch', 0];
  const app = ['(app)', { children: fromHere }, null, null, 0];
  return JSON.stringify(['', { children: [['locale', 'vi', 'd', null], { children: app }, null, null, 16] }, null, null, 16]);
}

/**
 * A move to the page from another page, as a browser makes it once the app is open: the page's payload (RSC) without
 * the shell. Next.js answers a request whose `_rsc` search parameter does not match its headers with a redirect to
 * the one that does: `prepare` asks once and keeps it. The check finds the first screen's data and no menu entry.
 */
const navigationScenario = (key, title, path, expected) => {
  const headers = {
    rsc: '1',
    'next-router-state-tree': encodeURIComponent(routerStateTree(path.split('/').filter(Boolean))),
    'next-url': '/vi',
  };
  const scenario = {
    key,
    title: `${title} (${PAGE_CONNECTIONS} conn.)`,
    page: true,
    connections: PAGE_CONNECTIONS,
    headers,
    rscPath: path,
    path: () => scenario.rscPath,
    async prepare(base, cookies) {
      const r = await fetch(`${base}${path}?_rsc=0`, { redirect: 'manual', headers: { ...cookies, ...headers } });
      const at = r.headers.get('location');
      if (r.status !== 307 || !at?.startsWith(`${path}?_rsc=`)) throw new Error(`${key}: no navigation address (${r.status})`);
      scenario.rscPath = at;
    },
    expected,
    check: (payload, _seed, name) => typeof payload === 'string' && payload.includes(name) && !payload.includes('data-menu'),
  };
  return scenario;
};

export const PAGE_SCENARIOS = [
  pageScenario('roll-call-page', 'page: roll call (phone)', '/management/attendance/mobile', rollCallChild),
  pageScenario('student-page', 'page: student list', '/management/student', studentListChild),
  // The signed-in shell around the smallest body there is: a page the principal may not open (the system's audit log)
  // answers its 403 view inside the shell. What the shell costs, apart from any screen's own work.
  pageScenario('shell-page', 'page: the shell alone (a 403 view)', '/system/audit', async () =>
    // errors.forbiddenTitle in Vietnamese, the bench's language
    'Không có quyền truy cập',
  ),
  navigationScenario('roll-call-nav', 'move to: roll call (phone)', '/management/attendance/mobile', rollCallChild),
  navigationScenario('student-nav', 'move to: student list', '/management/student', studentListChild),
];
