'use client';
import { useLocale, useTranslations } from 'next-intl';
import { decimalText } from '@/lib/format';
import { Badge } from 'react-bootstrap';
import type { DoseStatus } from '@/lib/request-values';
import type { MedicineItem } from '@/lib/schemas/medicine';
import { dayText } from '@/lib/school-time';

const DOSE_VARIANT: Record<DoseStatus, string> = { given: 'success', not_given: 'danger', due: 'light' };

export function DoseBadge({ status }: { status: DoseStatus }) {
  const t = useTranslations('medicine');
  return (
    <Badge
      bg={DOSE_VARIANT[status]}
      text={status === 'due' ? 'dark' : undefined}
      className={status === 'due' ? 'border' : undefined}
    >
      {t(`doseStatuses.${status}`)}
    </Badge>
  );
}

/** "Siro ho · 5 ml · 08:00, 14:00 · after meals" per medicine. */
export function MedicineList({ medicines, showTimes = true }: { medicines: MedicineItem[]; showTimes?: boolean }) {
  const locale = useLocale();
  return (
    <ul className="list-unstyled mb-0">
      {medicines.map((m, i) => (
        <li key={i}>
          <span className="fw-semibold">{m.name}</span> · {decimalText(m.dose, locale)} {m.unit}
          {showTimes && <> · {m.times.join(', ')}</>}
          {m.instructions && <span className="text-body-secondary"> · {m.instructions}</span>}
        </li>
      ))}
    </ul>
  );
}

export const rangeText = (from: string, to: string) =>
  from === to ? dayText(from) : `${dayText(from)} – ${dayText(to)}`;
