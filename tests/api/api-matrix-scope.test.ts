import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { rowsOf } from '@/lib/server/db/rows';
import { translate } from '@/lib/i18n/translate';
import { allHandlers } from '@/app/api/webadmin/openapi.json/endpoints';
import sharp from 'sharp';
import { encryptTenantKey } from '@/lib/server/crypto/tenant-key';
import { UA, type Json } from '../helpers/world';
import { matrixWorld, type MatrixWorld, type Row } from '../helpers/matrix-world';
import { fill, fillPath, picker, resourceOf, tableOf, variantsOf, type Op, type Pick } from '../helpers/matrix-input';

/**
 * The whole API, generated from the route files, against the two ways a signed-in caller could reach a record that
 * is not theirs: every operation that takes an id (path, query or body, nested ones too) is called
 *  - by the principal of one school (the parents' operations: by a parent of it) with the ids of real records of
 *    ANOTHER school, and
 *  - by a teacher of two classes with the records of the school's OTHER classes,
 * every other required field filled with a value its schema accepts. Each answer is a translated 4xx, or a 2xx in
 * which nothing of those records appears (a list filtered by another school's class is empty); nothing of them is
 * written (audit log, sessions). A new operation is in the matrix as soon as it is in the OpenAPI document.
 */

const operations: Op[] = allHandlers().map((handler) => {
  const d = handler.definition;
  return { handler, method: d.method, path: d.path, access: d.access, resource: resourceOf(d.path) };
});
const name = (op: Op) => `${op.method} ${op.path}`;

type Answer = { status: number; body: Json; text: string; kind: 'json' | 'sheet' | 'file' | 'empty' };
type As = { token: string; tenantId?: string };

/** A one-pixel PNG: what an upload operation receives (every upload accepts PNG). */
let png: Buffer;

/** One call as the browser makes it; JSON answers parsed, spreadsheets read into text. Null: no id of the case. */
async function send(
  op: Op,
  pick: Pick,
  tables: Set<string>,
  as: As,
  o: { bump?: Record<string, number>; variant?: number } = {},
) {
  const d = op.handler.definition;
  const path = fillPath(op, pick, tables, o.bump);
  const query = fill(op, d.query as never, pick, tables, { ...o, asText: true });
  const body = fill(op, d.body as never, pick, tables, o);
  if (!(path.ids + query.ids + body.ids)) return null;
  const input = { params: path.params, query: query.value, body: body.value };
  let url = op.path;
  for (const [k, v] of Object.entries(path.params)) url = url.replace(`{${k}}`, encodeURIComponent(v));
  if (query.value) url += `?${new URLSearchParams(query.value as Record<string, string>)}`;
  const headers: Record<string, string> = {
    'user-agent': UA.chromeWindows,
    authorization: `Bearer ${as.token}`,
    language: 'en',
  };
  if (as.tenantId) headers['tenant-key'] = encryptTenantKey(as.tenantId);
  let payload: BodyInit | undefined;
  if (d.body) {
    payload = JSON.stringify(body.value ?? {});
    headers['content-type'] = 'application/json';
  } else if (op.method === 'POST' && /\/upload/.test(op.path)) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'pixel.png');
    payload = form;
  }
  const request = new Request(new URL(url, 'http://localhost'), { method: op.method, headers, body: payload });
  const r = await op.handler(request, { params: Promise.resolve(path.params) });
  const bytes = Buffer.from(await r.arrayBuffer());
  const type = r.headers.get('content-type') ?? '';
  let answer: Answer;
  if (!bytes.length) answer = { status: r.status, body: null, text: '', kind: 'empty' };
  else if (type.includes('json')) {
    const text = bytes.toString('utf8');
    answer = { status: r.status, body: JSON.parse(text), text, kind: 'json' };
  } else if (type.includes('spreadsheetml'))
    answer = { status: r.status, body: null, text: await sheetText(bytes), kind: 'sheet' };
  else answer = { status: r.status, body: null, text: bytes.toString('latin1'), kind: 'file' };
  return { answer, input };
}

/** Every cell of every sheet of an .xlsx, as text. */
async function sheetText(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const cells: string[] = [];
  book.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.text)))));
  return cells.join('\n');
}

/** A refusal as the API promises it: 4xx, `[{result: 0, message: 'errors.…', text}]` with the text translated. */
function expectTranslatedRefusal(a: Answer, label: string) {
  expect.soft(a.status, label).toBeGreaterThanOrEqual(400);
  expect.soft(a.status, label).toBeLessThan(500);
  const item = (a.body as Json[])?.[0];
  expect.soft(item?.result, label).toBe(0);
  expect.soft(item?.message, label).toMatch(/^errors\./);
  expect.soft(item?.text, label).not.toBe(item?.message);
  expect.soft(translate('en', item?.message), label).not.toBe(item?.message);
}

