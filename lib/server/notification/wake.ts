import 'server-only';

/**
 * The fan-out worker's doorbell: `emitNotification` rings it, and the worker (which registers the listener when it
 * starts) runs shortly after, by then past the emitting transaction's commit; a ring while no worker listens (tests,
 * scripts) does nothing — the worker's poll finds the event anyway.
 */
let listener: (() => void) | null = null;

export function onFanOutWake(fn: (() => void) | null) {
  listener = fn;
}

export function wakeFanOut() {
  listener?.();
}
