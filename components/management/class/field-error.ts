'use client';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { showMessage } from '@/components/layout/site-footer';
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

/**
 * A form dialog's save: the values go to `save`; a refusal marks the fields it names and shows its words in the
 * dialog (`error`); success is told in the message line (`done`) and `onSaved` runs (usually: close).
 */
export function useSaveForm<T extends FieldValues, V, A = unknown>(
  form: UseFormReturn<T, unknown, V>,
  {
    save,
    done,
    onSaved,
  }: { save: (values: V) => Promise<A>; done: string | ((answer: A) => string); onSaved: () => void },
) {
  const errorText = useErrorText();
  const [error, setError] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const answer = await save(values);
      showMessage(typeof done === 'string' ? done : done(answer), 'success');
      onSaved();
    } catch (e) {
      setFieldErrors(form.setError, e);
      setError(errorText(e));
    }
  });
  return { error, submit: () => void submit() };
}