/** What was written since `since` (audit log id) that names one of `markers` or belongs to `tenantId`. */
async function writesSince(since: number, markers: Set<string>, tenantId?: string) {
  const rows = await rowsOf<{ tenant_id: string | null; record_type: string; record_id: string | null; v: string }>(
    await db(),
    sql`select tenant_id::text as tenant_id, record_type, record_id,
               coalesce(old_values::text, '') || coalesce(new_values::text, '') as v
          from audit_logs where id > ${since}`,
  );
  return rows.filter(
    (r) =>
      (tenantId && r.tenant_id === tenantId) ||
      (r.record_id && markers.has(r.record_id)) ||
      [...(r.v.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? [])].some((id) =>
        markers.has(id),
      ),
  );
}

async function lastAuditId() {
  const [r] = await rowsOf<{ n: string }>(await db(), sql`select coalesce(max(id), 0)::text as n from audit_logs`);
  return Number(r.n);
}

/** The other school's live sessions, staff and parents: a call of the own school must not end any. */
async function liveSessions(w: MatrixWorld) {
  const [r] = await rowsOf<{ staff: number; parents: number }>(
    await db(),
    sql`select (select count(*)::int from sessions where active and user_id in (${sql.join(
      w.other.userIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})) as staff,
               (select count(*)::int from app_sessions where active and tenant_id = ${w.other.id}) as parents`,
  );
  return `${r.staff}/${r.parents}`;
}

const tally = {
  operations: operations.length,
  otherSchoolOps: 0,
  otherSchool: 0,
  outsideClassOps: 0,
  outsideClass: 0,
  refused: 0,
  empty: 0,
  validation: 0,
  leaks: 0,
  writes: 0,
  fiveHundreds: 0,
};

/** One call of the matrix, checked: never 500; a translated 4xx, or a 2xx without any marker; nothing written. */
async function check(
  op: Op,
  label: string,
  call: () => ReturnType<typeof send>,
  markers: Set<string>,
  written: () => Promise<string>,
) {
  const before = await written();
  const sent = await call();
  if (!sent) return null;
  const { answer: a, input } = sent;
  const where = `${name(op)} — ${label} ${JSON.stringify(input).slice(0, 300)} → ${a.status} ${a.text.slice(0, 300)}`;
  if (a.status >= 500) tally.fiveHundreds += 1;
  expect.soft(a.status, where).toBeLessThan(500);
  if (a.status >= 400) {
    tally.refused += 1;
    if (a.status === 400 && (a.body as Json[])?.[0]?.fields) tally.validation += 1;
    expectTranslatedRefusal(a, where);
  } else {
    tally.empty += 1;
    const leaked = [...markers].filter((m) => a.text.includes(m));
    // A file (photo, PDF) answered for someone else's record is a leak whatever its bytes.
    if (leaked.length || a.kind === 'file') tally.leaks += 1;
    expect.soft(leaked, where).toEqual([]);
    expect.soft(a.kind, where).not.toBe('file');
  }
  const after = await written();
  if (after !== before) tally.writes += 1;
  expect.soft(after, `${where}: wrote ${after}`).toBe(before);
  return sent;
}

/**
 * One operation in one case: called once; a 400 naming plain fields (not the ids) is called again with other values
 * for them (up to three times), and a 2xx again with each other value of its enums (a public post ignores classes,
 * a class post does not). Answers the number of calls made.
 */
async function walk(
  op: Op,
  label: string,
  send1: (o: { bump?: Record<string, number>; variant?: number }) => ReturnType<typeof send>,
  markers: Set<string>,
  written: () => Promise<string>,
  tables: Set<string>,
) {
  const bump: Record<string, number> = {};
  let variant = 0;
  let calls = 0;
  let last: Awaited<ReturnType<typeof send>> = null;
  for (let repair = 0; repair < 4; repair++) {
    last = await check(op, label, () => send1({ bump, variant }), markers, written);
    if (!last) return calls;
    calls += 1;
    const a = last.answer;
    const named =
      a.status === 400 ? Object.keys((a.body as Json[])?.[0]?.fields ?? {}).map((f) => f.split('.')[0]) : [];
    // A refusal of an id is the answer the case is after.
    if (!named.length || named.some((f) => tableOf(op, f, tables) !== null)) break;
    const sentInput = { ...(last.input.query as object), ...(last.input.body as object) } as Record<string, unknown>;
    for (const f of named) bump[f] = bump[f] === undefined ? (f in sentInput ? 1 : 0) : bump[f] + 1;
    // A nested object refused (a survey's question of a type that needs options): try other values of its enums.
    if (named.some((f) => typeof sentInput[f] === 'object')) variant += 1;
  }
  if (last && last.answer.status < 300) {
    const d = op.handler.definition;
    const variants = Math.min(4, Math.max(variantsOf(d.body as never), variantsOf(d.query as never)));
    for (let v = 1; v < variants; v++) {
      if (await check(op, `${label} (variant ${v})`, () => send1({ bump, variant: variant + v }), markers, written))
        calls += 1;
    }
  }
  return calls;
}

