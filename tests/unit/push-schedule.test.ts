import { describe, expect, it } from 'vitest';
import { quietHoursEnd } from '@/lib/server/push/quiet-hours';
import { MAX_ATTEMPTS, outcomeOf } from '@/lib/server/push/delivery-outcome';
import { pushPayload, topicOf } from '@/lib/server/push/push-payload';

// When a push may go (quiet hours in school time, UTC+7) and what a push service's answer does to it.

const vn = (iso: string) => new Date(`${iso}+07:00`);

describe('quiet hours, 21:00–06:30 school time', () => {
  it('lets a push go in the day and holds one in the evening or early morning until 06:30', () => {
    expect(quietHoursEnd(vn('2027-03-02T06:30:00'))).toBeNull();
    expect(quietHoursEnd(vn('2027-03-02T12:00:00'))).toBeNull();
    expect(quietHoursEnd(vn('2027-03-02T20:59:59'))).toBeNull();
    expect(quietHoursEnd(vn('2027-03-02T21:00:00'))).toEqual(vn('2027-03-03T06:30:00'));
    expect(quietHoursEnd(vn('2027-03-02T23:59:00'))).toEqual(vn('2027-03-03T06:30:00'));
    expect(quietHoursEnd(vn('2027-03-03T00:10:00'))).toEqual(vn('2027-03-03T06:30:00'));
    expect(quietHoursEnd(vn('2027-03-03T06:29:00'))).toEqual(vn('2027-03-03T06:30:00'));
    // The last evening of a month and of a year.
    expect(quietHoursEnd(vn('2027-12-31T22:00:00'))).toEqual(vn('2028-01-01T06:30:00'));
  });
});

describe('what an answer does to a delivery', () => {
  const now = new Date('2027-03-02T03:00:00Z');
  const delivery = (attempts: number, hours = 24, urgent = false) => ({
    id: 'd',
    attempts,
    expiresAt: new Date(now.getTime() + hours * 3_600_000),
    urgent,
  });

  const answer = (status: number | null, retryAfterMs: number | null = null) => ({ status, retryAfterMs, error: 'x' });

  it('2xx is sent, 404 and 410 are gone, another 4xx fails at once', () => {
    expect(outcomeOf(delivery(1), answer(201), now).kind).toBe('sent');
    expect(outcomeOf(delivery(1), answer(410), now).kind).toBe('gone');
    expect(outcomeOf(delivery(1), answer(404), now).kind).toBe('gone');
    expect(outcomeOf(delivery(1), answer(400), now)).toMatchObject({ kind: 'failed', status: 400 });
    expect(outcomeOf(delivery(1), answer(413), now)).toMatchObject({ kind: 'failed', status: 413 });
  });

  it('429, 5xx and no answer come back after 30 s · 2^(tries−1), at most an hour, at least Retry-After', () => {
    const gap = (o: ReturnType<typeof outcomeOf>) =>
      o.kind === 'retry' ? (o.nextAt.getTime() - now.getTime()) / 1000 : o.kind;
    expect(gap(outcomeOf(delivery(1), answer(500), now))).toBe(30);
    expect(gap(outcomeOf(delivery(3), answer(503), now))).toBe(120);
    expect(gap(outcomeOf(delivery(2), answer(null), now))).toBe(60);
    expect(gap(outcomeOf(delivery(7), answer(429), now))).toBe(1920);
    expect(gap(outcomeOf(delivery(1), answer(429, 600_000), now))).toBe(600);
    expect(gap(outcomeOf(delivery(1), answer(429, 86_400_000), now))).toBe(3600);
  });

  it('a retry that would fall in quiet hours waits for 06:30, unless the push is a dose', () => {
    const evening = vn('2027-03-02T20:59:50');
    const late = { id: 'd', attempts: 1, expiresAt: vn('2027-03-03T20:00:00'), urgent: false };
    expect(outcomeOf(late, answer(500), evening)).toMatchObject({ kind: 'retry', nextAt: vn('2027-03-03T06:30:00') });
    expect(outcomeOf({ ...late, urgent: true }, answer(500), evening)).toMatchObject({
      kind: 'retry',
      nextAt: vn('2027-03-02T21:00:20'),
    });
  });

  it(`gives up after ${MAX_ATTEMPTS} tries, or when the next try would come after the expiry`, () => {
    expect(outcomeOf(delivery(MAX_ATTEMPTS), answer(500), now)).toMatchObject({ kind: 'failed', status: 500 });
    expect(outcomeOf(delivery(2, 0.01), answer(500), now)).toMatchObject({ kind: 'failed', status: 500 });
  });
});

describe('the payload', () => {
  it('is in the device’s language with the link under /en for English, and the topic is 32 URL-safe characters', () => {
    const notice = { kind: 'news_published', params: { title: 'Hội chợ' }, url: '/parent/news/1', tag: 'news:1' };
    expect(pushPayload('vi', notice)).toEqual({
      title: 'Tin mới: Hội chợ',
      body: 'Nhà trường vừa đăng một tin mới. Chạm để đọc.',
      url: '/parent/news/1',
      tag: 'news:1',
    });
    expect(pushPayload('en', notice)).toMatchObject({ title: 'New post: Hội chợ', url: '/en/parent/news/1' });
    expect(topicOf('news:1')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(topicOf('news:1')).toBe(topicOf('news:1'));
    expect(topicOf('news:2')).not.toBe(topicOf('news:1'));
  });
});
