import 'server-only';
import type { RequestContext } from '../http/context';
import { listClasses } from './list-classes';
import { classListQuery } from '@/lib/schemas/class';
import { classKeys, CLASS_FILTER_QUERY } from '@/lib/api/class-keys';

/**
 * A list's class filter for a page's first screen (`firstScreen`): the classes the filter asks for, under its key, or
 * null when the user may not read classes (the filter's own call would be refused too).
 */
export async function classFilterEntry(ctx: RequestContext) {
  if (!ctx.can('class', 'read')) return null;
  const classes = await listClasses(ctx, classListQuery.parse(CLASS_FILTER_QUERY));
  return [classKeys.list(CLASS_FILTER_QUERY), classes] as const;
}
