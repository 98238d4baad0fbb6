'use client';
import dynamic from 'next/dynamic';
import type { ClassRow } from '@/lib/api/class';
import type { StudentRow } from '@/lib/api/student';
import {
  AppAccountSlipsDialog,
  BulkAppAccountDialog,
  slipsOf,
  type Slips,
} from '@/components/management/app-account/app-account-lazy';

// The form, the record and the dialogs are fetched the first time they open, so that the list's first load
// stays small (the form brings zod and react-hook-form with it, the dialogs react-bootstrap's Modal).
const StudentFormPanel = dynamic(() => import('./student-form-panel').then((m) => m.StudentFormPanel), { ssr: false });
const StudentDetailDialog = dynamic(() => import('./student-detail-dialog').then((m) => m.StudentDetailDialog), {
  ssr: false,
});
const ChangeStatusDialog = dynamic(() => import('./student-action-dialogs').then((m) => m.ChangeStatusDialog), {
  ssr: false,
});
const MoveClassDialog = dynamic(() => import('./student-action-dialogs').then((m) => m.MoveClassDialog), {
  ssr: false,
});
const StudentImportDialog = dynamic(() => import('./student-import-dialog').then((m) => m.StudentImportDialog), {
  ssr: false,
});

/** The one panel or dialog the children's list has open. */
export type StudentDialog =
  | { kind: 'form'; id: string | null }
  | { kind: 'detail'; id: string }
  | { kind: 'status'; student: StudentRow }
  | { kind: 'move'; ids: string[] }
  | { kind: 'import' }
  | { kind: 'accounts'; ids: string[] }
  | { kind: 'slips'; result: Slips };

/** Renders the open dialog; `onSelectionDone` clears the list's selection after a move or bulk accounts. */
export function StudentDialogs({
  dialog,
  open,
  classes,
  canUpdate,
  onSelectionDone,
}: {
  dialog: StudentDialog | null;
  open: (dialog: StudentDialog | null) => void;
  classes: ClassRow[];
  canUpdate: boolean;
  onSelectionDone: () => void;
}) {
  const close = () => open(null);
  switch (dialog?.kind) {
    case 'form':
      return <StudentFormPanel id={dialog.id} classes={classes} onHide={close} />;
    case 'detail':
      return (
        <StudentDetailDialog
          id={dialog.id}
          onHide={close}
          onEdit={canUpdate ? () => open({ kind: 'form', id: dialog.id }) : undefined}
        />
      );
    case 'status':
      return <ChangeStatusDialog student={dialog.student} onHide={close} />;
    case 'move':
      return (
        <MoveClassDialog
          ids={dialog.ids}
          classes={classes}
          onHide={close}
          onDone={() => {
            onSelectionDone();
            close();
          }}
        />
      );
    case 'import':
      return <StudentImportDialog onHide={close} />;
    case 'accounts':
      return (
        <BulkAppAccountDialog
          studentIds={dialog.ids}
          onHide={close}
          onDone={(result) => {
            onSelectionDone();
            open({ kind: 'slips', result: slipsOf(result) });
          }}
        />
      );
    case 'slips':
      return <AppAccountSlipsDialog result={dialog.result} onHide={close} />;
    default:
      return null;
  }
}
