import { AttendancePage } from '../attendance-page';
import { PageMessages } from '@/components/providers/page-messages';

/** /management/attendance/desktop: the roll call as a table, and the month sheet. */
export default function Page() {
  return (
    <PageMessages ns={['attendance']}>
      <AttendancePage variant="desktop" />
    </PageMessages>
  );
}
