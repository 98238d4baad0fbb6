import { MessagePage } from '@/components/management/message/message-page';

/** /management/message-request/mobile: parents' messages as cards for a phone. */
export default function Page() {
  return <MessagePage variant="mobile" />;
}
