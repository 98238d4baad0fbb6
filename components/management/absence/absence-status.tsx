'use client';
import { useTranslations } from 'next-intl';
import { StatusBadge } from '@/components/ui/status-badge';
import type { AbsenceStatus } from '@/lib/attendance-values';

const VARIANT: Record<AbsenceStatus, string> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  cancelled: 'secondary',
};

/** A request's state as a badge; yellow keeps dark text (contrast ≥ 4.5:1). */
export function AbsenceStatusBadge({ status }: { status: AbsenceStatus }) {
  const t = useTranslations('absence');
  return <StatusBadge variant={VARIANT[status]} text={t(`statuses.${status}`)} />;
}
