// Keys of the attendance area. Every key starts with 'attendance', so that one invalidation reaches them all.
// Not a client module: the roll-call page builds the same keys on the server to hand its first data to react-query.
export const attendanceKeys = {
  all: () => ['attendance'] as const,
  day: (classId: string, date: string) => ['attendance', 'day', classId, date] as const,
  month: (classId: string, month: string) => ['attendance', 'month', classId, month] as const,
  studentMonth: (studentId: string, month: string) => ['attendance', 'student-month', studentId, month] as const,
  settings: () => ['attendance', 'settings'] as const,
};

/** The classes the roll call chooses from: the current year's first, by age group (a teacher only gets theirs). */
export const ATTENDANCE_CLASS_QUERY = { page: 1, page_size: 100, order_by: 'age_group' } as const;

/** The cookie that remembers the roll call's class on this device, so that the page is rendered with it. */
export const ATTENDANCE_CLASS_COOKIE = 'attendance_class';
