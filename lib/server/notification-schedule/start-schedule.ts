import 'server-only';
import { runNotificationSchedule } from './run-schedule';

const EVERY_MS = 60_000;
let started = false;

/**
 * Runs the scheduled notices every minute while the process lives (the timer does not keep it alive), a pass never
 * overlapping the previous one. Several copies of the app may each run it: the outbox's keys keep each notice once.
 */
export function startNotificationSchedule() {
  if (started) return;
  started = true;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runNotificationSchedule(new Date());
    } catch (error) {
      console.error(`Scheduled notifications failed: ${error instanceof Error ? error.message : error}`);
    } finally {
      running = false;
    }
  };
  setInterval(() => void tick(), EVERY_MS).unref();
  void tick();
}
