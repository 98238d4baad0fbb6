'use client';
import { useTranslations } from 'next-intl';
import { StatusBadge } from '@/components/ui/status-badge';
import type { VaccineDeclarationStatus } from '@/lib/vaccine-values';

const VARIANT: Record<VaccineDeclarationStatus, string> = {
  declared: 'warning',
  verified: 'success',
  rejected: 'danger',
};

/** A declaration's state as a badge; yellow keeps dark text (contrast ≥ 4.5:1). */
export function DeclarationStatusBadge({ status }: { status: VaccineDeclarationStatus }) {
  const t = useTranslations('vaccine');
  return <StatusBadge variant={VARIANT[status]} text={t(`statuses.${status}`)} />;
}

/** A dose's age as the schedule states it: at birth, "2 months", "12 months 14 days". */
export function useAgeText() {
  const t = useTranslations('vaccine');
  return (months: number, days: number) =>
    months === 0 && days === 0
      ? t('atBirth')
      : days
        ? t('ageMonthsDays', { months, days })
        : t('ageMonths', { months });
}
