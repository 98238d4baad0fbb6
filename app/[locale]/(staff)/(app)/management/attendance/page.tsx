import { AttendancePage } from './attendance-page';
import { PageMessages } from '@/components/providers/page-messages';

/** /management/attendance: the layout that fits the device (a phone gets the cards). */
export default function Page() {
  return (
    <PageMessages ns={['attendance']}>
      <AttendancePage variant={null} />
    </PageMessages>
  );
}
