import 'server-only';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { classes } from '../db/schema';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import { uuidArray } from '../db/rows';

/** The classes the caller may reach: every class of the school, or a teacher's own (spec: scope `class`). */
export function classScope(ctx: RequestContext): SQL | undefined {
  if (ctx.scope !== 'class') return undefined;
  return ctx.classIds.length ? inArray(classes.id, ctx.classIds) : sql`false`;
}

/** The same cut in a hand-written query: `column` (a class id) is one of a teacher's classes; `true` otherwise. */
export function classScopeSql(ctx: RequestContext, column: SQL): SQL {
  if (ctx.scope !== 'class') return sql`true`;
  return ctx.classIds.length ? sql`${column} = any(${uuidArray(ctx.classIds)})` : sql`false`;
}

/** A teacher reaching for another class gets "not found", exactly as for a class that does not exist. */
export function assertClassInScope(ctx: RequestContext, classId: string) {
  if (ctx.scope === 'class' && !ctx.classIds.includes(classId)) throw notFound();
}
