#!/usr/bin/env node
// `node scripts/attack/figures.mjs`: issue 40's attack figures ("What broke"), repeated against the production build
// (run `npm run build` first) on a new embedded database with the demo schools, and printed as a table:
//  a. the student import template with one 200 MB inline-string cell in A2: the answer's status and time, another
//     session's Health/ping latency (max, median) during the upload, the server's memory rise (VmRSS of the server
//     process and its children, sampled every 50 ms) and the server log's growth;
//  b. 29 failed staff sign-ins with sprayed names then one correct sign-in to a parent account, from one address,
//     three times over: the failures before the first 429;
//  c. a phone photo with a GPS position and a camera model to each image upload endpoint: how many stored files
//     still carry the GPS block or the model;
//  d. Tuition/record-payment with the odd amounts and a 1900 payment day: statuses and error keys;
//  e. the tenant-key header as random bytes, a well-padded unknown id and another school's id: statuses, messages,
//     and mean/p50 times over ATTACK_TENANT_CALLS (200) calls each.
// A measurement, not a test (not in `npm test`). Options: ATTACK_PORT (3300), ATTACK_CELL_MB (200), ATTACK_UPLOADS
// (5 uploads of the file, one after the other, the pings measured over all of them), ATTACK_TENANT_CALLS (200).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { startServer } from '../bench/server.mjs';
import { oneCellSheet } from './one-cell-sheet.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const PORT = Number(process.env.ATTACK_PORT ?? 3300);
const CELL_MB = Number(process.env.ATTACK_CELL_MB ?? 200);
const TENANT_CALLS = Number(process.env.ATTACK_TENANT_CALLS ?? 200);
const UPLOADS = Number(process.env.ATTACK_UPLOADS ?? 5);
const PASSWORD = 'attack-password-1';
const SCHOOL = 'HOASEN';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'attack-'));
const log = path.join(dataDir, 'server.log');
const server = await startServer({ root, port: PORT, env: { DATA_DIR: dataDir, DEMO_PASSWORD: PASSWORD, DATABASE_URL: '' }, log });
const base = server.base;
const rows = [];
const row = (area, figure, value) => rows.push([area, figure, String(value)]);

// --- calls -------------------------------------------------------------------------------------------------------
const publicKey = (await (await fetch(`${base}/api/webadmin/Config/public-key`)).json()).response.data.publicKey;
const encrypt = (value) =>
  crypto.publicEncrypt({ key: publicKey, padding: crypto.constants.RSA_PKCS1_PADDING }, Buffer.from(value)).toString('base64');

