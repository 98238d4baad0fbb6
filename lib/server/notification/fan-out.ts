import 'server-only';
import { sql } from 'drizzle-orm';
import { db, dbKind, type Tx } from '../db/client';
import { uuidArray } from '../db/rows';
import { queuePushes, type FannedOutNotification } from '../push/queue-pushes';
import { wakePushWorker } from '../push/worker';
import type { NotificationAudience } from '@/lib/notification-events';
import { recipientsOf } from './recipients';
import { onFanOutWake } from './wake';
import { logError } from '../http/log';

/** Events claimed per transaction (each fanned out under its own savepoint). */
const BATCH = 10;

type Claimed = { tenant_id: string; id: string; kind: string; audience: NotificationAudience };
type Inserted = { tenant_id: string; id: string; kind: string; account_id: string | null; user_id: string | null };

const rowsOfResult = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Fans out one event: its inbox rows, one per recipient, in one statement (`insert … select` over the audience's
 * recipients; a recipient already holding the event's row is left alone), the push queue for those rows, and the
 * event marked done with its count — all in the caller's transaction.
 */
async function fanOutEvent(tx: Tx, event: Claimed): Promise<number> {
  const inserted = rowsOfResult<Inserted>(
    await tx.execute(sql`
      insert into notifications (tenant_id, event_id, account_id, user_id, kind, student_id, params, url, tag)
      select e.tenant_id, e.id, r.account_id, r.user_id, e.kind, e.student_id, e.params, e.url, e.tag
      from notification_events e, (${recipientsOf(event.tenant_id, event.audience)}) r
      where e.tenant_id = ${event.tenant_id} and e.id = ${event.id}
      on conflict do nothing
      returning tenant_id, id, kind, account_id, user_id`),
  );
  const rows: FannedOutNotification[] = inserted.map((r) => ({
    tenantId: r.tenant_id,
    id: r.id,
    kind: r.kind,
    accountId: r.account_id,
    userId: r.user_id,
  }));
  if (rows.length > 0) await queuePushes(tx, rows);
  await tx.execute(sql`update notification_events set fanned_out_at = now(), recipients = ${rows.length}
    where tenant_id = ${event.tenant_id} and id = ${event.id}`);
  return rows.length;
}

/**
 * Up to BATCH due events, oldest first, that this run has not passed over yet — read without a lock, across schools:
 * on Citus a locking read must name its school (a multi-shard FOR UPDATE is refused), so the claim is the next step.
 */
async function dueEvents(passed: Set<string>): Promise<Claimed[]> {
  const database = await db();
  return rowsOfResult<Claimed>(
    await database.execute(sql`
      select tenant_id, id, kind, audience from notification_events
      where fanned_out_at is null and due_at <= now()
        ${passed.size ? sql`and not (id = any(${uuidArray([...passed])}))` : sql``}
      order by due_at, created_at, id
      limit ${BATCH}`),
  );
}

/**
 * Claims the candidates in the transaction, one statement per school (each names its school, so Citus routes it to
 * the school's node): on PostgreSQL `FOR UPDATE SKIP LOCKED`, so another copy of the app claims others and never the
 * same — an event another copy holds is passed over, one it has fanned out meanwhile is no longer null. The embedded
 * database has one worker: the candidates are its claim.
 */
async function claim(tx: Tx, candidates: Claimed[]): Promise<Claimed[]> {
  if (dbKind() !== 'pg') return candidates;
  const bySchool = new Map<string, string[]>();
  for (const c of candidates) bySchool.set(c.tenant_id, [...(bySchool.get(c.tenant_id) ?? []), c.id]);
  const held = new Set<string>();
  for (const [tenantId, ids] of bySchool) {
    const rows = rowsOfResult<{ id: string }>(
      await tx.execute(sql`select id from notification_events
        where tenant_id = ${tenantId} and id = any(${uuidArray(ids)}) and fanned_out_at is null
        for update skip locked`),
    );
    for (const r of rows) held.add(r.id);
  }
  return candidates.filter((c) => held.has(c.id));
}

/**
 * One transaction: claims up to BATCH due events (`claim`) and fans each out under a savepoint: a failing event is
 * logged, left for the next poll, and does not hold the others back. Events passed over (failed, or held by
 * another copy) join `passed`, so that the next batch of this run reads past them.
 */
async function fanOutBatch(passed: Set<string>): Promise<{ candidates: number; done: number }> {
  const candidates = await dueEvents(passed);
  if (!candidates.length) return { candidates: 0, done: 0 };
  const database = await db();
  return database.transaction(async (tx) => {
    const claimed = await claim(tx, candidates);
    const taken = new Set(claimed.map((c) => c.id));
    for (const c of candidates) if (!taken.has(c.id)) passed.add(c.id);
    let done = 0;
    for (const event of claimed) {
      try {
        await tx.transaction((savepoint) => fanOutEvent(savepoint, event));
        done++;
      } catch (error) {
        passed.add(event.id);
        logError(`Notification event ${event.id} (${event.kind}) was not fanned out; retried at the next poll:`, error);
      }
    }
    return { candidates: candidates.length, done };
  });
}

/** Fans out every due event, batch after batch; answers how many events it fanned out. */
async function drain(): Promise<number> {
  const passed = new Set<string>();
  let total = 0;
  try {
    for (;;) {
      const { candidates, done } = await fanOutBatch(passed);
      total += done;
      // The batch's pushes are committed: the delivery worker sends them now rather than at its next poll.
      if (done > 0) wakePushWorker();
      if (candidates < BATCH) return total;
    }
  } catch (error) {
    logError('The notifications’ fan-out stopped; it runs again at the next poll:', error);
    return total;
  }
}

type Worker = {
  /** The last run (or the one waiting to start): runs go one after another in this process. */
  tail: Promise<unknown>;
  /** A run asked for and not started yet: a later request joins it, as it will see everything committed by then. */
  queued: Promise<number> | null;
  wakeTimer: NodeJS.Timeout | null;
  lateTimer: NodeJS.Timeout | null;
  pollTimer: NodeJS.Timeout | null;
};

// On globalThis: Next.js may load this module in more than one bundle, and one process must run one fan-out at a time.
const worker: Worker = ((globalThis as { __fanOut?: Worker }).__fanOut ??= {
  tail: Promise.resolve(),
  queued: null,
  wakeTimer: null,
  lateTimer: null,
  pollTimer: null,
});

/**
 * Fans out the events due now, after any run under way in this process (one at a time); answers how many it fanned
 * out. The worker calls it on a ring and at every poll; tests and the bench call it directly.
 */
export function runFanOut(): Promise<number> {
  if (worker.queued) return worker.queued;
  const run = worker.tail.then(() => {
    worker.queued = null;
    return drain();
  });
  worker.queued = run;
  worker.tail = run.catch(() => {});
  return run;
}

/** After a ring: long enough for the emitting transaction to have committed; rings meanwhile make one run. */
const WAKE_DELAY_MS = 50;
/** Once more after a ring, for a transaction that went on longer after emitting (a class's invoices, a bulk change). */
const LATE_DELAY_MS = 1_000;
/** The safety net: scheduled events come due, and a ring may have been missed (another copy emitted, a failure). */
const POLL_MS = 5_000;

/** Starts the in-process worker (lib/server/startup.ts): woken by `emitNotification`'s ring, and a poll. */
export function startFanOut() {
  const after = (key: 'wakeTimer' | 'lateTimer', ms: number) => {
    if (worker[key]) return;
    worker[key] = setTimeout(() => {
      worker[key] = null;
      void runFanOut();
    }, ms);
  };
  onFanOutWake(() => {
    after('wakeTimer', WAKE_DELAY_MS);
    after('lateTimer', LATE_DELAY_MS);
  });
  if (!worker.pollTimer) {
    worker.pollTimer = setInterval(() => void runFanOut(), POLL_MS);
    worker.pollTimer.unref();
  }
  void runFanOut();
}

/** Stops the worker (shutdown, tests) and waits for the run under way. */
export async function stopFanOut() {
  onFanOutWake(null);
  if (worker.wakeTimer) clearTimeout(worker.wakeTimer);
  if (worker.lateTimer) clearTimeout(worker.lateTimer);
  if (worker.pollTimer) clearInterval(worker.pollTimer);
  worker.wakeTimer = null;
  worker.lateTimer = null;
  worker.pollTimer = null;
  await worker.tail;
}
