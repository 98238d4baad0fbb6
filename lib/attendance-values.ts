// Attendance and absence values shared by the server and the browser (no zod: the roll call and the cards
// load these without the schemas).
import type { AttendanceSettings } from '@/lib/server/db/schema/core';

export const ATTENDANCE_STATUSES = ['present', 'excused', 'unexcused'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];
export const ABSENCE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type AbsenceStatus = (typeof ABSENCE_STATUSES)[number];

export type { AttendanceSettings };

/** What a school gets until it sets its own windows: arrivals 07:00–08:30, pick-ups 16:30–17:30, Monday–Friday. */
export const DEFAULT_ATTENDANCE_SETTINGS: AttendanceSettings = {
  checkInFrom: '07:00',
  checkInUntil: '08:30',
  checkOutFrom: '16:30',
  checkOutUntil: '17:30',
  workDays: [1, 2, 3, 4, 5],
};

/** A check-in after the window closes is late. */
export const isLateArrival = (time: string, s: AttendanceSettings) => !!time && time > s.checkInUntil;
/** A pick-up after the window closes is late. */
export const isLatePickup = (time: string, s: AttendanceSettings) => !!time && time > s.checkOutUntil;

/** The one-letter marks of the month sheet. */
export const SHEET_MARKS: Record<AttendanceStatus, string> = { present: 'x', excused: 'P', unexcused: 'K' };

/** Longest absence request, in days. */
export const MAX_ABSENCE_DAYS = 60;
/** Attachment of an absence request: images or a PDF, at most this many bytes. */
export const MAX_ABSENCE_ATTACHMENT_BYTES = 5 * 1024 * 1024;
