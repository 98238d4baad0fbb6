import 'server-only';
import { db } from '../db/client';
import type { Tx } from '../db/db-types';
import { dosesDue } from './doses-due';
import { emitScheduled, type ScheduledEvent } from './scheduled-event';
import { eventsTomorrow } from './events-tomorrow';
import { surveysClosed } from './surveys-closed';
import { surveysClosing } from './surveys-closing';

const KINDS = {
  dose_due: dosesDue,
  survey_closing: surveysClosing,
  event_tomorrow: eventsTomorrow,
  survey_closed: surveysClosed,
} satisfies Record<string, (tx: Tx, now: Date) => Promise<ScheduledEvent[]>>;

export type ScheduleRun = Record<keyof typeof KINDS, number>;

/**
 * One pass of the scheduled notices over every school, as of `now` (injectable for tests): each kind finds what is
 * due and writes it into the outbox in a transaction of its own (one kind's failure leaves the others), outside
 * row-level security as the system. Idempotent: every notice carries a key the outbox keeps unique per school, so a
 * second pass, or another copy of the app running one at the same moment, writes nothing twice. Answers how many
 * notices of each kind it wrote.
 */
export async function runNotificationSchedule(now: Date = new Date()): Promise<ScheduleRun> {
  const database = await db();
  const run = {} as ScheduleRun;
  for (const [kind, find] of Object.entries(KINDS) as [keyof typeof KINDS, (tx: Tx, now: Date) => Promise<ScheduledEvent[]>][]) {
    run[kind] = await database.transaction(async (tx) => emitScheduled(tx, await find(tx, now)));
  }
  return run;
}
