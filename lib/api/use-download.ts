'use client';
import { useState } from 'react';
import { useErrorText } from './use-error-text';

/** A download started from a list (an export): busy while it runs, and the error in the user's words if it fails. */
export function useDownload(download: () => Promise<void>, fallback: string) {
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setError(null);
    setBusy(true);
    try {
      await download();
    } catch (e) {
      setError(errorText(e) || fallback);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run, clear: () => setError(null) };
}
