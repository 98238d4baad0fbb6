import 'server-only';
import type { RequestContext } from '../http/context';
import { mayReadOptions } from '@/lib/screen-reads';
import { listClasses } from './list-classes';
import { classListQuery, type ClassListQuery } from '@/lib/schemas/class';
import { classKeys, CLASS_FILTER_QUERY } from '@/lib/api/class-keys';

/**
 * A list's class filter for a page's first screen (`firstScreen`): the classes the filter asks for (`query`: the
 * school's classes unless the screen names others), under its key, or null when the user may not read classes (the
 * filter's own call would be refused too).
 */
export async function classFilterEntry(ctx: RequestContext, query: ClassListQuery = CLASS_FILTER_QUERY) {
  if (!ctx.can('class', 'read') && !mayReadOptions(ctx.can, 'classes')) return null;
  const classes = await listClasses(ctx, classListQuery.parse(query));
  return [classKeys.list(query), classes] as const;
}
