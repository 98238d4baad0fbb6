'use client';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { VACCINE_PHOTO_MAX_BYTES } from '@/lib/vaccine-values';

/** What the server accepts (it checks the bytes again): a phone's photo of the vaccination book. */
const TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * Choosing a photo of the vaccination book: a button-like label over the file input, the chosen photo's preview
 * and name, a way to remove it, and the upload's progress (the caller uploads with `parentUpload`). A file of the
 * wrong kind or too large is refused here with a message, before anything is sent.
 */
export function PhotoField({
  file,
  onChange,
  progress,
  disabled,
  label,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  /** 0…1 while uploading, null otherwise. */
  progress: number | null;
  disabled?: boolean;
  /** The control's own label (defaults to "Photo of the vaccination book"). */
  label?: string;
}) {
  const t = useTranslations('parentVaccines.photo');
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  // The chosen photo's preview, made when it is chosen; shown while it is still the field's file.
  const [shown, setShown] = useState<{ file: File; url: string } | null>(null);
  const shownUrl = useRef<string | null>(null);
  useEffect(() => () => void (shownUrl.current && URL.revokeObjectURL(shownUrl.current)), []);
  const preview = shown && shown.file === file ? shown.url : null;

  function choose(chosen: File | undefined) {
    setError(null);
    if (!chosen) return;
    if (!TYPES.includes(chosen.type)) return setError(t('wrongType'));
    if (chosen.size > VACCINE_PHOTO_MAX_BYTES) return setError(t('tooBig'));
    if (shownUrl.current) URL.revokeObjectURL(shownUrl.current);
    shownUrl.current = URL.createObjectURL(chosen);
    setShown({ file: chosen, url: shownUrl.current });
    onChange(chosen);
  }

  return (
    <div className="vaccine-photo" data-testid="vaccine-photo-field">
      <div className="form-label mb-1" id={`${id}-label`}>
        {label ?? t('label')}
      </div>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <input
          id={id}
          type="file"
          accept={TYPES.join(',')}
          className="vaccine-photo-input"
          aria-labelledby={`${id}-label ${id}-button`}
          aria-describedby={`${id}-hint`}
          disabled={disabled}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <label htmlFor={id} id={`${id}-button`} className={`btn btn-outline-primary btn-sm${disabled ? ' disabled' : ''}`}>
          <i className="bi bi-camera me-1" aria-hidden="true" />
          {file ? t('change') : t('choose')}
        </label>
        {file && !disabled && (
          <button type="button" className="btn btn-link btn-sm" onClick={() => onChange(null)}>
            {t('remove')}
          </button>
        )}
      </div>
      <div id={`${id}-hint`} className="form-text">
        {t('hint')}
      </div>
      {error && (
        <div className="text-danger small" role="alert">
          {error}
        </div>
      )}
      {file && preview && (
        <figure className="vaccine-photo-preview mt-2 mb-0">
          {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL, not an optimisable address */}
          <img src={preview} alt={t('preview', { name: file.name })} />
          <figcaption className="small text-body-secondary text-break">{file.name}</figcaption>
        </figure>
      )}
      {progress !== null && (
        <div
          className="progress mt-2"
          role="progressbar"
          aria-label={t('progress')}
          aria-valuenow={Math.round(progress * 100)}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="progress-bar" style={{ width: `${Math.round(progress * 100)}%` }} />
        </div>
      )}
    </div>
  );
}
