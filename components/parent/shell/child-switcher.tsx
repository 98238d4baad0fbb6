'use client';
import { useId, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { setYearCookie } from '@/lib/api/cookie';
import { PARENT_CHILD_COOKIE } from '@/lib/parent-session';
import type { ParentChild } from '@/lib/parent-child';

/** The child on screen: the name, or a switcher for a family with several children (kept in a cookie). */
export function ChildSwitcher({
  items,
  current,
  words,
}: {
  items: ParentChild[];
  current: ParentChild | null;
  /** parent.shell's `child` and `noChild`. */
  words: { child: string; noChild: string };
}) {
  const router = useRouter();
  const id = useId();
  const [pending, start] = useTransition();
  if (!current) return <span className="parent-child-name">{words.noChild}</span>;
  const label = (c: ParentChild) => (c.class_name ? `${c.nickname || c.full_name} · ${c.class_name}` : c.nickname || c.full_name);
  if (items.length < 2) {
    return (
      <span className="parent-child-name" data-testid="parent-child">
        {label(current)}
      </span>
    );
  }
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {words.child}
      </label>
      <select
        id={id}
        className="form-select form-select-sm parent-child-select"
        value={current.id}
        disabled={pending}
        data-testid="parent-child-switcher"
        onChange={(event) => {
          setYearCookie(PARENT_CHILD_COOKIE, event.target.value);
          start(() => router.refresh());
        }}
      >
        {items.map((c) => (
          <option key={c.id} value={c.id}>
            {label(c)}
          </option>
        ))}
      </select>
    </>
  );
}
