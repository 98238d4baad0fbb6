import { requirePage } from '@/lib/server/auth/require-page';
import { listDeclarations } from '@/lib/server/vaccine/list-declarations';
import { getSchedule } from '@/lib/server/vaccine/get-schedule';
import { ErrorView } from '@/components/errors/error-view';
import { VaccineAdmin } from '@/components/management/vaccine/vaccine-admin';
import { vaccineDeclarationListQuery } from '@/lib/schemas/vaccine';
import { DECLARATION_PAGE_SIZE } from '@/lib/vaccine-values';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonHydration } from '@/components/providers/json-hydration';
import { firstScreen } from '@/lib/server/http/dehydrated-json';
import { vaccineKeys, VACCINE_DECLARED_QUERY } from '@/lib/api/vaccine-keys';
import { classFilterEntry } from '@/lib/server/class/class-filter-entry';

/**
 * /management/vaccine-declaration: declarations, missing doses per class and the schedule. Without
 * vaccine-declaration.read the page answers 403, as the API would. The first page of the list, the count waiting
 * for verification, the class filter and the schedule come with the page (the same services the API calls), so the
 * list shows at once.
 */
export default async function VaccineDeclarationPage() {
  const page = await requirePage('vaccine-declaration');
  if (!page) return <ErrorView status={403} />;
  const { ctx } = page;
  const firstPage = { page: 1, page_size: DECLARATION_PAGE_SIZE };
  const [list, declared, schedule, classes] = await Promise.all([
    listDeclarations(ctx, vaccineDeclarationListQuery.parse(firstPage)),
    listDeclarations(ctx, vaccineDeclarationListQuery.parse(VACCINE_DECLARED_QUERY)),
    getSchedule(ctx),
    classFilterEntry(ctx),
  ]);
  return (
    <PageMessages ns={['vaccine', 'requests']}>
      <JsonHydration
        state={firstScreen([
          [vaccineKeys.list(firstPage), list],
          [vaccineKeys.list(VACCINE_DECLARED_QUERY), declared],
          [vaccineKeys.schedule(), schedule],
          classes,
        ])}
      >
        <VaccineAdmin
          title={page.title}
          group={page.group}
          actions={[...(ctx.rights['vaccine-declaration'] ?? [])]}
          ownOnly={ctx.scope === 'class'}
          systemAdmin={ctx.user.isSystemAdmin}
        />
      </JsonHydration>
    </PageMessages>
  );
}
