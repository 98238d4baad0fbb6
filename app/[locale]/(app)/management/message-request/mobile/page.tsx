import { MessagePage } from '@/components/management/message/message-page';
import { PageMessages } from '@/components/providers/page-messages';

/** /management/message-request/mobile: parents' messages as cards for a phone. */
export default function Page() {
  return (
    <PageMessages ns={['message']}>
      <MessagePage variant="mobile" />
    </PageMessages>
  );
}
