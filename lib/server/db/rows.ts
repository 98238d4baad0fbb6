import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './client';

/** The rows of a hand-written query (PGlite and node-postgres both answer `{ rows }`). */
export async function rowsOf<T>(database: Executor, query: SQL): Promise<T[]> {
  const result = await database.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** A uuid[] parameter (the same spelling on PGlite and node-postgres). */
export const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
