import { MedicinePage } from './medicine-page';
import { PageMessages } from '@/components/providers/page-messages';
import type { SearchParams } from '@/lib/list-query';

/** /management/medicine-request: the layout that fits the device (a phone gets the day's doses as cards). */
export default function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <PageMessages ns={['medicine', 'requests']}>
      <MedicinePage variant={null} searchParams={searchParams} />
    </PageMessages>
  );
}
