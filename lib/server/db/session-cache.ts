import 'server-only';

/**
 * Resolved sessions (staff and parents) kept for a short while, so that a signed-in call costs no database round
 * trip. Correctness rests on invalidation, not on the lifetime: triggers on every table a resolved session is read
 * from (migration 0028) send `NOTIFY session_cache` in the writing transaction, and every copy of the app listens
 * (`session-notify.ts`), dropping what the notification names as the change commits, whatever the write path:
 * `u:<user id>` a staff member's entries, `a:<app account id>` a parent's, `*` everything.
 * An entry is stored only while this process listens, and only if nothing was invalidated while it was being read
 * (a read racing a change never outlives the change).
 */
const TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;

type Entry = { value: unknown; owner: string; storedAt: number };
type State = { entries: Map<string, Entry>; generation: number; listening: boolean };

// Kept on globalThis: Next.js may load this module in more than one bundle, and the listener feeds one cache.
const state: State = ((globalThis as { __sessionCache?: State }).__sessionCache ??= {
  entries: new Map(),
  generation: 0,
  listening: false,
});

/**
 * The cached value under `key`, or what `load` reads (then kept under the `owner` that invalidates it, such as
 * `u:<user id>`). Nothing is kept when `load` finds nothing.
 */
export async function cachedSession<T>(
  key: string,
  load: () => Promise<{ value: T; owner: string } | null>,
): Promise<T | null> {
  const now = Date.now();
  const hit = state.entries.get(key);
  if (hit && now - hit.storedAt < TTL_MS) return hit.value as T;
  if (hit) state.entries.delete(key);
  const generation = state.generation;
  const loaded = await load();
  if (!loaded) return null;
  if (state.listening && state.generation === generation) {
    if (state.entries.size >= MAX_ENTRIES) state.entries.delete(state.entries.keys().next().value!);
    state.entries.set(key, { value: loaded.value, owner: loaded.owner, storedAt: now });
  }
  return loaded.value;
}

/** A notification's payload: `*` drops everything, anything else the entries of that owner. */
export function invalidateSessions(payload: string) {
  state.generation++;
  if (payload === '*') return state.entries.clear();
  for (const [key, entry] of state.entries) if (entry.owner === payload) state.entries.delete(key);
}

/**
 * Whether this process hears every change. Any switch drops everything: changes made while nobody listened were
 * missed (a listener that reconnects starts from an empty cache).
 */
export function setSessionCacheListening(listening: boolean) {
  state.listening = listening;
  invalidateSessions('*');
}
