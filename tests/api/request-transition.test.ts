import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { rowsOf } from '@/lib/server/db/rows';
import { REVIEW_KINDS, transitionsOf, type RequestKind } from '@/lib/server/requests/review-kinds';
import { POST as absenceCreate } from '@/app/api/app/absences/create/route';
import { POST as medicineCreate } from '@/app/api/app/medicine-requests/create/route';
import { POST as messageCreate } from '@/app/api/app/messages/create/route';
import { POST as vaccineCreate } from '@/app/api/app/vaccines/create/route';
import { addDays, schoolToday } from '@/lib/school-time';
import { translate } from '@/lib/i18n/translate';
import { call, first } from '../helpers/world';
import { ok, requestsWorld, type RequestsWorld } from '../helpers/requests-world';

// The database keeps every review kind's states whatever the write path: the trigger `request_transition` of each
// kind's table is given the kind's transitions (migration 0034), and a status written directly in SQL that the kind
// does not allow is refused.

const KINDS = Object.keys(REVIEW_KINDS) as RequestKind[];

describe('the review workflow in the database', () => {
  let w: RequestsWorld;
  beforeAll(async () => {
    w = await requestsWorld();
  });

  it('gives each kind’s trigger exactly the transitions the kind declares', async () => {
    const database = await db();
    for (const kind of KINDS) {
      const [row] = await rowsOf<{ def: string }>(
        database,
        sql`select pg_get_triggerdef(t.oid) as def from pg_trigger t
          where t.tgrelid = ${REVIEW_KINDS[kind].table}::regclass and t.tgname = 'request_transition'`,
      );
      const args = [...(row?.def ?? '').matchAll(/'([a-z_]+>[a-z_]+)'/g)].map((m) => m[1]);
      expect(args.sort(), kind).toEqual(transitionsOf(kind).sort());
      // Every state a move names is one of the kind's, worded in both languages.
      for (const state of args.flatMap((a) => a.split('>'))) {
        expect(REVIEW_KINDS[kind].states, kind).toContain(state);
        for (const locale of ['vi', 'en']) {
          expect(translate(locale, `${REVIEW_KINDS[kind].namespace}.statuses.${state}`), state).not.toMatch(/statuses/);
        }
      }
    }
  });

  it('refuses an illegal change of state written directly in SQL, for each kind, and allows the legal ones', async () => {
    const day = addDays(schoolToday(), 3);
    const made = async (handler: Parameters<typeof call>[0], body: Record<string, unknown>) =>
      first(ok(await call(handler, { token: w.parentAn, body }))).id as string;
    const ids: Record<RequestKind, string> = {
      absence: await made(absenceCreate, { student_id: w.an, from_date: day, to_date: day, reason: 'Về quê' }),
      medicine: await made(medicineCreate, {
        student_id: w.an,
        from_date: day,
        to_date: day,
        medicines: [{ name: 'Siro', dose: '5', unit: 'ml', times: ['08:00'] }],
      }),
      message: await made(messageCreate, {
        student_id: w.an,
        recipient: 'teacher',
        category: 'other',
        content: 'Chào cô',
      }),
      declaration: await made(vaccineCreate, {
        student_id: w.an,
        vaccine_code: 'BCG',
        dose_number: 1,
        date: '2022-03-20',
      }),
    };
    const database = await db();
    const move = (kind: RequestKind, to: string) =>
      database.execute(
        sql`update ${sql.raw(REVIEW_KINDS[kind].table)} set status = ${to} ${to === 'rejected' ? sql`, reject_reason = 'x'` : sql``}
          where id = ${ids[kind]}`,
      );
    const statusOf = async (kind: RequestKind) =>
      (
        await rowsOf<{ status: string; at: Date | null }>(
          database,
          sql`select status, ${sql.raw(REVIEW_KINDS[kind].decided.at)} as at from ${sql.raw(REVIEW_KINDS[kind].table)} where id = ${ids[kind]}`,
        )
      )[0];

    /** The trigger's own refusal (drizzle wraps the database's error as the cause). */
    const refused = async (kind: RequestKind, to: string) => {
      const error = await move(kind, to).then(
        () => null,
        (e: Error & { cause?: Error }) => e,
      );
      expect(String(error?.cause?.message ?? error?.message), `${kind} → ${to}`).toMatch(/cannot go from/);
    };

    // A state the kind does not have is refused from the start.
    await refused('message', 'answered');
    await refused('declaration', 'cancelled');
    await refused('absence', 'verified');

    // A legal move is stamped by the trigger when the writer did not.
    for (const [kind, to] of [
      ['absence', 'approved'],
      ['medicine', 'rejected'],
      ['message', 'read'],
      ['declaration', 'verified'],
    ] as const) {
      await move(kind, to);
      expect(await statusOf(kind), kind).toMatchObject({ status: to, at: expect.anything() });
    }
    // Nothing goes back, nor from one decision to another.
    for (const [kind, to] of [
      ['absence', 'pending'],
      ['absence', 'cancelled'],
      ['medicine', 'approved'],
      ['message', 'unread'],
      ['message', 'cancelled'],
      ['declaration', 'declared'],
      ['declaration', 'rejected'],
    ] as const) {
      await refused(kind, to);
    }
    for (const [kind, status] of [
      ['absence', 'approved'],
      ['medicine', 'rejected'],
      ['message', 'read'],
      ['declaration', 'verified'],
    ] as const) {
      expect((await statusOf(kind))?.status, kind).toBe(status);
    }
  });
});
