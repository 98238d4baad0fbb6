'use client';
import { useEffect } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { parentMutate } from '@/lib/api/parent-client';

/**
 * A post on screen is read: POST /api/app/news/read once it opened, then the pages cached in the browser (the feed,
 * home) are refreshed so that they show it read. Offline, it waits for the connection (nothing else to tell).
 */
export function MarkRead({ id, read }: { id: string; read: boolean }) {
  const router = useRouter();
  useEffect(() => {
    if (read) return;
    let done = false;
    const mark = () => {
      if (done || !navigator.onLine) return;
      done = true;
      parentMutate('post', 'news/read', { id })
        .then(() => router.refresh())
        .catch(() => {
          done = false;
        });
    };
    mark();
    window.addEventListener('online', mark);
    return () => window.removeEventListener('online', mark);
  }, [id, read, router]);
  return null;
}
