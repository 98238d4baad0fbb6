'use client';
import type { CSSProperties, RefObject } from 'react';

/**
 * A file picker that looks like a button: the label is the button, the file input hidden behind it (`id` is the
 * input's). Off while `disabled`; `className` and `style` are the label's beyond `btn btn-outline-primary`.
 */
export function FileButton({
  id,
  icon,
  text,
  accept,
  multiple,
  capture,
  inputRef,
  disabled = false,
  onFiles,
  className = '',
  style,
}: {
  id: string;
  /** The icon's classes, e.g. `bi-images me-1`. */
  icon: string;
  text: string;
  accept: string;
  multiple?: boolean;
  capture?: 'environment';
  inputRef: RefObject<HTMLInputElement | null>;
  disabled?: boolean;
  onFiles: (files: FileList | null) => void;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <>
      <label
        htmlFor={id}
        className={`btn btn-outline-primary ${className}${className ? ' ' : ''}${disabled ? 'disabled' : ''}`}
        style={style}
      >
        <i className={`bi ${icon}`} aria-hidden="true" />
        {text}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        capture={capture}
        className="visually-hidden"
        disabled={disabled || undefined}
        onChange={(e) => onFiles(e.target.files)}
      />
    </>
  );
}
