'use client';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { showMessage } from '@/components/layout/site-footer';
import { useErrorText } from '@/lib/api/use-error-text';

/** A file chosen for a form, refused on the spot when it is larger than `maxBytes`. */
export function useFileChoice(maxBytes: number, tooLarge: string) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pick = (next: File | null) => {
    const fits = !next || next.size <= maxBytes;
    setError(fits ? null : tooLarge);
    setFile(fits ? next : null);
  };
  return { file, error, pick };
}

export type FileChoice = ReturnType<typeof useFileChoice>;

/** An optional file field with its help line and the size refusal. */
export function FileField({
  id,
  label,
  help,
  accept,
  choice,
}: {
  id: string;
  label: string;
  help: string;
  accept: string;
  choice: FileChoice;
}) {
  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="file"
        accept={accept}
        isInvalid={!!choice.error}
        onChange={(e) => choice.pick((e.target as HTMLInputElement).files?.[0] ?? null)}
      />
      <Form.Text>{help}</Form.Text>
      <Form.Control.Feedback type="invalid">{choice.error}</Form.Control.Feedback>
    </Form.Group>
  );
}

/**
 * Saving a new record, then the file chosen with it. A file that fails leaves the record standing: the user is
 * told (`fileFailed`), and can send it again from the record, which opens either way.
 */
export function useSaveWithFile<V>({
  save,
  upload,
  choice,
  done,
  fileFailed,
  onRefused,
  onSaved,
}: {
  save: (values: V) => Promise<{ id: string | null }>;
  upload: (input: { id: string; file: File }) => Promise<unknown>;
  choice: FileChoice;
  done: string;
  fileFailed: (error: string) => string;
  /** The save was refused (e.g. its fields marked); the dialog shows the error. */
  onRefused: (error: unknown) => void;
  onSaved: (id: string) => void;
}) {
  const errorText = useErrorText();
  const [error, setError] = useState<string | null>(null);
  const run = async (values: V) => {
    setError(null);
    if (choice.error) return;
    let id: string;
    try {
      id = (await save(values)).id!;
    } catch (e) {
      onRefused(e);
      setError(errorText(e));
      return;
    }
    let message = done;
    if (choice.file) {
      try {
        await upload({ id, file: choice.file });
      } catch (e) {
        message = fileFailed(errorText(e));
      }
    }
    showMessage(message, message === done ? 'success' : 'warning');
    onSaved(id);
  };
  return { error, run };
}
