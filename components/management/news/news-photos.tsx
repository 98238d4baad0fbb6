'use client';
import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { Button, ProgressBar } from 'react-bootstrap';
import { newsKeys, uploadNewsImage, useDeleteNewsImage, type NewsImage } from '@/lib/api/news';
import { useErrorText } from '@/lib/api/use-error-text';
import { NEWS_IMAGE_MAX_BYTES, type NewsImageRole } from '@/lib/news-values';
import { FileButton } from '@/components/ui/file-button';
import { NewsPhoto } from './news-bits';

const ACCEPT = 'image/jpeg,image/png,image/webp';

export type UploadState = { name: string; share: number; error?: string };

/**
 * Sends the chosen photos one after the other (a phone's upload is the narrow pipe), reporting each one's progress;
 * a photo that fails is named with its reason and the others still go.
 */
export function usePhotoUploads(onDone?: () => void) {
  const t = useTranslations('news');
  const errorText = useErrorText();
  const client = useQueryClient();
  const [uploads, setUploads] = useState<UploadState[]>([]);
  const [busy, setBusy] = useState(false);
  const send = async (postId: string, files: File[], role: NewsImageRole = 'gallery') => {
    const start: UploadState[] = files.map((f) => ({
      name: f.name,
      share: 0,
      error: f.size > NEWS_IMAGE_MAX_BYTES ? t('photoTooLarge', { mb: NEWS_IMAGE_MAX_BYTES / 1024 / 1024 }) : undefined,
    }));
    setUploads(start);
    setBusy(true);
    let sent = 0;
    for (const [i, file] of files.entries()) {
      if (start[i].error) continue;
      const set = (patch: Partial<UploadState>) =>
        setUploads((u) => u.map((x, j) => (j === i ? { ...x, ...patch } : x)));
      try {
        await uploadNewsImage(postId, file, role, (share) => set({ share }));
        set({ share: 1 });
        sent += 1;
      } catch (e) {
        set({ error: errorText(e) });
      }
    }
    setBusy(false);
    await client.invalidateQueries({ queryKey: newsKeys.all() });
    onDone?.();
    return sent;
  };
  return { uploads, busy, send, clear: () => setUploads([]) };
}

export function UploadProgress({ uploads }: { uploads: UploadState[] }) {
  const t = useTranslations('news');
  if (!uploads.length) return null;
  return (
    <ul className="list-unstyled mb-2" aria-label={t('uploadsLabel')} data-testid="news-uploads">
      {uploads.map((u, i) => (
        <li key={i} className="mb-2">
          <div className="d-flex justify-content-between small">
            <span className="text-truncate me-2">{u.name}</span>
            <span className={u.error ? 'text-danger' : 'text-body-secondary'}>
              {u.error ? t('uploadFailed') : u.share >= 1 ? t('uploaded') : `${Math.round(u.share * 100)}%`}
            </span>
          </div>
          <ProgressBar
            now={u.error ? 100 : Math.round(u.share * 100)}
            variant={u.error ? 'danger' : u.share >= 1 ? 'success' : 'primary'}
            style={{ height: 6 }}
            aria-label={u.name}
          />
          {u.error && <div className="small text-danger">{u.error}</div>}
        </li>
      ))}
    </ul>
  );
}

/** The cover and the gallery of a saved post: add (several at once), see, remove. */
export function NewsPhotos({ postId, images, canEdit }: { postId: string; images: NewsImage[]; canEdit: boolean }) {
  const t = useTranslations('news');
  const errorText = useErrorText();
  const { uploads, busy, send } = usePhotoUploads();
  const remove = useDeleteNewsImage();
  const [error, setError] = useState<string | null>(null);
  const cover = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const pick = (role: NewsImageRole) => async (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length) await send(postId, files, role);
    if (cover.current) cover.current.value = '';
    if (gallery.current) gallery.current.value = '';
  };
  return (
    <fieldset className="mb-3" data-testid="news-photos">
      <legend className="form-label fs-6 fw-semibold">{t('photos')}</legend>
      {canEdit && (
        <div className="d-flex flex-wrap gap-2 mb-2">
          <FileButton
            id="news-cover-input"
            icon="bi-card-image me-1"
            text={t('chooseCover')}
            accept={ACCEPT}
            inputRef={cover}
            disabled={busy}
            onFiles={(files) => void pick('cover')(files)}
          />
          <FileButton
            id="news-gallery-input"
            icon="bi-images me-1"
            text={t('addPhotos')}
            accept={ACCEPT}
            multiple
            inputRef={gallery}
            disabled={busy}
            onFiles={(files) => void pick('gallery')(files)}
          />
        </div>
      )}
      <UploadProgress uploads={uploads} />
      {error && (
        <div className="text-danger small mb-2" role="alert">
          {error}
        </div>
      )}
      {images.length === 0 ? (
        <p className="small text-body-secondary mb-0">{t('noPhotos')}</p>
      ) : (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
          {images.map((img, i) => (
            <li key={img.id} className="position-relative">
              <NewsPhoto url={img.thumb_url} alt={t('photoAlt', { n: i + 1 })} size={96} />
              {img.role === 'cover' && (
                <span className="badge text-bg-warning position-absolute top-0 start-0 m-1">{t('cover')}</span>
              )}
              {canEdit && (
                <Button
                  size="sm"
                  variant="light"
                  className="position-absolute top-0 end-0 m-1 p-0 d-flex align-items-center justify-content-center"
                  style={{ width: 28, height: 28 }}
                  aria-label={t('removePhoto', { n: i + 1 })}
                  disabled={remove.isPending}
                  onClick={async () => {
                    setError(null);
                    try {
                      await remove.mutateAsync(img.id);
                    } catch (e) {
                      setError(errorText(e));
                    }
                  }}
                >
                  <i className="bi bi-x-lg" aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
