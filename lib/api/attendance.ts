'use client';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, getData, mutate, type ApiResult } from '@/lib/api/client';
import { downloadFile } from '@/lib/api/download';
import { dayTotals as totalsOf } from '@/lib/attendance-totals';
import type { z } from 'zod';
import type {
  AttendanceDay,
  AttendanceDayRow,
  AttendanceSettingsView,
  AttendanceToday,
  attendanceUpdateSchema,
  checkInSchema,
  checkOutSchema,
  MonthSheet,
  StudentMonthSummary,
} from '@/lib/schemas/attendance';
import { attendanceKeys } from './attendance-keys';

// Browser side of the attendance API (menu `attendance`). Types only from lib/schemas: no zod on first load.

export { totalsOf };
export type { AttendanceDay, AttendanceDayRow, AttendanceSettingsView, AttendanceToday, MonthSheet, StudentMonthSummary };

export { attendanceKeys };

/** A write of this area: the answer's `data` (the row as saved, or the counts of "mark all present"). */
async function send<T>(method: 'post' | 'put', url: string, body: unknown): Promise<ApiResult & { data?: T }> {
  return (await mutate(method, url, body)) as ApiResult & { data?: T };
}

/** The child's row as it is now, sent with a version conflict (409 errors.attendance_changed). */
export const conflictRow = (e: unknown): AttendanceDayRow | undefined =>
  e instanceof ApiError && e.key === 'errors.attendance_changed' ? (e.details.row as AttendanceDayRow | undefined) : undefined;

export const isConflict = (e: unknown): e is ApiError => e instanceof ApiError && e.key === 'errors.attendance_changed';
export const needsExcusedConfirm = (e: unknown): e is ApiError =>
  e instanceof ApiError && e.key === 'errors.attendance_excused_confirm';


/** Puts a child's row as the server answered it into the day on screen, and lets the reports catch up. */
function putRow(client: QueryClient, classId: string, date: string, row: AttendanceDayRow) {
  client.setQueryData<AttendanceDay>(attendanceKeys.day(classId, date), (day) => {
    if (!day) return day;
    const rows = day.rows.map((r) => (r.student_id === row.student_id ? row : r));
    return { ...day, rows, totals: totalsOf(rows) };
  });
  void client.invalidateQueries({ queryKey: attendanceKeys.all(), predicate: (q) => q.queryKey[1] !== 'day' });
}

export const useAttendanceDay = (classId: string, date: string) =>
  useQuery({
    queryKey: attendanceKeys.day(classId, date),
    queryFn: () => getData<AttendanceDay>('/webadmin/Attendance/get-day', { class_id: classId, date }),
    enabled: !!classId && !!date,
    placeholderData: (previous) => (previous?.class_id === classId ? previous : undefined),
    // Several teachers may take the same roll: what the others did shows up within half a minute.
    refetchInterval: 30_000,
  });

/** The bodies of the day's writes, from the endpoints' schemas; the hook adds the class and the day. */
type ChildDayBody<S extends z.ZodType> = Omit<z.input<S>, 'class_id' | 'date' | 'version'> & { version: number };
export type DayUpdate = ChildDayBody<typeof attendanceUpdateSchema>;
export type CheckIn = ChildDayBody<typeof checkInSchema>;
export type CheckOut = ChildDayBody<typeof checkOutSchema>;

/** The writes of one class's day; each answers the child's new row, which replaces the old one on screen. */
export function useDayWrites(classId: string, date: string) {
  const client = useQueryClient();
  const rowWrite = <V extends object>(method: 'post' | 'put', url: string) =>
    async (values: V) => {
      try {
        const reply = await send<AttendanceDayRow>(method, url, { class_id: classId, date, ...values });
        if (reply.data) putRow(client, classId, date, reply.data);
        return reply;
      } catch (e) {
        const row = conflictRow(e);
        if (row) putRow(client, classId, date, row);
        throw e;
      }
    };
  return {
    update: rowWrite<DayUpdate>('put', '/webadmin/Attendance/update'),
    checkIn: rowWrite<CheckIn>('post', '/webadmin/Attendance/check-in'),
    checkOut: rowWrite<CheckOut>('post', '/webadmin/Attendance/check-out'),
  };
}

export function useMarkAllPresent(classId: string, date: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      send<{ marked: number; skipped: number }>('post', '/webadmin/Attendance/mark-all-present', {
        class_id: classId,
        date,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: attendanceKeys.all() }),
  });
}

export const useMonthSheet = (classId: string, month: string) =>
  useQuery({
    queryKey: attendanceKeys.month(classId, month),
    queryFn: () => getData<MonthSheet>('/webadmin/Attendance/get-month', { class_id: classId, month }),
    enabled: !!classId && !!month,
    placeholderData: keepPreviousData,
  });

export const useStudentMonth = (studentId: string, month: string) =>
  useQuery({
    queryKey: attendanceKeys.studentMonth(studentId, month),
    queryFn: () =>
      getData<StudentMonthSummary>('/webadmin/Attendance/get-student-month', { student_id: studentId, month }),
    placeholderData: keepPreviousData,
  });

export const useAttendanceSettings = () =>
  useQuery({
    queryKey: attendanceKeys.settings(),
    queryFn: () => getData<AttendanceSettingsView>('/webadmin/Attendance/get-settings'),
  });

export function useSaveAttendanceSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: AttendanceSettingsView) => send<never>('put', '/webadmin/Attendance/update-settings', values),
    // The windows decide the late flags and the school days of every day and month on screen.
    onSettled: () => client.invalidateQueries({ queryKey: attendanceKeys.all() }),
  });
}

/** The class's month sheet as .xlsx (the file is named by the server). */
export const downloadMonthSheet = (classId: string, month: string) =>
  downloadFile('/webadmin/Attendance/export-month', { class_id: classId, month }, `attendance-${month}.xlsx`);
