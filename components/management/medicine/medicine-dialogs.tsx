'use client';
import { useTranslations } from 'next-intl';
import { ConfirmActionDialog, ReasonDialog } from '@/components/ui/decision-dialogs';
import { dayText } from '@/lib/school-time';
import { useApproveMedicine, useLogDose, useRejectMedicine, type MedicineRow } from '@/lib/api/medicine';
import { MedicineList, rangeText } from './medicine-bits';

/** Accept, after a yes: the doses can be logged from then on. */
export function MedicineApproveDialog({ row: request, onHide }: { row: MedicineRow; onHide: () => void }) {
  const t = useTranslations('medicine');
  const approve = useApproveMedicine();
  return (
    <ConfirmActionDialog
      title={t('approveTitle', { name: request.student_name })}
      confirmLabel={t('approve')}
      done={t('approved')}
      pending={approve.isPending}
      onConfirm={() => approve.mutateAsync(request.id)}
      onHide={onHide}
      testId="medicine-approve"
    >
      <p>{rangeText(request.from_date, request.to_date)}</p>
      <MedicineList medicines={request.medicines} />
    </ConfirmActionDialog>
  );
}

/** Reject, with the reason the parent will read. */
export function MedicineRejectDialog({ row: request, onHide }: { row: MedicineRow; onHide: () => void }) {
  const t = useTranslations('medicine');
  const reject = useRejectMedicine();
  return (
    <ReasonDialog
      title={t('rejectTitle', { name: request.student_name })}
      label={t('fields.rejectReason')}
      submitLabel={t('reject')}
      requiredText={t('reasonRequired')}
      done={t('rejected')}
      pending={reject.isPending}
      onSubmit={async (reason) => void (await reject.mutateAsync({ id: request.id, reason }))}
      onHide={onHide}
      testId="medicine-reject"
    >
      <p className="text-body-secondary">{rangeText(request.from_date, request.to_date)}</p>
    </ReasonDialog>
  );
}

export type DoseSlot = { request_id: string; student_name: string; day: string; time: string };

/** A dose not given: why (required; the parent reads it). */
export function NotGivenDialog({ slot, onHide }: { slot: DoseSlot; onHide: () => void }) {
  const t = useTranslations('medicine');
  const log = useLogDose();
  return (
    <ReasonDialog
      title={t('notGivenTitle', { name: slot.student_name, time: slot.time, day: dayText(slot.day) })}
      label={t('fields.notGivenReason')}
      submitLabel={t('saveNotGiven')}
      requiredText={t('reasonRequired')}
      done={t('doseNotGiven')}
      pending={log.isPending}
      onSubmit={async (reason) =>
        void (await log.mutateAsync({
          request_id: slot.request_id,
          day: slot.day,
          time: slot.time,
          status: 'not_given',
          reason,
        }))
      }
      onHide={onHide}
      testId="medicine-not-given"
    />
  );
}
