import { requirePage } from '@/lib/server/auth/require-page';
import { ErrorView } from '@/components/errors/error-view';
import { SchoolAdmin } from '@/components/system/school/school-admin';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonHydration } from '@/components/providers/json-hydration';
import { firstScreen } from '@/lib/server/http/dehydrated-json';
import { listSchools } from '@/lib/server/school/list-schools';
import { listProvinces } from '@/lib/server/masterdata/list-provinces';
import { schoolListQuery } from '@/lib/schemas/school';
import { schoolKeys, SCHOOL_LIST, type SchoolListParams } from '@/lib/api/school-keys';
import { queryKeys } from '@/lib/api/query-keys';
import { COUNTRY_CODE_VN } from '@/lib/limits';
import { firstList } from '@/lib/server/http/first-list';
import { listQueryFromUrl, type SearchParams } from '@/lib/list-query';

/**
 * /system/school: schools and their login brand. System administrators only, as the API enforces. The schools the
 * address asks for and the province filter come with the page.
 */
export default async function SchoolPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  // A system-only menu: the guard lets only system administrators through.
  const page = await requirePage('school');
  if (!page) return <ErrorView status={403} />;
  // The province filter lists Vietnam's provinces.
  const query = listQueryFromUrl(await searchParams, SCHOOL_LIST);
  const [list, provinces] = await Promise.all([
    firstList(schoolKeys.list(query as SchoolListParams), schoolListQuery, query, (q) => listSchools(page.ctx, q)),
    listProvinces(page.locale, COUNTRY_CODE_VN),
  ]);
  return (
    <PageMessages ns={['schoolAdmin']}>
      <JsonHydration state={firstScreen([list, [queryKeys.provinces(COUNTRY_CODE_VN), provinces]])}>
        <SchoolAdmin title={page.title} group={page.group} actions={page.actions} />
      </JsonHydration>
    </PageMessages>
  );
}
