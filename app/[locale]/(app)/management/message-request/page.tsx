import { MessagePage } from '@/components/management/message/message-page';
import { PageMessages } from '@/components/providers/page-messages';

/** /management/message-request: the layout that fits the device. */
export default function Page() {
  return (
    <PageMessages ns={['message']}>
      <MessagePage variant={null} />
    </PageMessages>
  );
}
