import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/server/db/client';
import { sessions } from '@/lib/server/db/schema';
import { sha256 } from '@/lib/server/crypto/token';
import { encryptTenantKey } from '@/lib/server/crypto/tenant-key';
import { sessionBudget, spendSessionBudget } from '@/lib/server/http/request-budget';
import { GET as ping } from '@/app/api/webadmin/Health/ping/route';
import { translate } from '@/lib/i18n/translate';
import { call, makeSchool, signIn } from '../helpers/world';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('the tenant-key answers the same for every failure; a session has a request budget', () => {
  let token: string;
  let other: string;
  let foreignSchool: string;
  beforeAll(async () => {
    const [school, foreign] = await Promise.all([makeSchool(), makeSchool()]);
    foreignSchool = foreign.id;
    const user = await school.addUser({ roles: ['principal'] });
    token = await signIn(user.username, user.password);
    const someone = await school.addUser({ roles: ['teacher'] });
    other = await signIn(someone.username, someone.password);
  });

  // Each a new header (random padding, or random bytes), so nothing comes from a cache.
  const failures: Record<string, () => string> = {
    'random bytes (wrong padding)': () => crypto.randomBytes(256).toString('base64'),
    'a well-padded unknown school': () => encryptTenantKey(crypto.randomUUID()),
    'a well-padded school of someone else': () => encryptTenantKey(foreignSchool),
    'a well-padded value that is no school id': () => encryptTenantKey(`x${crypto.randomBytes(4).toString('hex')}`),
    'text that is not base64': () => `not base64 ${crypto.randomBytes(4).toString('hex')}`,
  };

  it('answers one status and message whether the padding or the school is wrong, in about the same time', async () => {
    const answers = new Set<string>();
    const times: Record<string, number[]> = Object.fromEntries(Object.keys(failures).map((k) => [k, []]));
    for (let round = 0; round < 15; round++) {
      for (const [kind, header] of Object.entries(failures)) {
        const tenantKey = header();
        const started = performance.now();
        const r = await call(ping, { token, tenantKey, language: 'en' });
        times[kind].push(performance.now() - started);
        answers.add(JSON.stringify([r.status, r.body, r.headers.get('content-type')]));
      }
    }
    expect([...answers]).toEqual([
      JSON.stringify([403, [{ result: 0, id: null, message: 'errors.tenant_forbidden', text: translate('en', 'errors.tenant_forbidden') }], 'application/json']),
    ]);
    const medians = Object.fromEntries(Object.entries(times).map(([k, t]) => [k, median(t)]));
    const padding = medians['random bytes (wrong padding)'];
    const school = medians['a well-padded unknown school'];
    console.info(`tenant-key failure medians (ms): ${JSON.stringify(medians, (_, v) => (typeof v === 'number' ? Math.round(v * 100) / 100 : v))}`);
    expect(Math.abs(padding - school)).toBeLessThan(Math.max(3, 0.5 * Math.max(padding, school)));
  });

  it('gives a signed-in session hundreds of calls a second, then 429, without touching another session', async () => {
    const { perSecond, burst } = sessionBudget();
    expect(perSecond).toBeGreaterThanOrEqual(200);
    // A screen's worth of calls at once passes.
    const replies = await Promise.all(Array.from({ length: 50 }, () => call(ping, { token })));
    expect(replies.map((r) => r.status)).toEqual(Array(50).fill(200));
    // A flood from one token: what passes is the burst and what refilled while the calls ran; the rest is 429.
    const started = performance.now();
    const flood = await Promise.all(Array.from({ length: burst + 1500 }, () => call(ping, { token })));
    const seconds = (performance.now() - started) / 1000;
    const passed = flood.filter((r) => r.status === 200).length;
    expect(flood.filter((r) => r.status !== 200).every((r) => r.status === 429)).toBe(true);
    expect(passed).toBeGreaterThan(burst - 60);
    expect(passed).toBeLessThanOrEqual(burst + perSecond * seconds + 1);
    console.info(`one token, ${flood.length} calls at once: ${passed} answered in ${seconds.toFixed(2)} s, ${flood.length - passed} refused (429)`);
    // Drained for the next call: spent at once, with no time to refill.
    try {
      const [session] = await (await db()).select({ id: sessions.id }).from(sessions).where(eq(sessions.tokenHash, sha256(token)));
      for (let i = 0; i < burst * 2; i++) spendSessionBudget(session.id, Date.now() + 1000);
    } catch {
      // the bucket is empty for the next second
    }
    const refused = await call(ping, { token, language: 'en' });
    expect(refused.status).toBe(429);
    expect(refused.body[0].message).toBe('errors.too_many_requests');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Another session of the same school is not affected.
    expect((await call(ping, { token: other })).status).toBe(200);
  });
});
