'use client';
import { useTranslations } from 'next-intl';
import type { StudentStatus } from '@/lib/student-options';

const STATUS_VARIANT: Record<StudentStatus, string> = {
  studying: 'success',
  reserved: 'warning',
  left: 'secondary',
  graduated: 'info',
};

/**
 * A child's status as a coloured badge. Bootstrap's text-bg-* pairs each colour with a readable text colour (dark on
 * yellow and cyan, ≥ 4.5:1); a plain span keeps react-bootstrap's Badge out of the list's first load.
 */
export function StudentStatusBadge({ status }: { status: StudentStatus }) {
  const t = useTranslations('studentAdmin');
  return <span className={`badge text-bg-${STATUS_VARIANT[status]}`}>{t(`statuses.${status}`)}</span>;
}