async function json(response) {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
const keyOf = (body) => (Array.isArray(body) ? (body[0]?.field_keys ? JSON.stringify(body[0].field_keys) : body[0]?.message) : '');

/** A staff sign-in (tenant-key "1" as the browser's sign-in sends it); the schools it may enter. */
async function staff(username) {
  const r = await fetch(`${base}/api/webadmin/User/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: 'vi', 'tenant-key': encrypt('1') },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  const body = await json(r);
  if (r.status !== 200) throw new Error(`sign-in of ${username}: ${r.status} ${JSON.stringify(body)}`);
  const authorization = `Bearer ${body.response.data.accessToken}`;
  const schools = (await (await fetch(`${base}/api/webadmin/Tenant/get-droplist-by-user`, { headers: { authorization } })).json()).response.data;
  const as = (tenantId) => ({ language: 'vi', authorization, 'tenant-key': encrypt(tenantId) });
  const own = schools.find((s) => s.code === SCHOOL) ?? schools[0];
  return { authorization, schools, as, headers: as(own.value), tenantId: own.value };
}

async function api(headers, method, url, body) {
  const r = await fetch(base + url, {
    method,
    headers: { ...headers, ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: r.status, body: await json(r) };
}
const data = (r) => r.body?.response?.data;

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = values.reduce((s, v) => s + v, 0) / (values.length || 1);
  return { max: sorted.at(-1) ?? 0, p50: sorted[Math.floor(sorted.length / 2)] ?? 0, mean };
};
const ms = (v) => `${v.toFixed(1)} ms`;

/** VmRSS of the server process and its descendants, in bytes. */
function serverRss() {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      /* gone */
    }
  }
  let total = 0;
  const visit = (pid) => {
    try {
      const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
      total += kb ? Number(kb[1]) * 1024 : 0;
    } catch {
      /* gone */
    }
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(server.pid);
  return total;
}

try {
  const principal = await staff('principal');
  const teacher = await staff('teacher1');
  const admin = await staff('admin');
  const other = admin.schools.find((s) => s.value !== principal.tenantId);

  // --- a. one cell ---------------------------------------------------------------------------------------------
  {
    const file = await oneCellSheet(CELL_MB * 1024 * 1024);
    await api(teacher.headers, 'GET', '/api/webadmin/Health/ping');
    const rssBefore = serverRss();
    const logBefore = fs.statSync(log).size;
    let uploading = true;
    let rssMax = rssBefore;
    const sampler = setInterval(() => (rssMax = Math.max(rssMax, serverRss())), 50);
    const pings = [];
    const pinging = (async () => {
      while (uploading) {
        const t = performance.now();
        const r = await api(teacher.headers, 'GET', '/api/webadmin/Health/ping');
        if (r.status !== 200) throw new Error(`ping answered ${r.status}`);
        pings.push(performance.now() - t);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const answers = new Map();
    const took = [];
    for (let i = 0; i < UPLOADS; i++) {
      const form = new FormData();
      form.append('file', new Blob([file]), 'students.xlsx');
      const t = performance.now();
      const r = await fetch(`${base}/api/webadmin/Student/import`, { method: 'POST', headers: principal.headers, body: form });
      const key = `${r.status} ${keyOf(await json(r))}`;
      took.push(performance.now() - t);
      answers.set(key, (answers.get(key) ?? 0) + 1);
    }
    uploading = false;
    await pinging;
    // The log is written as the answer leaves: a moment for the last lines to land.
    await new Promise((resolve) => setTimeout(resolve, 500));
    clearInterval(sampler);
    const p = stats(pings);
    row('a. one cell', `file (${CELL_MB} MB in A2)`, `${(file.length / 1024).toFixed(0)} KB`);
    const t = stats(took);
    row('a. one cell', `answers (${UPLOADS} uploads)`, `${[...answers].map(([k, n]) => `${k} ×${n}`).join(', ')}; max ${(t.max / 1000).toFixed(2)} s, median ${(t.p50 / 1000).toFixed(2)} s`);
    row('a. one cell', `other session's ping (${pings.length} calls)`, `max ${ms(p.max)}, median ${ms(p.p50)}`);
    row('a. one cell', 'server RSS rise (peak, sampled every 50 ms)', `${((rssMax - rssBefore) / 1024 / 1024).toFixed(0)} MB`);
    row('a. one cell', 'log growth', `${fs.statSync(log).size - logBefore} bytes`);
  }

  // --- c. metadata in stored photos ----------------------------------------------------------------------------
  {
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#3a7bd5' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '21/1 1/1 42/1', GPSLongitudeRef: 'E', GPSLongitude: '105/1 50/1 0/1' },
      })
      .toBuffer();
    const GPS_TAG = Buffer.from([0x25, 0x88]);
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const dayAfter = (n) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    let lastSchoolDay = dayAfter(-1);
    for (let n = -2; [0, 6].includes(new Date(`${lastSchoolDay}T00:00:00Z`).getUTCDay()); n--) lastSchoolDay = dayAfter(n);
    const students = data(await api(principal.headers, 'GET', '/api/webadmin/Student/get-list?page_size=100&status=studying')).map((s) => s.id);
    const made = (r) => (r.status === 200 ? r.body[0].id : null);
    const absences = [];
    for (const id of students.slice(0, 10)) {
      const a = made(await api(principal.headers, 'POST', '/api/webadmin/Absence/create', { student_id: id, from_date: dayAfter(3), to_date: dayAfter(3), reason: 'Khám răng' }));
      if (a) absences.push(a);
      if (absences.length) break;
    }
    const news = made(await api(principal.headers, 'POST', '/api/webadmin/News/create', { kind: 'public', title: 'Ảnh', status: 'draft' }));
    const declarations = (data(await api(principal.headers, 'GET', '/api/webadmin/VaccineDeclaration/get-list?page_size=100&status=declared')) ?? []).map((d) => d.id);
    // The family of the first parents' account, signed in to the app.
    const account = data(await api(principal.headers, 'GET', '/api/webadmin/AppAccount/get-list?page_size=1'))[0];
    const login = await api({ language: 'vi' }, 'POST', '/api/app/login', { school_code: SCHOOL, username: account.username, password: PASSWORD });
    const parent = { language: 'vi', authorization: `Bearer ${data(login).accessToken}` };
    const kids = data(await api(parent, 'GET', '/api/app/children')).map((k) => k.id);
    const own = { absences: [], medicine: [], messages: [], vaccines: [] };
    own.absences.push(made(await api(parent, 'POST', '/api/app/absences/create', { student_id: kids[0], from_date: dayAfter(5), to_date: dayAfter(5), reason: 'Khám' })));
    own.medicine.push(
      made(
        await api(parent, 'POST', '/api/app/medicine-requests/create', {
          student_id: kids[0],
          from_date: dayAfter(5),
          to_date: dayAfter(5),
          medicines: [{ name: 'Siro ho', dose: '5', unit: 'ml', times: ['08:00'] }],
        }),
      ),
    );
    own.messages.push(made(await api(parent, 'POST', '/api/app/messages/create', { student_id: kids[0], recipient: 'teacher', category: 'other', content: 'Cô ơi' })));
    declare: for (const kid of kids) {
      const mine = data(await api(parent, 'GET', `/api/app/vaccines?student_id=${kid}`));
      for (const dose of mine.plan.filter((d) => !['done', 'pending'].includes(d.state))) {
        const v = made(await api(parent, 'POST', '/api/app/vaccines/create', { student_id: kid, vaccine_code: dose.vaccine_code, dose_number: dose.dose_number, date: dayAfter(-30) }));
        if (v) {
          own.vaccines.push(v);
          break declare;
        }
      }
    }
    const uploads = [
      ['Student/upload-photo', principal.headers, '/api/webadmin/Student/upload-photo/{id}', students, 'student-photos'],
      ['Absence/upload-attachment', principal.headers, '/api/webadmin/Absence/upload-attachment/{id}', absences, 'absences'],
      ['Tenant/upload-logo', admin.as(principal.tenantId), '/api/webadmin/Tenant/upload-logo/{id}', [principal.tenantId], 'logos'],
      ['News/upload-image', principal.headers, '/api/webadmin/News/upload-image/{id}?role=gallery', [news], 'news'],
      ['VaccineDeclaration/upload-photo', principal.headers, '/api/webadmin/VaccineDeclaration/upload-photo/{id}', declarations, 'vaccines'],
      ['ContactBook/upload-photo', principal.headers, `/api/webadmin/ContactBook/upload-photo/{id}?date=${lastSchoolDay}`, students, 'contact-book'],
      ['app absences/upload-attachment', parent, '/api/app/absences/upload-attachment/{id}', own.absences, 'absences'],
      ['app medicine-requests/upload-photo', parent, '/api/app/medicine-requests/upload-photo/{id}', own.medicine, 'request-photos'],
      ['app messages/upload-image', parent, '/api/app/messages/upload-image/{id}', own.messages, 'request-photos'],
      ['app vaccines/upload-photo', parent, '/api/app/vaccines/upload-photo/{id}', own.vaccines, 'vaccines'],
    ];
    const folderFiles = (folder) => {
      const dir = path.join(dataDir, 'uploads', folder);
      return new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
    };
    let stored = 0;
    let withGps = 0;
    let withModel = 0;
    const missed = [];
    for (const [name, headers, route, ids, folder] of uploads) {
      let done = false;
      for (const id of ids.filter(Boolean)) {
        const before = folderFiles(folder);
        const form = new FormData();
        form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'IMG_0001.jpg');
        const r = await fetch(base + route.replace('{id}', id), { method: 'POST', headers, body: form });
        await r.arrayBuffer();
        if (r.status !== 200) continue;
        for (const file of [...folderFiles(folder)].filter((f) => !before.has(f))) {
          const bytes = fs.readFileSync(path.join(dataDir, 'uploads', folder, file));
          const exif = (await sharp(bytes).metadata()).exif;
          stored += 1;
          if (exif?.includes(GPS_TAG) || bytes.includes('GPS')) withGps += 1;
          if (bytes.includes('Pocket 12') || bytes.includes('PhoneMaker')) withModel += 1;
        }
        done = true;
        break;
      }
      if (!done) missed.push(name);
    }
    row('c. photos', `endpoints that stored the photo`, `${uploads.length - missed.length} of ${uploads.length}${missed.length ? ` (none: ${missed.join(', ')})` : ''}`);
    row('c. photos', `stored files with GPS / with camera model`, `${withGps} / ${withModel} of ${stored}`);
  }

  // --- d. odd amounts and days -----------------------------------------------------------------------------------
  {
    const invoice = crypto.randomUUID();
    const head = `"invoice_id":"${invoice}","method":"cash"`;
    const cases = [
      ['amount "0x10"', `{${head},"paid_on":"2026-03-02","amount":"0x10"}`],
      ['amount true', `{${head},"paid_on":"2026-03-02","amount":true}`],
      ['amount [1000]', `{${head},"paid_on":"2026-03-02","amount":[1000]}`],
      ['amount "1e3"', `{${head},"paid_on":"2026-03-02","amount":"1e3"}`],
      ['amount 1e3 (JSON exponent)', `{${head},"paid_on":"2026-03-02","amount":1e3}`],
      ['paid_on "1900-01-01"', `{${head},"paid_on":"1900-01-01","amount":1000}`],
      ['control: 1000 on a school day (unknown invoice)', `{${head},"paid_on":"2026-03-02","amount":1000}`],
    ];
    for (const [name, body] of cases) {
      const r = await api(principal.headers, 'POST', '/api/webadmin/Tuition/record-payment', body);
      row('d. record-payment', name, `${r.status} ${keyOf(r.body)}`);
    }
  }

  // --- e. tenant-key ---------------------------------------------------------------------------------------------
  {
    const kinds = [
      ['random bytes', () => crypto.randomBytes(256).toString('base64')],
      ['well-padded unknown id', () => encrypt(crypto.randomUUID())],
      ['another school (wrong school)', () => encrypt(other.value)],
    ];
    const measured = kinds.map(() => ({ times: [], answers: new Map() }));
    // Interleaved (one of each kind in turn), after a warm-up of each, so that no kind pays for the server's warming.
    for (let i = -20; i < TENANT_CALLS; i++) {
      for (const [k, [, header]] of kinds.entries()) {
        const t = performance.now();
        const r = await api({ ...principal.headers, 'tenant-key': header() }, 'GET', '/api/webadmin/Health/ping');
        if (i < 0) continue;
        measured[k].times.push(performance.now() - t);
        const key = `${r.status} ${keyOf(r.body)}`;
        measured[k].answers.set(key, (measured[k].answers.get(key) ?? 0) + 1);
      }
    }
    for (const [k, [name]] of kinds.entries()) {
      const { times, answers } = measured[k];
      const s = stats(times);
      row('e. tenant-key', name, `${[...answers].map(([k, n]) => `${k} ×${n}`).join(', ')}; mean ${ms(s.mean)}, p50 ${ms(s.p50)}`);
    }
  }

  // --- b. sign-in budget (last: it spends this address's budget) -------------------------------------------------
  {
    const statuses = [];
    const successes = [];
    const spray = async (i) =>
      (
        await api({ language: 'vi', 'tenant-key': encrypt('1') }, 'POST', '/api/webadmin/User/login', {
          username: `staff-${i}-${crypto.randomBytes(3).toString('hex')}`,
          password: 'Guess-123',
        })
      ).status;
    const account = data(await api(principal.headers, 'GET', '/api/webadmin/AppAccount/get-list?page_size=1'))[0];
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 29; i++) statuses.push(await spray(round * 100 + i));
      const r = await api({ language: 'vi' }, 'POST', '/api/app/login', { school_code: SCHOOL, username: account.username, password: PASSWORD });
      successes.push(r.status);
    }
    const firstRefusal = statuses.indexOf(429);
    const failures = (firstRefusal < 0 ? statuses : statuses.slice(0, firstRefusal)).filter((s) => s === 401).length;
    row('b. sign-in', '3 × (29 sprayed staff failures + 1 parent success)', `${statuses.filter((s) => s === 401).length} failures answered 401, ${statuses.filter((s) => s === 429).length} refused 429`);
    row('b. sign-in', 'failures before the first 429', firstRefusal < 0 ? `${failures} (never 429)` : `${failures} (429 at failure ${firstRefusal + 1})`);
    row('b. sign-in', "the parent's own sign-ins", successes.join(', '));
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i].length), 6));
const line = (r) => r.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c)).join(' | ');
console.log(`Issue 40 attack figures — production build, new embedded database (demo), ${new Date().toISOString()}`);
console.log(line(['attack', 'figure', 'value']));
console.log(line(widths.map((w) => '-'.repeat(Math.min(w, 60)))));
for (const r of rows) console.log(line(r));
