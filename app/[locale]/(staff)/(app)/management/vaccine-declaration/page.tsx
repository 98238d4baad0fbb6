import { requirePage } from '@/lib/server/auth/require-page';
import { declarationFirstScreen } from '@/lib/server/vaccine/declaration-first-screen';
import { VaccineAdmin } from '@/components/management/vaccine/vaccine-admin';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonHydration } from '@/components/providers/json-hydration';
import type { SearchParams } from '@/lib/list-query';

/**
 * /management/vaccine-declaration: declarations, missing doses per class and the schedule. Without
 * vaccine-declaration.read the page answers 403, as the API would. The declarations the address asks for, the count
 * waiting for verification, the class filter and the schedule come with the page (declarationFirstScreen), so the
 * list shows at once.
 */
export default async function VaccineDeclarationPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = await requirePage('vaccine-declaration');
  if (!page) return null;
  const { ctx } = page;
  return (
    <PageMessages ns={['vaccine', 'requests']}>
      <JsonHydration state={await declarationFirstScreen(ctx, await searchParams)}>
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
