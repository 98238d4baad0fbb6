'use client';
import { useEffect } from 'react';
import { useRouter } from 'next/navigation';

/** Renders nothing; asks the server for a fresh page every `seconds` while the tab is visible. */
export function RefreshEvery({ seconds }: { seconds: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') router.refresh();
    }, seconds * 1000);
    return () => clearInterval(timer);
  }, [router, seconds]);
  return null;
}
