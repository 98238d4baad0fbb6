'use client';
import { useTranslations } from 'next-intl';
import { FilterSelect } from '@/components/ui/filter-select';
import { useClasses, type ClassListParams } from '@/lib/api/class';
import { CLASS_FILTER_QUERY } from '@/lib/api/class-keys';

/**
 * A list's class filter ("Class", "All classes" unless the list words it otherwise); a screen that needs the classes
 * too reads them with the same query (one request).
 */
export function ClassFilter({
  id,
  label,
  allLabel,
  value,
  onChange,
  col,
  query = CLASS_FILTER_QUERY,
  withYear = true,
}: {
  id: string;
  label?: string;
  allLabel?: string;
  value: string;
  onChange: (classId: string) => void;
  col?: string;
  query?: ClassListParams;
  /** "Lá 1 (2024-2025)" rather than "Lá 1", where a list spans school years. */
  withYear?: boolean;
}) {
  const t = useTranslations('common.classFilter');
  const classes = useClasses(query).data?.data ?? [];
  return (
    <FilterSelect
      id={id}
      label={label ?? t('label')}
      value={value}
      onChange={onChange}
      allLabel={allLabel ?? t('all')}
      col={col}
      options={classes.map((c) => ({ value: c.id, label: withYear ? `${c.name} (${c.school_year_name})` : c.name }))}
    />
  );
}
