import 'server-only';
import type { DehydratedState } from '@tanstack/react-query';
import type { JsonText } from '@/lib/json-text';
import { firstScreen } from '../http/dehydrated-json';
import type { RequestContext } from '../http/context';
import { firstList } from '../http/first-list';
import { listDeclarations } from './list-declarations';
import { classFilterEntry } from '../class/class-filter-entry';
import { healthKeys, HEALTH_LIST } from '@/lib/api/health-keys';
import { healthListQuery, type HealthListQuery } from '@/lib/schemas/health';
import { listQueryFromUrl, type SearchParams } from '@/lib/list-query';

/**
 * The measurements the address asks for and the class filter's classes, read with the services the API calls. The
 * page guard has checked health-declaration.read.
 */
export async function healthFirstScreen(
  ctx: RequestContext,
  searchParams: SearchParams,
): Promise<JsonText<DehydratedState>> {
  const query = listQueryFromUrl(searchParams, HEALTH_LIST);
  const [list, classes] = await Promise.all([
    firstList(healthKeys.list(query as HealthListQuery), healthListQuery, query, (q) => listDeclarations(ctx, q)),
    classFilterEntry(ctx),
  ]);
  return firstScreen([list, classes]);
}
