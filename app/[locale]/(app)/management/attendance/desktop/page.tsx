import { AttendancePage } from '@/components/management/attendance/attendance-page';

/** /management/attendance/desktop: the roll call as a table, and the month sheet. */
export default function Page() {
  return <AttendancePage variant="desktop" />;
}
