'use client';
import { useState } from 'react';
import { showMessage } from '@/components/layout/site-footer';
import { useErrorText } from '@/lib/api/use-error-text';
import type { AttendanceStatus } from '@/lib/attendance-values';
import {
  isConflict,
  needsExcusedConfirm,
  useDayWrites,
  type AttendanceDayRow,
  type DayUpdate,
} from '@/lib/api/attendance';

/** A question to ask before a write goes on: the child has an approved absence and is being marked present. */
export type PendingConfirm = { text: string; run: () => Promise<unknown> };

/** The row as the update call wants it, with a new status (an absent child has no times and no pick-up). */
export function updateOf(row: AttendanceDayRow, status: AttendanceStatus): DayUpdate {
  const present = status === 'present';
  return {
    student_id: row.student_id,
    version: row.version,
    status,
    check_in_time: present ? row.check_in_time : null,
    brought_by: present ? row.brought_by : null,
    check_out_time: present ? row.check_out_time : null,
    picked_up_by_id: present ? row.picked_up_by_id : null,
    picked_up_by_name: present && !row.picked_up_by_id ? row.picked_up_by_name : null,
    note: row.note,
  };
}

/**
 * The one-tap writes of the roll call, shared by the table and the cards: which children are being saved, the
 * question about an approved absence, and the messages (a conflict replaces the row and says so).
 */
export function useRowActions(classId: string, date: string, { quiet = false } = {}) {
  const writes = useDayWrites(classId, date);
  const errorText = useErrorText();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [confirm, setConfirm] = useState<PendingConfirm | null>(null);
  // What a quiet caller's screen readers hear after a write went through (no toast).
  const [announcement, setAnnouncement] = useState('');

  const mark = (id: string, on: boolean) =>
    setBusy((set) => {
      const next = new Set(set);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Runs a write for one child; `confirmable` writes are asked again with confirm_excused after a yes. */
  const run = async (id: string, write: (confirmed: boolean) => Promise<{ text?: string }>, confirmed = false) => {
    mark(id, true);
    try {
      const reply = await write(confirmed);
      if (reply.text) {
        if (quiet) setAnnouncement(reply.text);
        else showMessage(reply.text, 'success');
      }
      return true;
    } catch (e) {
      if (!confirmed && needsExcusedConfirm(e)) {
        setConfirm({ text: errorText(e), run: () => run(id, write, true) });
      } else {
        showMessage(errorText(e), isConflict(e) ? 'warning' : 'danger');
      }
      return false;
    } finally {
      mark(id, false);
    }
  };

  return {
    busy,
    announcement,
    confirm,
    closeConfirm: () => setConfirm(null),
    setStatus: (row: AttendanceDayRow, status: AttendanceStatus) =>
      run(row.student_id, (confirmed) => writes.update({ ...updateOf(row, status), confirm_excused: confirmed })),
    checkIn: (row: AttendanceDayRow) =>
      run(row.student_id, (confirmed) =>
        writes.checkIn({ student_id: row.student_id, version: row.version, confirm_excused: confirmed }),
      ),
    checkOut: (row: AttendanceDayRow, who: { picked_up_by_id?: string; picked_up_by_name?: string }) =>
      run(row.student_id, () => writes.checkOut({ student_id: row.student_id, version: row.version, ...who })),
    /** The edit dialog's save: errors go back to the dialog, which shows them beside its fields. */
    update: writes.update,
  };
}
