'use client';
import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

/**
 * False while the server renders the page and while the browser hydrates it, true from the next render on: for
 * what only the browser needs to draw (the part of a long list below the first screen).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
