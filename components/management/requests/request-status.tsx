'use client';
import { useTranslations } from 'next-intl';
import { StatusBadge } from '@/components/ui/status-badge';
import type { AbsenceStatus } from '@/lib/attendance-values';
import type { MedicineStatus, MessageStatus } from '@/lib/request-values';
import type { VaccineDeclarationStatus } from '@/lib/vaccine-values';

/** Waiting is yellow (with dark text: contrast ≥ 4.5:1), accepted or read green, refused red, withdrawn grey. */
const VARIANT: Record<AbsenceStatus | MedicineStatus | MessageStatus | VaccineDeclarationStatus, string> = {
  pending: 'warning',
  declared: 'warning',
  unread: 'warning',
  approved: 'success',
  verified: 'success',
  read: 'success',
  rejected: 'danger',
  cancelled: 'secondary',
};

/** A request's state as a badge, worded by the request's messages (`statuses.<status>`). */
export function RequestStatusBadge({
  ns,
  status,
}:
  | { ns: 'absence'; status: AbsenceStatus }
  | { ns: 'medicine'; status: MedicineStatus }
  | { ns: 'message'; status: MessageStatus }
  | { ns: 'vaccine'; status: VaccineDeclarationStatus }) {
  const t = useTranslations(ns);
  return <StatusBadge variant={VARIANT[status]} text={t(`statuses.${status}`)} />;
}
