import { MessagePage } from './message-page';
import { PageMessages } from '@/components/providers/page-messages';
import type { SearchParams } from '@/lib/list-query';

/** /management/message-request: the layout that fits the device. */
export default function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <PageMessages ns={['message', 'requests']}>
      <MessagePage variant={null} searchParams={searchParams} />
    </PageMessages>
  );
}
