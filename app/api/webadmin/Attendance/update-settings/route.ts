import { endpoint } from '@/lib/server/http/endpoint';
import { updateAttendanceSettings } from '@/lib/server/attendance/settings';
import { attendanceSettingsSchema } from '@/lib/schemas/attendance';

// PUT /api/webadmin/Attendance/update-settings
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/Attendance/update-settings',
  summary:
    "Sets the school's check-in and check-out windows and school days (school staff, not class-scoped teachers).",
  tag: 'Attendance',
  access: 'tenant',
  right: { menu: 'attendance', action: 'update' },
  body: attendanceSettingsSchema,
  shape: 'mutation',
  handler: (ctx, { body }) => updateAttendanceSettings(ctx, body),
});
