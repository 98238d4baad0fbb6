import 'server-only';
import { runNotificationSchedule } from './run-schedule';
import { logError } from '../http/log';

const EVERY_MS = 60_000;

// Kept on globalThis: Next.js may load this module in more than one bundle, and the process needs one timer.
type State = { started?: boolean; running?: boolean };
const state: State = ((globalThis as { __notificationSchedule?: State }).__notificationSchedule ??= {});

/**
 * Runs the scheduled notices every minute while the process lives (the timer does not keep it alive), a pass never
 * overlapping the previous one. Several copies of the app may each run it: the outbox's keys keep each notice once.
 */
export function startNotificationSchedule() {
  if (state.started) return;
  state.started = true;
  const tick = async () => {
    if (state.running) return;
    state.running = true;
    try {
      await runNotificationSchedule(new Date());
    } catch (error) {
      logError(`Scheduled notifications failed: ${error instanceof Error ? error.message : error}`);
    } finally {
      state.running = false;
    }
  };
  setInterval(() => void tick(), EVERY_MS).unref();
  void tick();
}
