import { AttendancePage } from '../attendance-page';
import { PageMessages } from '@/components/providers/page-messages';

/** /management/attendance/mobile: the roll call as big cards for a phone. */
export default function Page() {
  return (
    <PageMessages ns={['attendance']}>
      <AttendancePage variant="mobile" />
    </PageMessages>
  );
}