describe('every operation × records that are not the caller’s', () => {
  let w: MatrixWorld;
  let tables: Set<string>;

  beforeAll(async () => {
    w = await matrixWorld();
    png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    tables = new Set([...w.own.records.keys(), ...w.other.records.keys()]);
  }, 180_000);

  it("another school's ids: a translated 4xx or nothing of them, and nothing written", async () => {
    const markers = new Set(w.otherMarkers);
    const otherStudent = w.other.records.get('students')![0];
    const pick = picker(w.other.records, otherStudent, () => true, false);
    for (const op of operations.filter((o) => o.access !== 'public')) {
      const as =
        op.access === 'parent' ? { token: w.own.tokens.parent } : { token: w.own.tokens.principal, tenantId: w.own.id };
      let since = 0;
      const written = async () => {
        const rows = await writesSince(since, markers, w.other.id);
        return `${rows.map((r) => `${r.record_type}:${r.record_id}`).join(',')} sessions ${await liveSessions(w)}`;
      };
      since = await lastAuditId();
      const calls = await walk(op, 'another school', (o) => send(op, pick, tables, as, o), markers, written, tables);
      if (calls) tally.otherSchoolOps += 1;
      tally.otherSchool += calls;
    }
    expect(tally.otherSchoolOps).toBeGreaterThan(100);
  }, 300_000);

  it('a teacher outside the class: a translated 4xx or nothing of it, and nothing written', async () => {
    const markers = new Set(w.outsideMarkers);
    const outside = (_: string, r: Row) => w.outside(r);
    const outsideStudent = w.own.records.get('students')!.find((s) => w.outside(s))!;
    const pick = picker(w.own.records, outsideStudent, outside, true);
    const as = { token: w.own.tokens.teacher1, tenantId: w.own.id };
    for (const op of operations.filter((o) => o.access === 'tenant')) {
      let since = 0;
      const written = async () =>
        (await writesSince(since, markers)).map((r) => `${r.record_type}:${r.record_id}`).join(',');
      since = await lastAuditId();
      const calls = await walk(
        op,
        'teacher outside the class',
        (o) => send(op, pick, tables, as, o),
        markers,
        written,
        tables,
      );
      if (calls) tally.outsideClassOps += 1;
      tally.outsideClass += calls;
    }
    expect(tally.outsideClassOps).toBeGreaterThan(40);
    console.log(
      `API matrix (records not the caller's): of ${tally.operations} operations, ${tally.otherSchoolOps} take ids and were called with ` +
        `another school's (${tally.otherSchool} calls), ${tally.outsideClassOps} by a teacher with another class's (${tally.outsideClass} calls); ` +
        `${tally.refused} refused (${tally.validation} by validation), ${tally.empty} answered without them; ` +
        `${tally.leaks} leaks, ${tally.writes} writes, ${tally.fiveHundreds} answers 500`,
    );
    expect(tally.leaks + tally.writes + tally.fiveHundreds).toBe(0);
  }, 300_000);

  it('sees a leak and a write where there is one: the other school’s principal in the other school', async () => {
    const markers = new Set(w.otherMarkers);
    const pick = picker(w.other.records, w.other.records.get('students')![0], () => true, false);
    const as = { token: w.other.tokens.principal, tenantId: w.other.id };
    const detail = operations.find((o) => o.path === '/api/webadmin/Student/get-detail')!;
    const read = await send(detail, pick, tables, as);
    expect(read!.answer.status).toBe(200);
    expect([...markers].filter((m) => read!.answer.text.includes(m)).length).toBeGreaterThan(1);
    const since = await lastAuditId();
    const sessions = await liveSessions(w);
    const lock = operations.find((o) => o.path === '/api/webadmin/AppAccount/lock/{id}')!;
    expect((await send(lock, pick, tables, as))!.answer.status).toBe(200);
    expect((await writesSince(since, markers, w.other.id)).length).toBeGreaterThan(0);
    const end = operations.find((o) => o.path === '/api/webadmin/User/inactivate-sessions/{id}')!;
    // Users in the order principal, teacher1, …: end teacher1's sessions.
    expect((await send(end, pick, tables, as, { bump: { id: 1 } }))!.answer.status).toBe(200);
    expect(await liveSessions(w)).not.toBe(sessions);
  });
});
