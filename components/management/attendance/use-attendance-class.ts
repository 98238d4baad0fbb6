'use client';
import { useMemo, useState } from 'react';
import { useClasses, useSchoolYears, type ClassRow } from '@/lib/api/class';

const STORAGE_KEY = 'attendance.class';

function stored(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The class whose roll is taken: the last one chosen on this device (if the user may still see it), else the
 * first class of the current school year. Classes of the current year come first (a teacher only gets theirs).
 */
export function useAttendanceClass() {
  const classes = useClasses({ page: 1, page_size: 100, order_by: 'age_group' });
  const years = useSchoolYears();
  const [chosen, setChosen] = useState<string | null>(null);
  const currentYear = years.data?.data.find((y) => y.is_current)?.id;
  const list = useMemo<ClassRow[]>(() => {
    const all = classes.data?.data ?? [];
    return [
      ...all.filter((c) => c.school_year_id === currentYear),
      ...all.filter((c) => c.school_year_id !== currentYear),
    ];
  }, [classes.data, currentYear]);
  const ready = !classes.isLoading && !years.isLoading;
  const classId = useMemo(() => {
    if (!ready || !list.length) return '';
    const wanted = chosen ?? stored();
    return list.some((c) => c.id === wanted) ? wanted! : list[0].id;
  }, [ready, list, chosen]);
  const choose = (id: string) => {
    setChosen(id);
    try {
      window.localStorage.setItem(STORAGE_KEY, id);
    } catch {
      /* private mode: remembered for this page only */
    }
  };
  return {
    classes: list,
    currentYear,
    classId,
    setClassId: choose,
    loading: !ready,
    error: classes.error ?? years.error,
  };
}
