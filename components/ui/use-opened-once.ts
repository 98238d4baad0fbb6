'use client';
import { useState } from 'react';

/**
 * True from the first time `open` is true on: a dialog or panel whose code is fetched with next/dynamic is mounted
 * only once it is first opened (mounted hidden, it would be fetched with the page), and stays mounted so that it
 * closes with its animation.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
