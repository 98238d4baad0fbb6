import { MessagePage } from '@/components/management/message/message-page';

/** /management/message-request: the layout that fits the device. */
export default function Page() {
  return <MessagePage variant={null} />;
}
