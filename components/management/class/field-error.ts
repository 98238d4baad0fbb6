'use client';
import { useErrorText } from '@/lib/api/use-error-text';

/** A field's message in words: keys from the shared schema are translated, the server's own words kept. */
export function useFieldError() {
  const errorText = useErrorText();
  return (message: string | undefined) =>
    !message ? undefined : message.startsWith('errors.') ? errorText(message) : message;
}
