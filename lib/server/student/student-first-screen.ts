import 'server-only';
import type { DehydratedState } from '@tanstack/react-query';
import type { JsonText } from '@/lib/json-text';
import { firstScreen } from '../http/dehydrated-json';
import type { RequestContext } from '../http/context';
import { firstList } from '../http/first-list';
import { listStudents } from './list-students';
import { classFilterEntry } from '../class/class-filter-entry';
import { studentListQuery, type StudentListQuery } from '@/lib/schemas/student';
import { studentKeys, STUDENT_LIST } from '@/lib/api/student-keys';
import { listQueryFromUrl, type SearchParams } from '@/lib/list-query';

/**
 * The children the address asks for (search, filters, page, sort) and the class filter's classes, read with the
 * services the API calls. The page guard has checked student.read.
 */
export async function studentFirstScreen(
  ctx: RequestContext,
  searchParams: SearchParams,
): Promise<JsonText<DehydratedState>> {
  const query = listQueryFromUrl(searchParams, STUDENT_LIST);
  const [list, classes] = await Promise.all([
    firstList(studentKeys.list(query as StudentListQuery), studentListQuery, query, (q) => listStudents(ctx, q)),
    classFilterEntry(ctx),
  ]);
  return firstScreen([list, classes]);
}
