import { MessagePage } from '../message-page';
import { PageMessages } from '@/components/providers/page-messages';
import type { SearchParams } from '@/lib/list-query';

/** /management/message-request/mobile: parents' messages as cards for a phone. */
export default function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <PageMessages ns={['message', 'requests']}>
      <MessagePage variant="mobile" searchParams={searchParams} />
    </PageMessages>
  );
}
