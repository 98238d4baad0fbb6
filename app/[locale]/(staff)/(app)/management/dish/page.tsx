import { requirePage } from '@/lib/server/auth/require-page';
import { ErrorView } from '@/components/errors/error-view';
import { DishAdmin } from '@/components/management/dish/dish-admin';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonHydration } from '@/components/providers/json-hydration';
import { dishFirstScreen } from '@/lib/server/dish/dish-first-screen';
import type { SearchParams } from '@/lib/list-query';

/** /management/dish: the dish library. Without dish.read the page answers 403; the list comes with the page. */
export default async function DishPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = await requirePage('dish');
  if (!page) return <ErrorView status={403} />;
  const { ctx } = page;
  return (
    <PageMessages ns={['dish']}>
      <JsonHydration state={await dishFirstScreen(ctx, await searchParams)}>
        <DishAdmin title={page.title} group={page.group} actions={page.actions} ownOnly={ctx.scope === 'class'} />
      </JsonHydration>
    </PageMessages>
  );
}
