import { MessagePage } from '@/components/management/message/message-page';

/** /management/message-request/desktop: parents' messages as a table. */
export default function Page() {
  return <MessagePage variant="desktop" />;
}
