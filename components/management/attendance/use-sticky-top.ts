'use client';
import { useEffect, useState } from 'react';

/**
 * How far from the top a sticky bar must stay: below the app header when the user keeps it fixed (a setting;
 * its height follows the font size), else at the very top.
 */
export function useStickyTop() {
  const [top, setTop] = useState(0);
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('.app-header');
    const root = document.documentElement;
    const measure = () =>
      setTop(header && root.classList.contains('header-fixed') ? header.getBoundingClientRect().height : 0);
    measure();
    const size = new ResizeObserver(measure);
    if (header) size.observe(header);
    const classes = new MutationObserver(measure);
    classes.observe(root, { attributes: true, attributeFilter: ['class'] });
    return () => {
      size.disconnect();
      classes.disconnect();
    };
  }, []);
  return top;
}
