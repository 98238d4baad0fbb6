import { AttendancePage } from '@/components/management/attendance/attendance-page';

/** /management/attendance: the layout that fits the device (a phone gets the cards). */
export default function Page() {
  return <AttendancePage variant={null} />;
}
