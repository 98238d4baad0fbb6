import { requirePage } from '@/lib/server/auth/require-page';
import { listSchoolYears } from '@/lib/server/class/list-school-years';
import { listClasses } from '@/lib/server/class/list-classes';
import { ErrorView } from '@/components/errors/error-view';
import { ClassAdmin } from '@/components/management/class/class-admin';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonHydration } from '@/components/providers/json-hydration';
import { firstScreen } from '@/lib/server/http/dehydrated-json';
import { classKeys, SCHOOL_YEARS_QUERY } from '@/lib/api/class-keys';
import { classListQuery, schoolYearListQuery } from '@/lib/schemas/class';
import { LIST_PAGE_SIZE } from '@/lib/list-page-size';

/**
 * /management/class: school years and classes. Without class.read the page answers 403, as the API would. The
 * years and the first page of the current year's classes come with the page (the same services the API calls).
 */
export default async function ClassPage() {
  const page = await requirePage('class');
  if (!page) return <ErrorView status={403} />;
  const { ctx } = page;
  const years = await listSchoolYears(ctx, schoolYearListQuery.parse(SCHOOL_YEARS_QUERY));
  // The list opens on the current year (class-list.tsx); a school with no current year lists every class.
  const current = years.data.find((y) => y.is_current)?.id;
  const firstPage = { page: 1, page_size: LIST_PAGE_SIZE, ...(current ? { school_year_id: current } : {}) };
  const classes = await listClasses(ctx, classListQuery.parse(firstPage));
  return (
    <PageMessages ns={['classAdmin']}>
      <JsonHydration
        state={firstScreen([
          [classKeys.years(), years],
          [classKeys.list(firstPage), classes],
        ])}
      >
        <ClassAdmin title={page.title} group={page.group} actions={page.actions} ownOnly={ctx.scope === 'class'} />
      </JsonHydration>
    </PageMessages>
  );
}
