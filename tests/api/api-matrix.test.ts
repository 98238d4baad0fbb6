import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { sessions } from '@/lib/server/db/schema';
import { sha256 } from '@/lib/server/crypto/token';
import { encryptTenantKey } from '@/lib/server/crypto/tenant-key';
import { allHandlers } from '@/app/api/webadmin/openapi.json/endpoints';
import type { RouteHandler } from '@/lib/server/http/endpoint';
import { translate } from '@/lib/i18n/translate';
import { POST as yearCreate } from '@/app/api/webadmin/SchoolYear/create/route';
import { POST as classCreate } from '@/app/api/webadmin/Class/create/route';
import { POST as studentCreate } from '@/app/api/webadmin/Student/create/route';
import { GET as studentDetail } from '@/app/api/webadmin/Student/get-detail/route';
import { POST as accountCreate } from '@/app/api/webadmin/AppAccount/create/route';
import { POST as appLogin } from '@/app/api/app/login/route';
import { call, first, makeSchool, makeUser, rand, randomIp, signIn, type Reply, type School } from '../helpers/world';

/**
 * The whole API, generated from the route files (every operation of the OpenAPI document, whoever added it):
 * each operation × (no token, a revoked token, a malformed tenant-key, a parents' token on the staff API and a
 * staff token on the parents' API) answers a translated 4xx and never a 500; then fast-check feeds every operation
 * hostile values (NUL, huge, deep, wrong types, injection strings) as a signed-in system administrator and checks
 * that nothing answers 500 and that a refusal writes nothing.
 */

type Op = { handler: RouteHandler; method: string; path: string; access: string; hasBody: boolean; hasQuery: boolean };

const operations: Op[] = allHandlers().map((handler) => {
  const d = handler.definition;
  return { handler, method: d.method, path: d.path, access: d.access, hasBody: !!d.body, hasQuery: !!d.query };
});
const name = (op: Op) => `${op.method} ${op.path}`;
const uuid = () => crypto.randomUUID();
/** Path parameters filled with ids that exist nowhere. */
const paramsOf = (op: Op) =>
  Object.fromEntries([...op.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], uuid()])) as Record<string, string>;

/** A refusal as the API promises it: 4xx, `[{result: 0, message: 'errors.…', text}]` with the text translated. */
function expectTranslatedRefusal(r: Reply, label: string, language: 'vi' | 'en') {
  expect(r.status, label).toBeGreaterThanOrEqual(400);
  expect(r.status, label).toBeLessThan(500);
  const item = first(r);
  expect(item.result, label).toBe(0);
  expect(item.message, label).toMatch(/^errors\./);
  expect(typeof item.text, label).toBe('string');
  expect(item.text, label).not.toBe(item.message);
  expect(translate(language, item.message), label).not.toBe(item.message);
}

const matrix = { operations: operations.length, cases: 0, fuzz: 0, fiveHundreds: 0 };

