import { MessagePage } from '@/components/management/message/message-page';
import { PageMessages } from '@/components/providers/page-messages';

/** /management/message-request/desktop: parents' messages as a table. */
export default function Page() {
  return (
    <PageMessages ns={['message']}>
      <MessagePage variant="desktop" />
    </PageMessages>
  );
}
