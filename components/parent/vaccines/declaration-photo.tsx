'use client';
import { useState } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { parentUpload } from '@/lib/api/parent-client';
import { useErrorText } from '@/lib/api/use-error-text';
import { PhotoField } from './photo-field';

/**
 * A photo for a declaration still waiting (POST /api/app/vaccines/upload-photo/{id}): sent as soon as it is chosen,
 * with its progress; the page then shows it.
 */
export function DeclarationPhoto({ id, label }: { id: string; label: string }) {
  const errorText = useErrorText();
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function send(chosen: File | null) {
    setFile(chosen);
    setError(null);
    if (!chosen) return;
    setProgress(0);
    try {
      await parentUpload(`vaccines/upload-photo/${id}`, chosen, setProgress);
      setFile(null);
      router.refresh();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="mt-2">
      <PhotoField file={file} onChange={send} progress={progress} disabled={progress !== null} label={label} />
      {error && (
        <div className="alert alert-danger py-2 mt-2 mb-0" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
