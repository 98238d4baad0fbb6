'use client';
import { useTranslations } from 'next-intl';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useFileChoice, useSaveWithFile } from '@/components/ui/file-field';
import { setFieldErrors, useFormFields } from '@/components/ui/form-hooks';

/** What a staff-entered request's dialog is given: close it, and open the new request's record. */
export type ChildRequestProps = { onHide: () => void; onCreated: (id: string) => void };

type Mutation<I, A> = { mutateAsync: (input: I) => Promise<A>; isPending: boolean };

/**
 * A request staff enter on a parent's behalf, saved from its form: the request, then the file chosen with it
 * (useSaveWithFile); fields the server refuses are marked; once saved, the dialog closes and the record opens.
 * Answers the props of ChildRequestDialog (`dialog`) and of each FormField (`field`). The file's words are the
 * request's messages named after it (`file.name`): `fields.<name>Optional`, `<name>Help`, `<name>TooLarge`,
 * `<name>Failed`; its control's id is `${ns}-<name>`, a field's `${ns}-<key>`.
 */
export function useChildRequest<T extends FieldValues & { student_id: string }, V>(
  form: UseFormReturn<T, unknown, V>,
  {
    ns,
    file: { name, accept, maxBytes },
    create,
    attach,
    done,
    onHide,
    onCreated,
  }: ChildRequestProps & {
    ns: 'absence' | 'vaccine';
    file: { name: 'attachment' | 'photo'; accept: string; maxBytes: number };
    create: Mutation<V, { id: string | null }>;
    attach: Mutation<{ id: string; file: File }, unknown>;
    /** Told once the request is saved with its file. */
    done: string;
  },
) {
  const t = useTranslations(ns);
  const mb = maxBytes / 1024 / 1024;
  const choice = useFileChoice(maxBytes, t(`${name}TooLarge`, { mb }));
  const saving = useSaveWithFile({
    save: create.mutateAsync,
    upload: attach.mutateAsync,
    choice,
    done,
    fileFailed: (error) => t(`${name}Failed`, { error }),
    onRefused: (e) => setFieldErrors(form.setError, e),
    onSaved: (id) => {
      onHide();
      onCreated(id);
    },
  });
  const fields = useFormFields(form, ns, undefined, {});
  return {
    dialog: {
      ns,
      onHide,
      onSubmit: () => void form.handleSubmit(saving.run)(),
      submitting: create.isPending || attach.isPending,
      error: saving.error,
      childError: fields('student_id' as Path<T>).error,
      onChild: (id: string) =>
        form.setValue('student_id' as Path<T>, id as PathValue<T, Path<T>>, {
          shouldValidate: form.formState.isSubmitted,
        }),
      file: { id: `${ns}-${name}`, label: t(`fields.${name}Optional`), help: t(`${name}Help`, { mb }), accept, choice },
    },
    /** A FormField's props: its id, label (a message key), grid cell, the required mark and the field's message. */
    field: (key: Path<T>, label: string, className: string, required = false) =>
      fields(key, { label: t(label), className, required }),
  };
}
