'use client';
import { useEffect, useState } from 'react';

import { MIN_DISPLAY_DELAY_MS } from '@/lib/limits';

/** Spinners appear only once a fetch has taken 200 ms (spec §9), so quick answers do not flash. */
export function useDelayedFlag(flag: boolean, delay = MIN_DISPLAY_DELAY_MS) {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!flag) return;
    const timer = window.setTimeout(() => setElapsed(true), delay);
    return () => {
      window.clearTimeout(timer);
      setElapsed(false);
    };
  }, [flag, delay]);
  return flag && elapsed;
}
