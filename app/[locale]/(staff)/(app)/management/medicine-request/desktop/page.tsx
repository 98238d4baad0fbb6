import { MedicinePage } from '../medicine-page';
import { PageMessages } from '@/components/providers/page-messages';
import type { SearchParams } from '@/lib/list-query';

/** /management/medicine-request/desktop: the requests as a table, with the dose log of each. */
export default function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <PageMessages ns={['medicine', 'requests']}>
      <MedicinePage variant="desktop" searchParams={searchParams} />
    </PageMessages>
  );
}