describe('every operation × every wrong caller', () => {
  let school: School;
  let staffToken: string;
  let revokedToken: string;
  let parentToken: string;

  beforeAll(async () => {
    school = await makeSchool();
    const principal = await school.addUser({ roles: ['principal'] });
    staffToken = await signIn(principal.username, principal.password);
    revokedToken = await signIn(principal.username, principal.password);
    await (await db())
      .update(sessions)
      .set({ active: false, inactivatedAt: new Date() })
      .where(eq(sessions.tokenHash, sha256(revokedToken)));
    parentToken = await makeParent(school, { token: staffToken, tenantId: school.id });
  });

  it(`covers ${operations.length} operations`, () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it('no token, a revoked token, a malformed tenant-key, and the wrong kind of token: translated 4xx, never 500', async () => {
    for (const op of operations) {
      const base = { method: op.method, params: paramsOf(op), body: op.hasBody ? {} : undefined };
      const cases: { label: string; language: 'vi' | 'en'; token?: string; tenantKey?: string; expect?: number }[] = [
        { label: 'no token', language: 'vi', expect: op.access === 'public' || op.access === 'optional' ? undefined : 401 },
        { label: 'revoked token', language: 'en', token: revokedToken, expect: op.access === 'public' ? undefined : 401 },
        {
          label: 'malformed tenant-key',
          language: 'en',
          token: staffToken,
          tenantKey: 'not//a*key',
          expect: op.access === 'parent' ? 401 : op.access === 'public' ? undefined : 403, // the one answer of every tenant-key failure
        },
      ];
      if (op.access === 'parent') cases.push({ label: 'staff token', language: 'vi', token: staffToken, expect: 401 });
      if (op.access === 'user' || op.access === 'tenant')
        cases.push({ label: 'parent token', language: 'en', token: parentToken, tenantKey: undefined, expect: 401 });
      for (const c of cases) {
        const r = await call(op.handler, {
          ...base,
          token: c.token,
          tenantKey: c.tenantKey,
          language: c.language,
          headers: op.access === 'public' ? { 'x-forwarded-for': randomIp() } : undefined,
        });
        matrix.cases += 1;
        const label = `${name(op)} — ${c.label}: ${r.status} ${JSON.stringify(r.body)?.slice(0, 200)}`;
        if (r.status >= 500) matrix.fiveHundreds += 1;
        expect(r.status, label).toBeLessThan(500);
        if (c.expect !== undefined) {
          expect(r.status, label).toBe(c.expect);
          expectTranslatedRefusal(r, label, c.language);
        }
      }
    }
  });

  it('hostile values in every input: never 500, and a refusal writes nothing', async () => {
    const admin = await makeUser({ isSystemAdmin: true });
    const token = await signIn(admin.username, admin.password);
    const tenantKey = encryptTenantKey(school.id); // one header, decrypted once, as a browser sends it
    const auditCount = async () => {
      const r = await (await db()).execute(sql`select count(*)::int as n from audit_logs where tenant_id = ${school.id}`);
      return Number((r as unknown as { rows: { n: number }[] }).rows[0].n);
    };
    // Calls that would end the fuzzing session itself are left to their own tests.
    const fuzzed = operations.filter((op) => !/session\/inactivate|\/login$/.test(op.path) && (op.hasBody || op.hasQuery));
    for (const op of fuzzed) {
      await fc.assert(
        fc.asyncProperty(inputOf(op), async (input) => {
          const before = await auditCount();
          const r = await call(op.handler, {
            method: op.method,
            params: paramsOf(op),
            token,
            tenantKey,
            language: 'en',
            url: `${op.path.replace(/\{(\w+)\}/g, () => uuid())}${input.query ? `?${input.query}` : ''}`,
            body: op.hasBody ? input.body : undefined,
          });
          matrix.fuzz += 1;
          if (r.status >= 500) matrix.fiveHundreds += 1;
          const label = `${name(op)} ${JSON.stringify(input).slice(0, 300)} → ${r.status} ${JSON.stringify(r.body)?.slice(0, 200)}`;
          expect(r.status, label).toBeLessThan(500);
          if (r.status >= 400) {
            expectTranslatedRefusal(r, label, 'en');
            expect(await auditCount(), label).toBe(before);
          }
        }),
        { numRuns: 8, seed: 20261125 },
      );
    }
    console.log(
      `API matrix: ${matrix.operations} operations × wrong callers = ${matrix.cases} calls; ${matrix.fuzz} hostile inputs; ${matrix.fiveHundreds} answers 500`,
    );
    expect(matrix.fiveHundreds).toBe(0);
  }, 600_000);
});

// --- hostile values ---

const deep = (depth: number): unknown => (depth === 0 ? 'x' : { a: deep(depth - 1) });
const nasty = fc.constantFrom<unknown>(
  '\u0000',
  'a\u0000b',
  'tab\u0007bell',
  "' or 1=1 --",
  "'; drop table students; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '%',
  '𝕏'.repeat(500),
  'x'.repeat(20_000),
  '9'.repeat(400),
  '-1',
  'NaN',
  '1e309',
  '31/02/2026',
  '0000-00-00',
  '00000000-0000-0000-0000-000000000000',
  '{{7*7}}',
  '${jndi:ldap://x}',
  -1,
  2 ** 53,
  1e309,
  Number.MAX_SAFE_INTEGER,
  -0,
  true,
  null,
  [],
  {},
  deep(40),
  ['\u0000'],
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  nasty,
  nasty,
  fc.string({ maxLength: 50 }),
  fc.integer(),
  fc.double(),
  fc.array(nasty, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 10 }), nasty, { maxKeys: 3 }),
);

/** The keys a zod object schema names (when it is one), so that hostile values reach real fields. */
function keysOf(schema: unknown): string[] {
  let s = schema as { shape?: Record<string, unknown>; _zod?: { def?: { shape?: object; in?: unknown; innerType?: unknown; schema?: unknown } } };
  for (let i = 0; i < 5 && s; i++) {
    const shape = s.shape ?? s._zod?.def?.shape;
    if (shape && typeof shape === 'object') return Object.keys(shape);
    s = (s._zod?.def?.in ?? s._zod?.def?.innerType ?? s._zod?.def?.schema) as typeof s;
  }
  return [];
}

function inputOf(op: Op) {
  const d = op.handler.definition;
  const bodyKeys = keysOf(d.body);
  const queryKeys = keysOf(d.query);
  const record = (keys: string[]) =>
    keys.length ? fc.record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] }) : fc.dictionary(fc.string({ maxLength: 8 }), value, { maxKeys: 3 });
  const body = fc.oneof(record(bodyKeys), value);
  const query = record(queryKeys).map((q) =>
    new URLSearchParams(
      Object.entries(q as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v) ?? '']),
    ).toString(),
  );
  return fc.record({ body, query: op.hasQuery ? query : fc.constant('') });
}

// --- a parent with an app account ---

async function makeParent(school: School, as: { token: string; tenantId: string }) {
  const ok = (r: Reply) => {
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r;
  };
  const year = first(
    ok(await call(yearCreate, { ...as, body: { name: `Năm ${rand()}`, start_date: '01/08/2025', end_date: '31/05/2026', is_current: true } })),
  ).id as string;
  const classId = first(
    ok(await call(classCreate, { ...as, body: { name: 'Chồi A', age_group: 'mau_giao_nho', school_year_id: year, capacity: 30, teacher_ids: [] } })),
  ).id as string;
  const studentId = first(
    ok(
      await call(studentCreate, {
        ...as,
        body: {
          code: `HS${rand()}`,
          full_name: 'Nguyễn Văn An',
          gender: 'male',
          date_of_birth: '12/03/2021',
          class_id: classId,
          guardians: [{ full_name: 'Trần Thị Bình', relationship: 'mother', phone: '0912345678', is_primary: true }],
        },
      }),
    ),
  ).id as string;
  const guardianId = ok(await call(studentDetail, { ...as, query: { id: studentId } })).body.response.data.guardians[0].id;
  const username = `ph${rand()}`;
  const created = ok(await call(accountCreate, { ...as, body: { username, guardian_id: guardianId, student_ids: [studentId] } }));
  const password = created.body.response.data.slip.password as string;
  const login = ok(
    await call(appLogin, { body: { username, password, school_code: school.code }, headers: { 'x-forwarded-for': randomIp() } }),
  );
  return login.body.response.data.accessToken as string;
}

