import { attendanceSettingsView } from '@/lib/schemas/attendance';
import { endpoint } from '@/lib/server/http/endpoint';
import { getAttendanceSettings } from '@/lib/server/attendance/settings';

// GET /api/webadmin/Attendance/get-settings
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Attendance/get-settings',
  summary: "The school's check-in and check-out windows and school days.",
  tag: 'Attendance',
  access: 'tenant',
  right: { menu: 'attendance', action: 'read' },
  shape: 'data',
  output: attendanceSettingsView,
  handler: (ctx) => getAttendanceSettings(ctx),
});
