import { MessagePage } from '../message-page';
import { PageMessages } from '@/components/providers/page-messages';
import type { SearchParams } from '@/lib/list-query';

/** /management/message-request/desktop: parents' messages as a table. */
export default function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <PageMessages ns={['message', 'requests']}>
      <MessagePage variant="desktop" searchParams={searchParams} />
    </PageMessages>
  );
}
