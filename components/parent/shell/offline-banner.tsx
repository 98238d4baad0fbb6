'use client';
import { useSyncExternalStore } from 'react';

function subscribe(callback: () => void) {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

/** A clear banner while the phone is offline: what is on screen was saved earlier, and nothing can be sent. */
export function OfflineBanner({ text }: { text: string }) {
  const offline = useSyncExternalStore(
    subscribe,
    () => !navigator.onLine,
    () => false,
  );
  if (!offline) return null;
  return (
    <div className="parent-offline" role="status" data-testid="parent-offline">
      <i className="bi bi-wifi-off me-2" aria-hidden="true" />
      {text}
    </div>
  );
}
