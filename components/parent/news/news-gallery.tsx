'use client';
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { NewsImage } from '@/lib/schemas/news';

/** A horizontal swipe longer than this (px) turns the photo. */
const SWIPE = 40;

/**
 * A post's photos: the cover large, the others as thumbnails; any of them opens the full-screen viewer, a native
 * `<dialog>` (Escape and the back gesture close it, focus is kept inside and given back) with previous / next buttons,
 * the arrow keys and a swipe.
 */
export function NewsGallery({ images, title }: { images: NewsImage[]; title: string }) {
  const t = useTranslations('parentNews');
  const dialog = useRef<HTMLDialogElement>(null);
  const swipeFrom = useRef<number | null>(null);
  const [index, setIndex] = useState(0);
  if (images.length === 0) return null;
  const total = images.length;
  const open = (i: number) => {
    setIndex(i);
    dialog.current?.showModal();
  };
  const turn = (step: number) => setIndex((i) => (i + step + total) % total);
  const [cover, ...rest] = images;
  const current = images[index] ?? cover;

  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null || total < 2) return;
    const dx = event.clientX - from;
    if (Math.abs(dx) > SWIPE) turn(dx < 0 ? 1 : -1);
  };

  return (
    <>
      <button type="button" className="news-cover" onClick={() => open(0)} aria-label={t('openPhoto', { n: 1, total })} data-testid="news-photo">
        {/* The family's own photo route (the session cookie), already resized on upload. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={cover.url} alt="" width={cover.width} height={cover.height} />
      </button>
      {rest.length > 0 && (
        <ul className="news-thumbs" aria-label={t('gallery')}>
          {rest.map((image, i) => (
            <li key={image.id}>
              <button type="button" onClick={() => open(i + 1)} aria-label={t('openPhoto', { n: i + 2, total })} data-testid="news-photo">
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img src={image.thumb_url} alt="" width={96} height={96} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <dialog
        ref={dialog}
        className="news-viewer"
        aria-label={t('viewer.label')}
        data-testid="news-viewer"
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') turn(1);
          else if (event.key === 'ArrowLeft') turn(-1);
        }}
      >
        <div className="news-viewer-bar">
          <span className="news-viewer-position" aria-live="polite" data-testid="news-viewer-position">
            {t('viewer.position', { n: index + 1, total })}
          </span>
          <button
            type="button"
            className="news-viewer-button"
            onClick={() => dialog.current?.close()}
            aria-label={t('viewer.close')}
            data-testid="news-viewer-close"
            autoFocus
          >
            <i className="bi bi-x-lg" aria-hidden="true" />
          </button>
        </div>
        <div className="news-viewer-stage" onPointerDown={onPointerDown} onPointerUp={onPointerUp} data-testid="news-viewer-stage">
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            key={current.id}
            src={current.url}
            alt={`${title} – ${t('viewer.position', { n: index + 1, total })}`}
            width={current.width}
            height={current.height}
            draggable={false}
            data-testid="news-viewer-image"
          />
        </div>
        {total > 1 && (
          <div className="news-viewer-nav">
            <button type="button" className="news-viewer-button" onClick={() => turn(-1)} aria-label={t('viewer.previous')} data-testid="news-viewer-previous">
              <i className="bi bi-chevron-left" aria-hidden="true" />
            </button>
            <button type="button" className="news-viewer-button" onClick={() => turn(1)} aria-label={t('viewer.next')} data-testid="news-viewer-next">
              <i className="bi bi-chevron-right" aria-hidden="true" />
            </button>
          </div>
        )}
      </dialog>
    </>
  );
}
