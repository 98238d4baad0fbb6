'use client';
import { useTranslations } from 'next-intl';
import { ConfirmActionDialog } from '@/components/ui/decision-dialogs';
import { RequestRejectDialog } from '@/components/management/requests/request-reject-dialog';
import type { DecisionProps } from '@/components/management/requests/request-dialogs';
import { dayText } from '@/lib/school-time';
import { useApproveAbsence, useRejectAbsence, type AbsenceRow } from '@/lib/api/absence';

/** Approve, after a yes: the school days of the request become excused on the roll call. */
export function AbsenceApproveDialog({ row: absence, onHide }: DecisionProps<AbsenceRow>) {
  const t = useTranslations('absence');
  const approve = useApproveAbsence();
  return (
    <ConfirmActionDialog
      title={t('approveTitle')}
      confirmLabel={t('approve')}
      done={t('approvedShort')}
      pending={approve.isPending}
      onConfirm={() => approve.mutateAsync(absence.id)}
      onHide={onHide}
      testId="absence-approve"
    >
      {t('approveText', {
        name: absence.student_name,
        from: dayText(absence.from_date),
        to: dayText(absence.to_date),
        days: absence.days,
      })}
    </ConfirmActionDialog>
  );
}

/** Reject, with the reason the parent will read (required). */
export function AbsenceRejectDialog({ row: absence, onHide }: DecisionProps<AbsenceRow>) {
  const t = useTranslations('absence');
  const reject = useRejectAbsence();
  return (
    <RequestRejectDialog
      ns="absence"
      name={absence.student_name}
      done={t('rejectedShort')}
      pending={reject.isPending}
      onReject={async (reason) => void (await reject.mutateAsync({ id: absence.id, reason }))}
      onHide={onHide}
    >
      <p className="text-body-secondary">
        {dayText(absence.from_date)} – {dayText(absence.to_date)} · {absence.reason}
      </p>
    </RequestRejectDialog>
  );
}
