import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { rowsOf } from '@/lib/server/db/rows';
import { env } from '@/lib/server/env';
import { vapid } from '@/lib/server/push/vapid';
import { runPushWorker } from '@/lib/server/push/worker';
import { resolvePublicEndpoint } from '@/lib/server/push/resolve-endpoint';
import { MAX_ATTEMPTS } from '@/lib/server/push/delivery-outcome';
import { PUT as settingsPut } from '@/app/api/app/notification-settings/route';
import { POST as appLogin } from '@/app/api/app/login/route';
import type { NotificationAudience, NotificationEventKind, NotificationParams } from '@/lib/notification-events';
import { call, randomIp } from '../helpers/world';
import { family, ok, world } from '../helpers/parent-world';
import { startPushService, type PushService } from '../helpers/push-service';
import { deliveriesOf, notify, schoolTime, storeSubscription, type Recipient } from '../helpers/push-world';
import { PARENT_SAMPLES, STAFF_SAMPLES, type Sample } from '../helpers/push-samples';

// Web Push delivery (issue 36): what each device receives — decrypted by a push service on loopback that verifies
// the VAPID token — for every kind in both languages; switches, quiet hours, 404/410, retries, give-up, refusals.

let service: PushService;
let tenantId: string;
let parent: Recipient;
let staff: Recipient;
let parentToken: string;
const devices: Record<'parentVi' | 'parentEn' | 'staffVi' | 'staffEn', string> = {
  parentVi: '',
  parentEn: '',
  staffVi: '',
  staffEn: '',
};
const DAY = schoolTime(10, 0);

beforeAll(async () => {
  process.env.PUSH_ALLOW_LOOPBACK = '1';
  expect(env().PUSH_ALLOW_LOOPBACK, 'read after the test set it').toBe(true);
  service = await startPushService(inject('pushCert'));
  const w = await world();
  tenantId = w.school.id;
  const f = await family(w.school, w.p, w.classId, 'Nguyễn An');
  const login = ok(
    await call(appLogin, {
      body: { school_code: w.school.code, username: f.username, password: f.password },
      headers: { 'x-forwarded-for': randomIp() },
    }),
  );
  parentToken = login.body.response.data.accessToken;
  const [{ id: accountId }] = await rowsOf<{ id: string }>(
    await db(),
    sql`select id from app_accounts where tenant_id = ${tenantId} and username = ${f.username}`,
  );
  parent = { tenantId, accountId };
  staff = { userId: (await w.school.addUser({ roles: ['nurse'] })).id };
  for (const [name, owner, locale] of [
    ['parentVi', parent, 'vi'],
    ['parentEn', parent, 'en'],
    ['staffVi', staff, 'vi'],
    ['staffEn', staff, 'en'],
  ] as const) {
    const subscription = service.subscribe();
    await storeSubscription(owner, subscription, locale);
    devices[name] = subscription.endpoint;
  }
});

afterAll(async () => {
  await service?.close();
});

beforeEach(() => service.reset());

async function setParentSwitches(body: Record<string, boolean>) {
  ok(await call(settingsPut, { token: parentToken, body }));
}

function emit<K extends NotificationEventKind>(kind: K, sample: Sample<K>, to: Recipient[], now = DAY) {
  const audience: NotificationAudience =
    'accountId' in to[0] ? { type: 'school' } : { type: 'staff', menu: 'medicine', action: 'view', classId: null };
  return notify(
    tenantId,
    { kind, audience, params: sample.params as NotificationParams[K], url: sample.url, tag: sample.tag },
    to,
    now,
  );
}

const pass = (now = DAY, more: Parameters<typeof runPushWorker>[0] = {}) => runPushWorker({ now, tenantId, ...more });

