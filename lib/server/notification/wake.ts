import 'server-only';

/**
 * The fan-out worker's doorbell: `emitNotification` rings it, and the worker (which registers the listener when it
 * starts) runs shortly after, by then past the emitting transaction's commit; a ring while no worker listens (tests,
 * scripts) does nothing — the worker's poll finds the event anyway. The listener is kept on globalThis: Next.js may
 * load this module in more than one bundle (the start-up's and a route's), and a ring from either must reach it.
 */
const bell: { listener?: (() => void) | null } = ((globalThis as { __fanOutBell?: { listener?: (() => void) | null } }).__fanOutBell ??= {});

export function onFanOutWake(fn: (() => void) | null) {
  bell.listener = fn;
}

export function wakeFanOut() {
  bell.listener?.();
}
