'use client';
import { useEffect, useState } from 'react';

/** The value, once it has stayed the same for `delay` ms: a search box asks the server once the typing pauses. */
export function useDebounced<T>(value: T, delay = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
