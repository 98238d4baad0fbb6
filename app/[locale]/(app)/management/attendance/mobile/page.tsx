import { AttendancePage } from '@/components/management/attendance/attendance-page';

/** /management/attendance/mobile: the roll call as big cards for a phone. */
export default function Page() {
  return <AttendancePage variant="mobile" />;
}
