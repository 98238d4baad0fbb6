import { requirePage } from '@/lib/server/auth/require-page';
import { ErrorView } from '@/components/errors/error-view';
import { SchoolAdmin } from '@/components/system/school/school-admin';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonHydration } from '@/components/providers/json-hydration';
import { firstScreen } from '@/lib/server/http/dehydrated-json';
import { listSchools } from '@/lib/server/school/list-schools';
import { listProvinces } from '@/lib/server/masterdata/list-provinces';
import { schoolListQuery } from '@/lib/schemas/school';
import { schoolKeys } from '@/lib/api/school-keys';
import { queryKeys } from '@/lib/api/query-keys';
import { COUNTRY_CODE_VN } from '@/lib/limits';
import { LIST_PAGE_SIZE } from '@/lib/list-page-size';

/**
 * /system/school: schools and their login brand. System administrators only, as the API enforces. The first page and
 * the province filter come with the page.
 */
export default async function SchoolPage() {
  // A system-only menu: the guard lets only system administrators through.
  const page = await requirePage('school');
  if (!page) return <ErrorView status={403} />;
  // The list opens sorted by name (school-admin.tsx); the province filter lists Vietnam's provinces.
  const firstPage = { page: 1, page_size: LIST_PAGE_SIZE, order_by: 'name' };
  const [list, provinces] = await Promise.all([
    listSchools(page.ctx, schoolListQuery.parse(firstPage)),
    listProvinces(page.locale, COUNTRY_CODE_VN),
  ]);
  return (
    <PageMessages ns={['schoolAdmin']}>
      <JsonHydration
        state={firstScreen([
          [schoolKeys.list(firstPage), list],
          [queryKeys.provinces(COUNTRY_CODE_VN), provinces],
        ])}
      >
        <SchoolAdmin title={page.title} group={page.group} actions={page.actions} />
      </JsonHydration>
    </PageMessages>
  );
}