describe('what each device receives', () => {
  it('every kind reaches its recipient’s devices, in each device’s language, with its link, tag and VAPID token', async () => {
    await setParentSwitches({ attendance: true });
    const kinds: [NotificationEventKind, Sample<never>, 'parent' | 'staff'][] = [
      ...Object.entries(PARENT_SAMPLES).map(([k, s]) => [k, s, 'parent'] as never),
      ...Object.entries(STAFF_SAMPLES).map(([k, s]) => [k, s, 'staff'] as never),
    ];
    for (const [kind, sample, side] of kinds) await emit(kind, sample, [side === 'parent' ? parent : staff]);
    const counts = await pass();
    expect(counts.sent).toBe(kinds.length * 2);
    expect(service.refused).toEqual([]);

    for (const [kind, sample, side] of kinds) {
      for (const lang of ['vi', 'en'] as const) {
        const device = devices[`${side}${lang === 'vi' ? 'Vi' : 'En'}`];
        const got = service
          .for(device)
          .filter((r) => r.payload.tag === sample.tag && r.payload.title === sample[lang].title);
        expect(got, `${kind} ${lang}`).toHaveLength(1);
        const [r] = got;
        expect(r.payload, `${kind} ${lang}`).toEqual({
          title: sample[lang].title,
          body: sample[lang].body,
          url: `${lang === 'en' ? '/en' : ''}${sample.url}`,
          tag: sample.tag,
        });
        expect(r.urgency, kind).toBe(['dose_given', 'dose_not_given', 'dose_due'].includes(kind) ? 'high' : 'normal');
        expect(r.topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
        expect(r.ttl).toBeGreaterThan(86_400 - 120);
        expect(r.ttl).toBeLessThanOrEqual(86_400);
        expect(r.vapid.k).toBe(vapid().publicKey);
        expect(r.vapid.aud).toBe(service.origin);
        expect(r.vapid.sub).toMatch(/^(mailto:|https:)/);
        expect(r.vapid.exp * 1000).toBeGreaterThan(Date.now());
      }
    }
    // A second notice of the same thing carries the same topic, so the push service replaces an undelivered one.
    const tagTopics = new Map<string, Set<string>>();
    for (const r of service.received)
      tagTopics.set(r.payload.tag, (tagTopics.get(r.payload.tag) ?? new Set()).add(r.topic!));
    for (const [tag, topics] of tagTopics) expect(topics.size, tag).toBe(1);
    await setParentSwitches({ attendance: false });
  });

  it('a switch turned off sends no push of its kinds (the inbox row is still written); attendance is off by default', async () => {
    await setParentSwitches({ news: false });
    const news = await emit('news_published', PARENT_SAMPLES.news_published, [parent]);
    const checkIn = await emit('checked_in', PARENT_SAMPLES.checked_in, [parent]);
    const invoice = await emit('invoice_issued', PARENT_SAMPLES.invoice_issued, [parent]);
    await (
      await db()
    ).execute(
      sql`insert into user_notification_settings (user_id, kind, enabled) values (${(staff as { userId: string }).userId}, 'requests', false)`,
    );
    const absence = await emit('absence_requested', STAFF_SAMPLES.absence_requested, [staff]);
    const dose = await emit('dose_due', STAFF_SAMPLES.dose_due, [staff]);
    await pass();

    const [inbox] = await rowsOf<{ n: number }>(
      await db(),
      sql`select count(*)::int as n from notifications where id = any(${`{${[...news, ...checkIn, ...absence].join(',')}}`}::uuid[])`,
    );
    expect(inbox.n).toBe(3);
    expect(await deliveriesOf([...news, ...checkIn, ...absence])).toEqual([]);
    expect(service.received.map((r) => r.payload.tag).sort()).toEqual(
      [...Array(2).fill('dose:d3'), ...Array(2).fill('invoice:i1')].sort(),
    );
    expect((await deliveriesOf([...invoice, ...dose])).map((d) => d.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
    await setParentSwitches({ news: true });
    await (
      await db()
    ).execute(sql`delete from user_notification_settings where user_id = ${(staff as { userId: string }).userId}`);
  });
});

describe('quiet hours (21:00–06:30 school time)', () => {
  it('hold a push until 06:30, let a dose through at once, and drop a check-in that would wait', async () => {
    await setParentSwitches({ attendance: true });
    const night = schoolTime(22, 15);
    const morning = new Date(schoolTime(6, 30).getTime() + 86_400_000);
    const news = await emit('news_published', PARENT_SAMPLES.news_published, [parent], night);
    const dose = await emit('dose_not_given', PARENT_SAMPLES.dose_not_given, [parent], night);
    const checkOut = await emit('checked_out', PARENT_SAMPLES.checked_out, [parent], night);

    expect(await deliveriesOf(checkOut)).toEqual([]);
    const held = await deliveriesOf(news);
    expect(held.map((d) => d.next_attempt_at.toISOString())).toEqual([morning.toISOString(), morning.toISOString()]);
    expect(held[0].expires_at.getTime() - morning.getTime()).toBe(86_400_000);

    await pass(night);
    expect(service.received.map((r) => r.payload.tag)).toEqual(['dose:d2', 'dose:d2']);
    await pass(new Date(morning.getTime() - 60_000));
    expect(service.received).toHaveLength(2);
    await pass(morning);
    expect(service.received.map((r) => r.payload.tag).sort()).toEqual(
      [
        'dose:d2',
        'dose:d2',
        'news:11111111-1111-4111-8111-111111111111',
        'news:11111111-1111-4111-8111-111111111111',
      ].sort(),
    );
    expect((await deliveriesOf([...news, ...dose])).every((d) => d.status === 'sent')).toBe(true);
    await setParentSwitches({ attendance: false });
  });

  it('a push queued at 20:59 and claimed after 21:00 is held, not sent, and goes at 06:30 with its try given back', async () => {
    const ids = await emit('event_created', PARENT_SAMPLES.event_created, [parent], schoolTime(20, 59));
    expect(await pass(schoolTime(21, 5))).toMatchObject({ claimed: 2, held: 2, sent: 0 });
    expect(service.requests).toEqual([]);
    const morning = new Date(schoolTime(6, 30).getTime() + 86_400_000);
    expect((await deliveriesOf(ids)).map((d) => [d.status, d.attempts, d.next_attempt_at.toISOString()])).toEqual([
      ['pending', 0, morning.toISOString()],
      ['pending', 0, morning.toISOString()],
    ]);
    expect(await pass(morning)).toMatchObject({ claimed: 2, sent: 2 });
  });

  it('an early-morning push (05:00) waits for 06:30 the same day; one at 06:30 goes at once', async () => {
    const early = await emit('survey_opened', PARENT_SAMPLES.survey_opened, [parent], schoolTime(5, 0));
    expect((await deliveriesOf(early))[0].next_attempt_at.toISOString()).toBe(schoolTime(6, 30).toISOString());
    const onTime = await emit('survey_opened', PARENT_SAMPLES.survey_opened, [parent], schoolTime(6, 30));
    expect((await deliveriesOf(onTime))[0].next_attempt_at.toISOString()).toBe(schoolTime(6, 30).toISOString());
    await pass(schoolTime(6, 30));
  });
});

describe('what the push service answers', () => {
  async function ownDevice(status?: number, times?: number) {
    const subscription = service.subscribe();
    const id = await storeSubscription(parent, subscription, 'vi');
    if (status) service.behave(subscription.endpoint, { status, times });
    return { id, endpoint: subscription.endpoint };
  }
  const subscriptionExists = async (id: string) =>
    (await rowsOf(await db(), sql`select 1 from push_subscriptions where id = ${id}`)).length === 1;

  it('410 and 404 remove the subscription at once, with its deliveries; the other devices still get theirs', async () => {
    const gone = await ownDevice(410);
    const missing = await ownDevice(404);
    const ids = await emit('event_created', PARENT_SAMPLES.event_created, [parent]);
    expect(await deliveriesOf(ids)).toHaveLength(4);
    const counts = await pass();
    expect(counts).toMatchObject({ sent: 2, gone: 2 });
    expect(await subscriptionExists(gone.id)).toBe(false);
    expect(await subscriptionExists(missing.id)).toBe(false);
    expect((await deliveriesOf(ids)).map((d) => d.status)).toEqual(['sent', 'sent']);
    expect(service.for(devices.parentVi)).toHaveLength(1);
  });

  it('a 500 is retried after a backoff, then delivered; the subscription records its success', async () => {
    const device = await ownDevice(500, 1);
    const ids = await emit('event_tomorrow', PARENT_SAMPLES.event_tomorrow, [parent]);
    await pass();
    const [retry] = (await deliveriesOf(ids)).filter((d) => d.subscription_id === device.id);
    expect(retry).toMatchObject({ status: 'pending', attempts: 1, last_status: 500, last_error: 'try again' });
    expect(retry.next_attempt_at.getTime() - DAY.getTime()).toBe(30_000);
    expect(await pass(new Date(DAY.getTime() + 29_000))).toMatchObject({ claimed: 0 });
    expect(await pass(new Date(DAY.getTime() + 30_000))).toMatchObject({ claimed: 1, sent: 1 });
    expect(service.for(device.endpoint).map((r) => r.payload.title)).toEqual(['Ngày mai: Tết thiếu nhi']);
    const [sub] = await rowsOf<{ last_success_at: string | null }>(
      await db(),
      sql`select last_success_at from push_subscriptions where id = ${device.id}`,
    );
    expect(sub.last_success_at).not.toBeNull();
  });

  it(`gives up after ${MAX_ATTEMPTS} tries with exponential backoff, recording the last answer`, async () => {
    const device = await ownDevice(503);
    const ids = await emit('survey_closing', PARENT_SAMPLES.survey_closing, [parent]);
    let now = DAY;
    const gaps: number[] = [];
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await pass(now);
      const [d] = (await deliveriesOf(ids)).filter((x) => x.subscription_id === device.id);
      if (d.status === 'pending') {
        gaps.push((d.next_attempt_at.getTime() - now.getTime()) / 1000);
        now = d.next_attempt_at;
      }
    }
    expect(gaps).toEqual([30, 60, 120, 240, 480, 960, 1920]);
    const [d] = (await deliveriesOf(ids)).filter((x) => x.subscription_id === device.id);
    expect(d).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, last_status: 503 });
    expect(await subscriptionExists(device.id)).toBe(true);
    expect(service.requests.filter((e) => e === device.endpoint)).toHaveLength(MAX_ATTEMPTS);
  });

  it('a 429 comes back after its Retry-After, another 4xx fails at once, and a push that hangs past the timeout is retried', async () => {
    const limited = await ownDevice(429, 1);
    const tooBig = await ownDevice(413);
    const hanging = service.subscribe();
    const hangId = await storeSubscription(parent, hanging, 'vi');
    service.behave(hanging.endpoint, { hang: true });
    const ids = await emit('payment_recorded', PARENT_SAMPLES.payment_recorded, [parent]);
    const started = Date.now();
    await pass(DAY, { timeoutMs: 500 });
    expect(Date.now() - started).toBeLessThan(5_000);
    const byDevice = new Map((await deliveriesOf(ids)).map((d) => [d.subscription_id, d]));
    expect(byDevice.get(limited.id)).toMatchObject({ status: 'pending', last_status: 429 });
    expect(byDevice.get(limited.id)!.next_attempt_at.getTime() - DAY.getTime()).toBe(120_000);
    expect(byDevice.get(tooBig.id)).toMatchObject({ status: 'failed', attempts: 1, last_status: 413 });
    expect(byDevice.get(hangId)).toMatchObject({ status: 'pending', last_status: null, last_error: 'timeout' });
    await (
      await db()
    ).execute(sql`delete from push_subscriptions where id in (${limited.id}, ${tooBig.id}, ${hangId})`);
  });

  it('an endpoint on a private or metadata address is refused without a request; loopback only with PUSH_ALLOW_LOOPBACK', async () => {
    for (const url of [
      'https://10.1.2.3/push/x',
      'https://169.254.169.254/latest',
      'https://[fd00::1]/p',
      'https://192.168.1.1/p',
      'https://[::ffff:10.0.0.1]/p',
      'http://127.0.0.1/p',
    ])
      await expect(resolvePublicEndpoint(url), url).rejects.toThrow(/^endpoint/);
    await expect(resolvePublicEndpoint('https://127.0.0.1:1/p')).resolves.toEqual({ address: '127.0.0.1', family: 4 });
    const inside = service.subscribe();
    const id = await storeSubscription(parent, { ...inside, endpoint: 'https://10.0.0.7/push/abc' }, 'vi');
    const ids = await emit('message_answered', PARENT_SAMPLES.message_answered, [parent]);
    await pass();
    const [d] = (await deliveriesOf(ids)).filter((x) => x.subscription_id === id);
    expect(d).toMatchObject({ status: 'failed', last_error: 'endpoint refused: private address' });
    expect(service.for(devices.parentVi)).toHaveLength(1);
  });
});
