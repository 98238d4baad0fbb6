import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { sessions } from '@/lib/server/db/schema';
import { sha256 } from '@/lib/server/crypto/token';
import { GET as sessionList } from '@/app/api/webadmin/session/get-list/route';
import { PUT as inactivate } from '@/app/api/webadmin/session/inactivate/[session_id]/route';
import { PUT as inactivateByUser } from '@/app/api/webadmin/session/inactivate-by-user/route';
import { PUT as inactivateByToken } from '@/app/api/webadmin/session/inactivate-by-token/[hashed_token]/route';
import { GET as userDetail } from '@/app/api/webadmin/User/get-detail-by-token/route';
import { UA, call, first, makeSchool, signIn, type School, type TestUser } from '../helpers/world';

/** What a clock in Vietnam (UTC+7, no summer time) shows for an instant: dd/MM/yyyy HH:mm. */
function vietnamText(iso: string) {
  const d = new Date(Date.parse(iso) + 7 * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}/${p(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
}

const LIST_QUERY = { page: 1, page_size: 100, order_by: 'newest_top', active_status: 'active' };

async function isSignedIn(token: string) {
  return (await call(userDetail, { token })).status === 200;
}

describe('session calls', () => {
  let school: School;

  beforeAll(async () => {
    school = await makeSchool();
  });

  describe('GET /api/webadmin/session/get-list', () => {
    let me: TestUser;
    let tokens: string[];

    beforeAll(async () => {
      me = await school.addUser();
      const other = await school.addUser();
      tokens = [];
      for (const userAgent of [UA.chromeWindows, UA.iphone, UA.samsung]) {
        tokens.push(await signIn(me.username, me.password, { userAgent }));
      }
      await signIn(other.username, other.password);
    });

    it("lists only the caller's own sessions, newest first, with the spec's fields", async () => {
      const r = await call(sessionList, { token: tokens[0], query: LIST_QUERY });
      expect(r.status).toBe(200);
      const { data, total } = r.body.response;
      expect(total).toBe(3);
      expect(data).toHaveLength(3);
      const database = await db();
      const mine = await database.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, me.id));
      expect(data.map((s: { session_id: string }) => s.session_id).sort()).toEqual(mine.map((s) => s.id).sort());

      const created = data.map((s: { created_at: string }) => Date.parse(s.created_at));
      expect([...created].sort((x, y) => y - x)).toEqual(created);
      expect(data.filter((s: { is_current: boolean }) => s.is_current)).toHaveLength(1);
      for (const s of data) {
        expect(s.active).toBe(true);
        expect(s.token_expired_at_text).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
        expect(s.token_expired_at_text).toBe(vietnamText(s.token_expired_at));
        expect(typeof s.user_agent).toBe('string');
        const ua = JSON.parse(s.user_agent);
        expect(ua.Device).toHaveProperty('Brand');
        expect(ua.Device).toHaveProperty('Family');
        expect(ua.Device).toHaveProperty('Model');
        expect(ua.UA).toHaveProperty('Family');
        expect(ua.UA).toHaveProperty('Major');
      }
    });

    it('describes the device and browser of each session', async () => {
      const { data } = (await call(sessionList, { token: tokens[0], query: LIST_QUERY })).body.response;
      const agents = data.map((s: { user_agent: string }) => JSON.parse(s.user_agent));
      // Newest first: Samsung, iPhone, Windows.
      expect(agents[0].Device).toMatchObject({ Brand: 'Samsung', Model: 'SM-S918B' });
      expect(agents[0].UA).toEqual({ Family: 'Chrome', Major: '123' });
      expect(agents[1].Device).toMatchObject({ Brand: 'Apple', Model: 'iPhone' });
      expect(agents[1].UA).toEqual({ Family: 'Mobile Safari', Major: '17' });
      expect(agents[2].UA).toEqual({ Family: 'Chrome', Major: '124' });
      expect(agents[2].Device.Family).toBe('Windows');
    });

    it('pages, orders oldest first on request, and refuses a page size above 100', async () => {
      const page = await call(sessionList, {
        token: tokens[0],
        query: { ...LIST_QUERY, page_size: 2, order_by: 'oldest_top' },
      });
      expect(page.body.response.total).toBe(3);
      expect(page.body.response.data).toHaveLength(2);
      const created = page.body.response.data.map((s: { created_at: string }) => Date.parse(s.created_at));
      expect(created[0]).toBeLessThanOrEqual(created[1]);
      const second = await call(sessionList, { token: tokens[0], query: { ...LIST_QUERY, page: 2, page_size: 2 } });
      expect(second.body.response.data).toHaveLength(1);

      const tooBig = await call(sessionList, { token: tokens[0], query: { ...LIST_QUERY, page_size: 101 } });
      expect(tooBig.status).toBe(400);
      expect(Object.keys(first(tooBig).fields)).toEqual(['page_size']);
      const badOrder = await call(sessionList, { token: tokens[0], query: { ...LIST_QUERY, order_by: 'random' } });
      expect(badOrder.status).toBe(400);
    });

    it('needs a signed-in user', async () => {
      expect((await call(sessionList, { query: LIST_QUERY })).status).toBe(401);
    });
  });

  describe('PUT /api/webadmin/session/inactivate/{session_id}', () => {
    it('signs out one of my other sessions; it leaves the active list and its token stops working', async () => {
      const me = await school.addUser();
      const current = await signIn(me.username, me.password);
      const phone = await signIn(me.username, me.password, { userAgent: UA.iphone });
      const database = await db();
      const [phoneRow] = await database
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, sha256(phone)));

      const r = await call(inactivate, { token: current, params: { session_id: phoneRow.id } });
      expect(r.status).toBe(200);
      expect(r.body).toEqual([expect.objectContaining({ result: 1, id: phoneRow.id, message: 'sessions.ended' })]);

      expect(await isSignedIn(phone)).toBe(false);
      expect(await isSignedIn(current)).toBe(true);
      const list = await call(sessionList, { token: current, query: LIST_QUERY });
      expect(list.body.response.data.map((s: { session_id: string }) => s.session_id)).not.toContain(phoneRow.id);
      const ended = await call(sessionList, { token: current, query: { ...LIST_QUERY, active_status: 'inactive' } });
      expect(ended.body.response.data).toEqual([expect.objectContaining({ session_id: phoneRow.id, active: false })]);

      // Twice: it is no longer an active session.
      expect((await call(inactivate, { token: current, params: { session_id: phoneRow.id } })).status).toBe(404);
    });

    it("answers 404 for someone else's session and leaves it active", async () => {
      const me = await school.addUser();
      const them = await school.addUser();
      const mine = await signIn(me.username, me.password);
      const theirs = await signIn(them.username, them.password);
      const database = await db();
      const [row] = await database
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, sha256(theirs)));

      const r = await call(inactivate, { token: mine, params: { session_id: row.id } });
      expect(r.status).toBe(404);
      expect(first(r)).toMatchObject({ result: 0, message: 'errors.not_found' });
      const [after] = await database.select().from(sessions).where(eq(sessions.id, row.id));
      expect(after.active).toBe(true);
      expect(await isSignedIn(theirs)).toBe(true);
    });

    it('refuses an id that is not a uuid', async () => {
      const me = await school.addUser();
      const token = await signIn(me.username, me.password);
      const r = await call(inactivate, { token, params: { session_id: 'not-a-uuid' } });
      expect(r.status).toBe(400);
      expect(Object.keys(first(r).fields)).toEqual(['session_id']);
    });
  });

  describe('PUT /api/webadmin/session/inactivate-by-user', () => {
    it('signs out every session of the caller, this one included, and no one else', async () => {
      const me = await school.addUser();
      const them = await school.addUser();
      const mine = [
        await signIn(me.username, me.password),
        await signIn(me.username, me.password, { userAgent: UA.samsung }),
      ];
      const theirs = await signIn(them.username, them.password);

      const r = await call(inactivateByUser, { token: mine[0] });
      expect(r.status).toBe(200);
      expect(first(r)).toMatchObject({ result: 1, id: me.id, message: 'sessions.ended' });

      for (const token of mine) expect(await isSignedIn(token)).toBe(false);
      expect(await isSignedIn(theirs)).toBe(true);
      const next = await call(userDetail, { token: mine[1] });
      expect(next.status).toBe(401);
      expect(first(next).message).toBe('errors.session_expired');
    });
  });

  describe('PUT /api/webadmin/session/inactivate-by-token/{hashed_token}', () => {
    it('ends the session whose token has that SHA-256; the next call answers 401', async () => {
      const me = await school.addUser();
      const token = await signIn(me.username, me.password);
      const other = await signIn(me.username, me.password);

      const r = await call(inactivateByToken, { token, params: { hashed_token: sha256(token) } });
      expect(r.status).toBe(200);
      expect(first(r)).toMatchObject({ result: 1, message: 'sessions.ended' });
      expect((await call(userDetail, { token })).status).toBe(401);
      // Only that session ends.
      expect(await isSignedIn(other)).toBe(true);
    });

    it('accepts the hash in upper case too', async () => {
      const me = await school.addUser();
      const token = await signIn(me.username, me.password);
      const r = await call(inactivateByToken, { token, params: { hashed_token: sha256(token).toUpperCase() } });
      expect(r.status).toBe(200);
      expect(await isSignedIn(token)).toBe(false);
    });

    it('does not end another session through its hash, and refuses what is not a hash', async () => {
      const me = await school.addUser();
      const token = await signIn(me.username, me.password);
      const other = await signIn(me.username, me.password);
      const r = await call(inactivateByToken, { token, params: { hashed_token: sha256(other) } });
      expect(r.status).toBe(404);
      expect(await isSignedIn(other)).toBe(true);
      expect(await isSignedIn(token)).toBe(true);

      const bad = await call(inactivateByToken, { token, params: { hashed_token: 'abc' } });
      expect(bad.status).toBe(400);
      expect(first(bad).field_keys).toEqual({ hashed_token: 'errors.token_invalid' });
    });
  });
});
