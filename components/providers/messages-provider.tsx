'use client';
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';

// The client components' words, one chunk per language (messages-vi.tsx, messages-en.tsx): a page loads only its
// own language's catalogue, which the browser caches, and the server never serialises the catalogue into the page.
const ViMessages = dynamic(() => import('./messages-vi').then((m) => m.ViMessages));
const EnMessages = dynamic(() => import('./messages-en').then((m) => m.EnMessages));

export function Messages({ locale, children }: { locale: string; children: ReactNode }) {
  const Provider = locale === 'en' ? EnMessages : ViMessages;
  return <Provider>{children}</Provider>;
}
