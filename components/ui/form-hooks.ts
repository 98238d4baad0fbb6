'use client';
import { useState } from 'react';
import { get, type FieldValues, type Path, type UseFormReturn, type UseFormSetError } from 'react-hook-form';
import { showMessage } from '@/components/layout/site-footer';
import { ApiError } from '@/lib/api/client';
import { useErrorText } from '@/lib/api/use-error-text';

/** A field's message in words: keys from the shared schema are translated, the server's own words kept. */
export function useFieldError() {
  const errorText = useErrorText();
  return (message: string | undefined) =>
    !message ? undefined : message.startsWith('errors.') ? errorText(message) : message;
}

/**
 * A refusal that names fields (a 400 with `fields`): each message goes to its field of the form (`only` those the
 * form shows, when given).
 */
export function setFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  only?: readonly Path<T>[],
) {
  if (error instanceof ApiError && error.fields)
    for (const [field, message] of Object.entries(error.fields))
      if (!only || (only as readonly string[]).includes(field)) setError(field as Path<T>, { message });
}

/** How a form field looks: its own label, whether it is required, its classes. */
type FieldLook = { label?: string; required?: boolean; className?: string };

/**
 * The props of a form's fields (FormField) by name: the id `${prefix}-${name}`, the label (its own, or `label(name)`),
 * the field's error in words; as `look` says (required and spaced, `mb-3`, unless told otherwise), then the field's own.
 */
export function useFormFields<T extends FieldValues, V>(
  form: UseFormReturn<T, unknown, V>,
  prefix: string,
  label: (name: Path<T>) => string = () => '',
  look: FieldLook = { required: true, className: 'mb-3' },
) {
  const fieldError = useFieldError();
  const { errors } = form.formState;
  return (name: Path<T>, own: FieldLook = {}) => {
    const field = { ...look, ...own };
    return {
      id: `${prefix}-${name}`,
      label: field.label ?? label(name),
      required: !!field.required,
      error: fieldError((get(errors, name) as { message?: string } | undefined)?.message),
      className: field.className,
    };
  };
}

/**
 * A form dialog's save: the values go to `save`; a refusal marks the fields it names and shows its words in the
 * dialog (`error`); success is told in the message line (`done`) and `onSaved` runs (usually: close). Its answer is
 * FormDialog's `onSubmit`, `submitting` and `error`.
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
  return { error, submitting: form.formState.isSubmitting, onSubmit: () => void submit() };
}
