import 'server-only';
import type { DehydratedState } from '@tanstack/react-query';
import type { JsonText } from '@/lib/json-text';
import { firstScreen } from '../http/dehydrated-json';
import type { RequestContext } from '../http/context';
import { firstList } from '../http/first-list';
import { listSchoolYears } from './list-school-years';
import { listClasses } from './list-classes';
import { classKeys, ALL_YEARS, CLASS_LIST, SCHOOL_YEARS_QUERY } from '@/lib/api/class-keys';
import { classListQuery, schoolYearListQuery, type ClassListQuery } from '@/lib/schemas/class';
import { listQueryFromUrl, type SearchParams } from '@/lib/list-query';

/**
 * The school years and the classes the address asks for (the current year's at first), read with the services the
 * API calls. The page guard has checked class.read.
 */
export async function classFirstScreen(
  ctx: RequestContext,
  searchParams: SearchParams,
): Promise<JsonText<DehydratedState>> {
  const years = await listSchoolYears(ctx, schoolYearListQuery.parse(SCHOOL_YEARS_QUERY));
  // As class-list.tsx asks: the year in the address, else the current one ("all": every year; a school with no
  // current year lists every class).
  const url = listQueryFromUrl(searchParams, CLASS_LIST);
  const choice = url.school_year_id ?? '';
  const yearId = choice === ALL_YEARS ? '' : choice || years.data.find((y) => y.is_current)?.id || '';
  const query = { ...url, school_year_id: yearId || undefined };
  const classes = await firstList(classKeys.list(query as ClassListQuery), classListQuery, query, (q) =>
    listClasses(ctx, q),
  );
  return firstScreen([[classKeys.years(), years], classes]);
}
