import { requirePage } from '@/lib/server/auth/require-page';
import { ClassAdmin } from '@/components/management/class/class-admin';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonHydration } from '@/components/providers/json-hydration';
import { classFirstScreen } from '@/lib/server/class/class-first-screen';
import type { SearchParams } from '@/lib/list-query';

/**
 * /management/class: school years and classes. Without class.read the page answers 403, as the API would. The years
 * and the classes the address asks for (the current year's at first) come with the page (the same services the API
 * calls).
 */
export default async function ClassPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = await requirePage('class');
  if (!page) return null;
  const { ctx } = page;
  return (
    <PageMessages ns={['classAdmin']}>
      <JsonHydration state={await classFirstScreen(ctx, await searchParams)}>
        <ClassAdmin title={page.title} group={page.group} actions={page.actions} ownOnly={ctx.scope === 'class'} />
      </JsonHydration>
    </PageMessages>
  );
}
