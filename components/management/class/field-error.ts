'use client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api/client';
import { useErrorText } from '@/lib/api/use-error-text';

/** A field's message in words: keys from the shared schema are translated, the server's own words kept. */
export function useFieldError() {
  const errorText = useErrorText();
  return (message: string | undefined) =>
    !message ? undefined : message.startsWith('errors.') ? errorText(message) : message;
}

/** A refusal that names fields (a 400 with `fields`): each message goes to its field of the form. */
export function setFieldErrors<T extends FieldValues>(setError: UseFormSetError<T>, error: unknown) {
  if (error instanceof ApiError && error.fields)
    for (const [field, message] of Object.entries(error.fields)) setError(field as Path<T>, { message });
}
