'use client';
import { useState } from 'react';
import { showMessage } from '@/components/layout/site-footer';
import { useErrorText } from '@/lib/api/use-error-text';
import { schoolToday } from '@/lib/school-time';
import type { AttendanceStatus } from '@/lib/attendance-values';
import { useAttendanceDay, useMarkAllPresent, type AttendanceDay, type AttendanceDayRow } from '@/lib/api/attendance';
import type { AttendanceRights } from './attendance-rights';
import { useRowActions } from './use-row-actions';

/**
 * A class's roll call on a day, shared by the table and the cards: the chosen day (today at first), its rows once
 * they are the class's and the day's, the one-tap writes, marking everyone present, and which child's check-out or
 * edit dialog is open.
 */
export function useRollCall(
  classId: string,
  { quiet = false, markedAll = '' }: { quiet?: boolean; markedAll?: string },
) {
  const errorText = useErrorText();
  const today = schoolToday();
  const [date, setDate] = useState(today);
  const day = useAttendanceDay(classId, date);
  const actions = useRowActions(classId, date, { quiet });
  const markAll = useMarkAllPresent(classId, date);
  const [checkingOut, setCheckingOut] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const data = day.data?.class_id === classId && day.data.date === date ? day.data : undefined;

  /** Everyone not yet marked is marked present; `markedAll` is said when the server's answer has no words. */
  const markAllPresent = async () => {
    try {
      const reply = await markAll.mutateAsync();
      showMessage(reply.text ?? markedAll, 'success');
    } catch (e) {
      showMessage(errorText(e), 'danger');
    }
  };

  return {
    today,
    date,
    setDate,
    day,
    data,
    actions,
    markAll,
    markAllPresent,
    checkingOut,
    setCheckingOut,
    editing,
    setEditing,
    rowOf: (id: string | null) => data?.rows.find((r) => r.student_id === id) ?? null,
    /** What a table row or a card needs to act on its child. */
    childActions: (row: AttendanceDayRow): ChildActions => ({
      busy: actions.busy.has(row.student_id),
      onStatus: (s) => void actions.setStatus(row, s),
      onCheckIn: () => void actions.checkIn(row),
      onCheckOut: () => setCheckingOut(row.student_id),
      onEdit: () => setEditing(row.student_id),
    }),
  };
}

/** A child's line of the roll call, a table row or a card: the child, the day, the user's rights and the actions. */
export type ChildProps = ChildActions & { row: AttendanceDayRow; day: AttendanceDay; can: AttendanceRights };

export type ChildActions = {
  busy: boolean;
  onStatus: (s: AttendanceStatus) => void;
  onCheckIn: () => void;
  onCheckOut: () => void;
  onEdit: () => void;
};

export type RollCallState = ReturnType<typeof useRollCall>;
