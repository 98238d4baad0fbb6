'use client';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ApiError, mutate } from '@/lib/api/client';
import type { ClassDayRow } from '@/lib/schemas/contact-book';

/** One child's change as ContactBook/save takes it (without date and version: the queue adds them when it sends). */
export type Change = {
  student_id: string;
  meals?: { meal: string; portion: string }[];
  nap?: { from: string; to: string } | null;
  toilet?: string[];
  mood?: string;
  activities?: string | null;
  comment?: string | null;
};

export type SaveState = 'saved' | 'saving' | 'offline' | 'error';

type Events = { onSaved: (row: ClassDayRow) => void; onRefused: (error: unknown, row: ClassDayRow | null) => void };
type Snapshot = { queue: Change[]; state: SaveState };

/** A failure worth trying again: no answer at all (offline), the server busy or failing. */
const retryable = (e: unknown) => e instanceof ApiError && (e.status === 0 || e.status === 429 || e.status >= 500);
const EMPTY: Snapshot = { queue: [], state: 'saved' };

/**
 * The class screen's saving: every change goes into a queue (kept in the browser's storage, so a reload or a lost
 * connection loses nothing) and is sent in order, one small ContactBook/save call each, with the version of the
 * child's row last seen. No answer (offline) or a server failure: the queue waits and tries again (1 s, doubling to
 * 15 s, and as soon as the browser is back online). A refusal drops the change and says why; a 409 also brings the
 * child's current row (another teacher changed the same thing).
 */
class SaveQueue {
  private items: Change[] = [];
  private snapshot: Snapshot = EMPTY;
  private listeners = new Set<() => void>();
  private versions = new Map<string, number>();
  private running = false;
  private delay = 1000;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly key: string;

  constructor(
    private readonly date: string,
    classId: string,
    rows: ClassDayRow[],
    private readonly events: { current: Events },
  ) {
    this.key = `contact-book-queue:${classId}:${date}`;
    for (const r of rows) this.versions.set(r.student_id, r.version);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  get = () => this.snapshot;
  getServer = () => EMPTY;

  private emit(state: SaveState, persist = false) {
    this.snapshot = { queue: [...this.items], state };
    if (persist) {
      try {
        if (this.items.length) localStorage.setItem(this.key, JSON.stringify(this.items));
        else localStorage.removeItem(this.key);
      } catch {
        /* private mode: the queue lives in memory only */
      }
    }
    for (const l of this.listeners) l();
  }

  private online = () => void this.flush();

  /** Changes left from a page that closed or lost its connection are sent now; back online, the queue goes on. */
  start() {
    window.addEventListener('online', this.online);
    try {
      const kept = JSON.parse(localStorage.getItem(this.key) ?? '[]') as Change[];
      if (kept.length && !this.items.length) {
        this.items = kept;
        this.emit('saving');
        void this.flush();
      }
    } catch {
      /* nothing kept */
    }
  }

  stop() {
    window.removeEventListener('online', this.online);
    if (this.timer) clearTimeout(this.timer);
  }

  push(change: Change) {
    this.items.push(change);
    this.emit(this.snapshot.state === 'offline' ? 'offline' : 'saving', true);
    void this.flush();
  }

  async flush(): Promise<void> {
    if (this.running) return;
    this.running = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.items.length) {
      const change = this.items[0];
      if (this.snapshot.state !== 'saving') this.emit('saving');
      try {
        const result = await mutate('post', '/webadmin/ContactBook/save', {
          date: this.date,
          version: this.versions.get(change.student_id) ?? 0,
          ...change,
        });
        const row = result.data as ClassDayRow;
        this.versions.set(row.student_id, row.version);
        this.items.shift();
        this.delay = 1000;
        this.events.current.onSaved(row);
        this.emit('saving', true);
      } catch (e) {
        this.running = false;
        if (retryable(e)) {
          this.emit('offline');
          this.timer = setTimeout(() => void this.flush(), this.delay);
          this.delay = Math.min(this.delay * 2, 15_000);
          return;
        }
        const row = e instanceof ApiError ? ((e.details.row as ClassDayRow | undefined) ?? null) : null;
        if (row) this.versions.set(row.student_id, row.version);
        this.items.shift();
        this.events.current.onRefused(e, row);
        this.emit('error', true);
        if (this.items.length) void this.flush();
        return;
      }
    }
    this.running = false;
    this.emit('saved');
  }
}

/** The save queue of one class's day (see SaveQueue), and what it shows: the changes waiting and the state. */
export function useSaveQueue(opts: { classId: string; date: string; rows: ClassDayRow[] } & Events) {
  const events = useRef<Events>(opts);
  useEffect(() => {
    events.current = opts;
  });
  const [queue] = useState(() => new SaveQueue(opts.date, opts.classId, opts.rows, events));
  useEffect(() => {
    queue.start();
    return () => queue.stop();
  }, [queue]);
  const snapshot = useSyncExternalStore(queue.subscribe, queue.get, queue.getServer);
  return { queue: snapshot.queue, state: snapshot.state, push: (c: Change) => queue.push(c) };
}

/** A row with the changes still waiting in the queue laid over it (what the teacher sees). */
export function withPending(row: ClassDayRow, queue: Change[]): ClassDayRow {
  let out = row;
  for (const c of queue) {
    if (c.student_id !== row.student_id) continue;
    out = {
      ...out,
      ...(c.nap !== undefined && { nap: c.nap }),
      ...(c.toilet !== undefined && { toilet: c.toilet }),
      ...(c.mood !== undefined && { mood: c.mood as ClassDayRow['mood'] }),
      ...(c.activities !== undefined && { activities: c.activities }),
      ...(c.comment !== undefined && { comment: c.comment }),
      meals: c.meals
        ? out.meals.map((m) => {
            const next = c.meals!.find((x) => x.meal === m.meal);
            return next ? { ...m, portion: next.portion as typeof m.portion } : m;
          })
        : out.meals,
    };
  }
  return out;
}
