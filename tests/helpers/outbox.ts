import { sql } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { rowsOf } from '@/lib/server/db/rows';
import type { Json } from './world';

export type OutboxRow = {
  kind: string;
  audience: Json;
  params: Json;
  url: string;
  tag: string;
  student_id: string | null;
  due_at: string;
  dedupe_key: string | null;
};

/** A school's notification outbox as the fan-out reads it (optionally one kind), oldest first. */
export async function outbox(tenantId: string, kind?: string): Promise<OutboxRow[]> {
  const rows = await rowsOf<OutboxRow & { due_at: Date | string }>(
    await db(),
    sql`select kind, audience, params, url, tag, student_id, due_at, dedupe_key from notification_events
      where tenant_id = ${tenantId} ${kind ? sql`and kind = ${kind}` : sql``} order by created_at, id`,
  );
  return rows.map((r) => ({
    ...r,
    audience: typeof r.audience === 'string' ? JSON.parse(r.audience) : r.audience,
    params: typeof r.params === 'string' ? JSON.parse(r.params) : r.params,
    due_at: new Date(r.due_at).toISOString(),
  }));
}

/** The one event of `kind` about the thing tagged `tag` (fails on none or several). */
export async function onlyEvent(tenantId: string, kind: string, tag: string): Promise<OutboxRow> {
  const rows = (await outbox(tenantId, kind)).filter((r) => r.tag === tag);
  if (rows.length !== 1) throw new Error(`expected one ${kind} for ${tag}, found ${rows.length}`);
  return rows[0];
}

/** How many events the school's outbox holds. */
export async function outboxSize(tenantId: string): Promise<number> {
  return (await outbox(tenantId)).length;
}
