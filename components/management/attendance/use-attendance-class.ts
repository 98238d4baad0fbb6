'use client';
import { createContext, createElement, useContext, useMemo, useState, type ReactNode } from 'react';
import { useClasses, useSchoolYears, type ClassRow } from '@/lib/api/class';
import { ATTENDANCE_CLASS_COOKIE, ATTENDANCE_CLASS_QUERY } from '@/lib/api/attendance-keys';

const STORAGE_KEY = 'attendance.class';
const YEAR_SECONDS = 365 * 24 * 3600;

/** The class the server rendered the page with (its day is in the cache): the first render must show the same. */
const RenderedClass = createContext<string | null>(null);

export function RenderedClassProvider({ classId, children }: { classId: string | null; children: ReactNode }) {
  return createElement(RenderedClass.Provider, { value: classId }, children);
}

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
 * The choice is also kept in a cookie, so that the server renders the page with that class's day.
 */
export function useAttendanceClass() {
  const rendered = useContext(RenderedClass);
  const classes = useClasses(ATTENDANCE_CLASS_QUERY);
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
    const wanted = chosen ?? rendered ?? stored();
    return list.some((c) => c.id === wanted) ? wanted! : list[0].id;
  }, [ready, list, chosen, rendered]);
  const choose = (id: string) => {
    setChosen(id);
    document.cookie = `${ATTENDANCE_CLASS_COOKIE}=${encodeURIComponent(id)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
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
