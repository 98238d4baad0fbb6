import util from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { encryptTenantKey } from '@/lib/server/crypto/tenant-key';
import { translate } from '@/lib/i18n/translate';
import { POST as importRoute } from '@/app/api/webadmin/Student/import/route';
import { GET as ping } from '@/app/api/webadmin/Health/ping/route';
import { sql } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { errorResponse } from '@/lib/server/http/endpoint';
import { call, makeSchool, signIn, UA, type Json } from '../helpers/world';
import { oneCellSheet } from '../helpers/huge-sheet';

type As = { token: string; tenantId: string };

async function upload(as: As, bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'students.xlsx');
  const request = new Request('http://localhost/api/webadmin/Student/import', {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${as.token}`, 'tenant-key': encryptTenantKey(as.tenantId), 'user-agent': UA.chromeWindows },
  });
  const response = await importRoute(request, { params: Promise.resolve({}) });
  return { status: response.status, body: (await response.json()) as Json };
}

/** Everything written to the console or the process's output while `work` runs, in bytes. */
async function logged<T>(work: () => Promise<T>): Promise<{ result: T; bytes: number }> {
  let bytes = 0;
  const count = (...args: unknown[]) => {
    bytes += Buffer.byteLength(util.format(...args));
  };
  const saved = { error: console.error, warn: console.warn, log: console.log, info: console.info };
  const out = process.stdout.write.bind(process.stdout);
  const err = process.stderr.write.bind(process.stderr);
  Object.assign(console, { error: count, warn: count, log: count, info: count });
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => (count(String(chunk)), out(chunk, ...rest))) as typeof process.stdout.write;
  process.stderr.write = ((chunk: string | Uint8Array, ...rest: never[]) => (count(String(chunk)), err(chunk, ...rest))) as typeof process.stderr.write;
  try {
    return { result: await work(), bytes };
  } finally {
    Object.assign(console, saved);
    process.stdout.write = out;
    process.stderr.write = err;
  }
}

describe('spreadsheets are read within bounds', () => {
  let principal: As;
  let other: As;
  beforeAll(async () => {
    const school = await makeSchool();
    const user = await school.addUser({ roles: ['principal'] });
    principal = { token: await signIn(user.username, user.password), tenantId: school.id };
    const elsewhere = await makeSchool();
    const someone = await elsewhere.addUser({ roles: ['teacher'] });
    other = { token: await signIn(someone.username, someone.password), tenantId: elsewhere.id };
  });

  it('refuses a 200 MB cell with a translated 422 in seconds, while another school’s calls answer in under a second, logging nothing of it', async () => {
    const file = await oneCellSheet(200 * 1024 * 1024);
    expect(file.length).toBeLessThan(1024 * 1024);
    const before = process.memoryUsage().rss;
    let importing = true;
    const slowest = { ms: 0, calls: 0 };
    const otherSession = (async () => {
      while (importing) {
        const started = performance.now();
        const r = await call(ping, { token: other.token, tenantId: other.tenantId });
        expect(r.status).toBe(200);
        slowest.ms = Math.max(slowest.ms, performance.now() - started);
        slowest.calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const started = performance.now();
    const { result, bytes } = await logged(() => upload(principal, file));
    const took = performance.now() - started;
    importing = false;
    await otherSession;
    expect(result.status).toBe(422);
    expect(result.body[0].message).toBe('errors.import_cell_too_long');
    expect(result.body[0].text).toBe(translate('vi', 'errors.import_cell_too_long', { max: 32767 }));
    expect(JSON.stringify(result.body).length).toBeLessThan(1000);
    expect(took).toBeLessThan(5000);
    expect(slowest.calls).toBeGreaterThan(0);
    expect(slowest.ms).toBeLessThan(1000);
    expect(bytes).toBeLessThan(100 * 1024);
    // Nothing of the cell was kept: the process grew by far less than the cell.
    expect(process.memoryUsage().rss - before).toBeLessThan(150 * 1024 * 1024);
    console.info(`one 200 MB cell: ${Math.round(took)} ms, another school's slowest ping ${Math.round(slowest.ms)} ms over ${slowest.calls} calls, ${bytes} bytes logged`);
  });

  it('refuses a huge shared string the same way', async () => {
    const r = await upload(principal, await oneCellSheet(50 * 1024 * 1024, 'shared'));
    expect([r.status, r.body[0].message]).toEqual([422, 'errors.import_cell_too_long']);
  });

  it('names a cell longer than its field as its row’s error before the database is asked anything', async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Học sinh');
    sheet.addRow(['Mã']);
    // Row 2: a 31-character code and a class no school has (which only the database could tell).
    sheet.addRow(['C'.repeat(31), 'Nguyễn Văn An', '', 'Nam', '12/03/2021', 'Lớp không có']);
    // Row 3: notes of 5,000 characters (at most 1,000): the report repeats only the start of the value.
    sheet.addRow(['OK-1', 'Nguyễn Văn Bình', '', 'Nam', '12/03/2021', '', '', '', '', '', '', '', 'n'.repeat(5000)]);
    const r = await upload(principal, new Uint8Array((await wb.xlsx.writeBuffer()) as ArrayBuffer));
    expect(r.status).toBe(400);
    expect(r.body[0].message).toBe('errors.import_invalid');
    const rows = (r.body[0].rows as Json[]).map((e) => [e.row, e.field, e.message, e.text, e.value.length]);
    expect(rows).toEqual([
      [2, 'code', 'errors.too_long', translate('vi', 'errors.too_long', { max: 30 }), 31],
      [3, 'notes', 'errors.too_long', translate('vi', 'errors.too_long', { max: 1000 }), 201],
    ]);
  });

  it('logs a failed statement without its values whole: a 5 MB parameter takes a few hundred characters', async () => {
    const value = `${'v'.repeat(5 * 1024 * 1024)}`;
    const failure = await (await db()).execute(sql`select ${value}::int`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(Error);
    const { result, bytes } = await logged(async () => errorResponse(failure, 'vi'));
    expect(result.status).toBe(500);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(10 * 1024);
  });
});
