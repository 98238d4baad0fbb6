'use client';
import { useTranslations } from 'next-intl';
import { SEVERE_CLASSES, type NutritionClass } from '@/lib/health/classes';

/** The WHO classes of a measurement as badges (red for severe and obese, amber otherwise, "normal" when none). */
export function ClassBadges({ classes, empty = true }: { classes: readonly string[]; empty?: boolean }) {
  const t = useTranslations('health');
  if (!classes.length) return empty ? <span className="badge text-bg-success">{t('normal')}</span> : null;
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      {classes.map((c) => (
        <span
          key={c}
          className={`badge ${SEVERE_CLASSES.includes(c as NutritionClass) ? 'text-bg-danger' : 'text-bg-warning'}`}
          data-class={c}
        >
          {t(`classes.${c}`)}
        </span>
      ))}
    </span>
  );
}
