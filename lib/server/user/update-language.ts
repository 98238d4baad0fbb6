import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '../db/client';
import { users } from '../db/schema';
import type { UserContext } from '../http/context';

export async function updateLanguage(ctx: UserContext, code: string) {
  const database = await db();
  await database.update(users).set({ languageCode: code, updatedAt: new Date() }).where(eq(users.id, ctx.userId));
  return { id: ctx.userId };
}
