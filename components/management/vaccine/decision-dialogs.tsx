'use client';
import { useTranslations } from 'next-intl';
import { ConfirmActionDialog } from '@/components/ui/decision-dialogs';
import { RequestRejectDialog } from '@/components/management/requests/request-reject-dialog';
import type { DecisionProps } from '@/components/management/requests/request-dialogs';
import { dayText } from '@/lib/school-time';
import { useRejectDeclaration, useVerifyDeclaration, type VaccineDeclarationRow } from '@/lib/api/vaccine';

/** Verify, after a yes: the dose was seen in the vaccination book. */
export function VerifyDialog({ row: d, onHide }: DecisionProps<VaccineDeclarationRow>) {
  const t = useTranslations('vaccine');
  const verify = useVerifyDeclaration();
  return (
    <ConfirmActionDialog
      title={t('verifyTitle')}
      confirmLabel={t('verify')}
      done={t('verified')}
      pending={verify.isPending}
      onConfirm={() => verify.mutateAsync(d.id)}
      onHide={onHide}
      testId="vaccine-verify"
    >
      {t('verifyText', { name: d.student_name, vaccine: d.vaccine_name, dose: d.dose_number, date: dayText(d.date) })}
    </ConfirmActionDialog>
  );
}

/** Reject, with the reason the parent will read (required). */
export function RejectDialog({ row: d, onHide }: DecisionProps<VaccineDeclarationRow>) {
  const t = useTranslations('vaccine');
  const reject = useRejectDeclaration();
  return (
    <RequestRejectDialog
      ns="vaccine"
      name={d.student_name}
      done={t('rejected')}
      pending={reject.isPending}
      onReject={(reason) => reject.mutateAsync({ id: d.id, reason })}
      onHide={onHide}
    >
      <p className="text-body-secondary">
        {d.vaccine_name} · {t('dose', { dose: d.dose_number })} · {dayText(d.date)}
      </p>
    </RequestRejectDialog>
  );
}
