'use client';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { parentUpload } from '@/lib/api/parent-client';
import { useErrorText } from '@/lib/api/use-error-text';

/**
 * The parents' app's one file control: a native file input (on a phone `accept="image/*"` offers the camera), the
 * chosen file's name, the upload's progress and a clear error — a file over the use's size refused before it is
 * sent, and the server's own refusal (type judged by content, 413, 415) in the user's language.
 *
 * As a field (`variant="field"`, the default) it only picks: the form sends the file after it saved its record
 * (`useParentUpload`). As a button (`variant="button"`) it hands the picked file over at once, for a record that
 * exists already.
 */
export function ParentFileInput({
  label,
  hint,
  accept,
  maxBytes,
  file,
  onChange,
  progress,
  error,
  disabled,
  variant = 'field',
  buttonText,
  testId,
}: {
  label: string;
  hint?: string;
  accept: string;
  maxBytes: number;
  file?: File | null;
  onChange: (file: File | null) => void;
  /** 0…1 while an upload runs, else null. */
  progress: number | null;
  error: string | null;
  disabled?: boolean;
  variant?: 'field' | 'button';
  /** The visible text of the button variant (`label` names it for assistive technology). */
  buttonText?: ReactNode;
  testId?: string;
}) {
  const t = useTranslations('parentRequests.file');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const shown = tooLarge ?? error;

  const pick = (chosen: File | null) => {
    if (chosen && chosen.size > maxBytes) {
      setTooLarge(t('tooLarge', { max: Math.floor(maxBytes / 1024 / 1024) }));
      if (input.current) input.current.value = '';
      onChange(null);
      return;
    }
    setTooLarge(null);
    onChange(chosen);
    // A button hands its file over at once: empty it, so that choosing the same file again (after a refusal) counts.
    if (variant === 'button' && input.current) input.current.value = '';
  };
  const clear = () => {
    if (input.current) input.current.value = '';
    pick(null);
  };

  const control = (
    <input
      ref={input}
      id={id}
      type="file"
      accept={accept}
      className={variant === 'button' ? 'visually-hidden' : `form-control form-control-lg${shown ? ' is-invalid' : ''}`}
      disabled={disabled || progress !== null}
      aria-label={variant === 'button' ? label : undefined}
      aria-describedby={variant === 'field' && hint ? `${id}-hint ${id}-error` : `${id}-error`}
      aria-invalid={shown ? true : undefined}
      data-testid={testId}
      onChange={(event) => pick(event.target.files?.[0] ?? null)}
    />
  );

  return (
    <div className={variant === 'button' ? 'parent-file parent-file-button' : 'parent-file mb-3'}>
      {variant === 'button' ? (
        <>
          {control}
          <label
            htmlFor={id}
            className={`btn btn-outline-secondary parent-tap${disabled || progress !== null ? ' disabled' : ''}`}
          >
            <i className="bi bi-paperclip me-1" aria-hidden="true" />
            {buttonText}
          </label>
        </>
      ) : (
        <>
          <label htmlFor={id} className="form-label">
            {label}
          </label>
          {control}
        </>
      )}
      {hint && variant === 'field' && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
      {file && variant === 'field' && progress === null && (
        <div className="parent-file-chosen">
          <span className="text-truncate">{t('chosen', { name: file.name })}</span>
          <button type="button" className="btn btn-link btn-sm p-0" onClick={clear} disabled={disabled}>
            {t('remove')}
          </button>
        </div>
      )}
      {progress !== null && (
        <div className="parent-file-progress" role="status">
          <div
            className="progress"
            role="progressbar"
            aria-label={t('uploading', { percent: Math.round(progress * 100) })}
            aria-valuenow={Math.round(progress * 100)}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="progress-bar" style={{ width: `${Math.round(progress * 100)}%` }} />
          </div>
          <span className="small">{t('uploading', { percent: Math.round(progress * 100) })}</span>
        </div>
      )}
      <div id={`${id}-error`} className="parent-file-error" role="alert" data-testid={testId && `${testId}-error`}>
        {shown}
      </div>
    </div>
  );
}

/**
 * Sends one file to an upload call of the parents' API (`parentUpload`, multipart `file`), keeping its progress and
 * its refusal in words for `ParentFileInput`. `upload` answers null when the file was taken, else the refusal.
 */
export function useParentUpload() {
  const errorText = useErrorText();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = async (path: string, file: File): Promise<string | null> => {
    setError(null);
    setProgress(0);
    try {
      await parentUpload(path, file, setProgress);
      return null;
    } catch (e) {
      const text = errorText(e);
      setError(text);
      return text;
    } finally {
      setProgress(null);
    }
  };
  return { progress, error, setError, upload };
}
