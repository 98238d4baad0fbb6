import { requirePage } from '@/lib/server/auth/require-page';
import { listSchoolYears } from '@/lib/server/class/list-school-years';
import { listClasses } from '@/lib/server/class/list-classes';
import { ErrorView } from '@/components/errors/error-view';
import { ClassAdmin } from '@/components/management/class/class-admin';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonHydration } from '@/components/providers/json-hydration';
import { firstScreen } from '@/lib/server/http/dehydrated-json';
import { classKeys, ALL_YEARS, CLASS_LIST, SCHOOL_YEARS_QUERY } from '@/lib/api/class-keys';
import { classListQuery, schoolYearListQuery, type ClassListQuery } from '@/lib/schemas/class';
import { firstList } from '@/lib/server/http/first-list';
import { listQueryFromUrl, type SearchParams } from '@/lib/list-query';

/**
 * /management/class: school years and classes. Without class.read the page answers 403, as the API would. The years
 * and the classes the address asks for (the current year's at first) come with the page (the same services the API
 * calls).
 */
export default async function ClassPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = await requirePage('class');
  if (!page) return <ErrorView status={403} />;
  const { ctx } = page;
  const years = await listSchoolYears(ctx, schoolYearListQuery.parse(SCHOOL_YEARS_QUERY));
  // As class-list.tsx asks: the year in the address, else the current one ("all": every year; a school with no
  // current year lists every class).
  const url = listQueryFromUrl(await searchParams, CLASS_LIST);
  const choice = url.school_year_id ?? '';
  const yearId = choice === ALL_YEARS ? '' : choice || years.data.find((y) => y.is_current)?.id || '';
  const query = { ...url, school_year_id: yearId || undefined };
  const classes = await firstList(classKeys.list(query as ClassListQuery), classListQuery, query, (q) =>
    listClasses(ctx, q),
  );
  return (
    <PageMessages ns={['classAdmin']}>
      <JsonHydration state={firstScreen([[classKeys.years(), years], classes])}>
        <ClassAdmin title={page.title} group={page.group} actions={page.actions} ownOnly={ctx.scope === 'class'} />
      </JsonHydration>
    </PageMessages>
  );
}
