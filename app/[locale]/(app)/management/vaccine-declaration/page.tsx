import { requirePage } from '@/lib/server/auth/require-page';
import { listDeclarations } from '@/lib/server/vaccine/list-declarations';
import { getSchedule } from '@/lib/server/vaccine/get-schedule';
import { ErrorView } from '@/components/errors/error-view';
import { VaccineAdmin } from '@/components/management/vaccine/vaccine-admin';
import { vaccineDeclarationListQuery, type VaccineDeclarationListQuery } from '@/lib/schemas/vaccine';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonHydration } from '@/components/providers/json-hydration';
import { firstScreen } from '@/lib/server/http/dehydrated-json';
import { vaccineKeys, VACCINE_DECLARATION_LIST, VACCINE_DECLARED_QUERY } from '@/lib/api/vaccine-keys';
import { firstList } from '@/lib/server/http/first-list';
import { listQueryFromUrl, type SearchParams } from '@/lib/list-query';
import { classFilterEntry } from '@/lib/server/class/class-filter-entry';

/**
 * /management/vaccine-declaration: declarations, missing doses per class and the schedule. Without
 * vaccine-declaration.read the page answers 403, as the API would. The declarations the address asks for, the count
 * waiting for verification, the class filter and the schedule come with the page (the same services the API calls),
 * so the list shows at once.
 */
export default async function VaccineDeclarationPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = await requirePage('vaccine-declaration');
  if (!page) return <ErrorView status={403} />;
  const { ctx } = page;
  const query = listQueryFromUrl(await searchParams, VACCINE_DECLARATION_LIST);
  // The count waiting for verification follows the class filter (declaration-list.tsx).
  const declaredQuery = { ...VACCINE_DECLARED_QUERY, class_id: query.class_id };
  const read = (q: VaccineDeclarationListQuery) => listDeclarations(ctx, q);
  const [list, declared, schedule, classes] = await Promise.all([
    firstList(vaccineKeys.list(query as VaccineDeclarationListQuery), vaccineDeclarationListQuery, query, read),
    firstList(
      vaccineKeys.list(declaredQuery as VaccineDeclarationListQuery),
      vaccineDeclarationListQuery,
      declaredQuery,
      read,
    ),
    getSchedule(ctx),
    classFilterEntry(ctx),
  ]);
  return (
    <PageMessages ns={['vaccine', 'requests']}>
      <JsonHydration state={firstScreen([list, declared, [vaccineKeys.schedule(), schedule], classes])}>
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
