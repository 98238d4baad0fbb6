import { requirePage } from '@/lib/server/auth/require-page';
import { TuitionAdmin } from '@/components/management/tuition/tuition-admin';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonHydration } from '@/components/providers/json-hydration';
import { tuitionFirstScreen } from '@/lib/server/tuition/tuition-first-screen';
import type { SearchParams } from '@/lib/list-query';

/**
 * /management/tuition: fee items, monthly invoices, payments and reports. Without tuition.read: 403. The invoices the
 * address asks for (this month's at first) and the class filter come with the page (the same services the API calls).
 */
export default async function TuitionPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = await requirePage('tuition');
  if (!page) return null;
  const { ctx } = page;
  return (
    <PageMessages ns={['tuition']}>
      <JsonHydration state={await tuitionFirstScreen(ctx, await searchParams)}>
        <TuitionAdmin title={page.title} group={page.group} actions={page.actions} />
      </JsonHydration>
    </PageMessages>
  );
}
