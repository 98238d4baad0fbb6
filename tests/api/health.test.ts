import { describe, expect, it } from 'vitest';
import { GET as live } from '@/app/api/webadmin/Health/live/route';
import { GET as ping } from '@/app/api/webadmin/Health/ping/route';
import { BURST } from '@/lib/server/http/request-budget';
import { call, first, makeSchool, makeUser, randomIp, signIn } from '../helpers/world';

describe('GET /api/webadmin/Health/ping', () => {
  it('answers 401 without a token or with an unknown one', async () => {
    const none = await call(ping, {});
    expect(none.status).toBe(401);
    expect(first(none).result).toBe(0);
    expect((await call(ping, { token: 'not-a-token' })).status).toBe(401);
  });

  it('answers {} in the data envelope to a signed-in member of the school, whatever their rights', async () => {
    const school = await makeSchool();
    for (const roles of [['principal'], ['nurse']]) {
      const user = await school.addUser({ roles });
      const token = await signIn(user.username, user.password);
      const r = await call(ping, { token, tenantId: school.id });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body).toEqual({ response: { data: {} } });
      // Without the header the user's default school is used.
      expect((await call(ping, { token })).body).toEqual({ response: { data: {} } });
    }
  });

  it('refuses another school and a user without a school', async () => {
    const [a, b] = await Promise.all([makeSchool(), makeSchool()]);
    const user = await a.addUser();
    const token = await signIn(user.username, user.password);
    expect((await call(ping, { token, tenantId: b.id })).status).toBe(403);
    const loner = await makeUser();
    expect((await call(ping, { token: await signIn(loner.username, loner.password) })).status).toBe(403);
  });
});

describe('GET /api/webadmin/Health/live', () => {
  it('answers {} to anyone, with or without a token, even a bad one', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const r = await call(live, { token });
      expect(r.status).toBe(200);
      expect(r.body).toEqual({ response: { data: {} } });
    }
  });

  it('spends no per-address budget: a probe (or a load test) from one address is never answered 429', async () => {
    const ip = randomIp();
    for (let i = 0; i <= BURST + 10; i++) {
      const r = await call(live, { headers: { 'x-forwarded-for': ip } });
      if (r.status !== 200) throw new Error(`call ${i}: ${r.status}`);
    }
  });
});
