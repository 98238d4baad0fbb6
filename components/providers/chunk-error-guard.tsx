'use client';
import { useEffect } from 'react';
import { CHUNK_RELOAD_GUARD_MS } from '@/lib/limits';

const KEY = 'app.chunkReloadAt';
const GUARD_MS = CHUNK_RELOAD_GUARD_MS;

export function isChunkError(value: unknown) {
  const text = value instanceof Error ? `${value.name} ${value.message}` : String(value ?? '');
  return /ChunkLoadError|Loading chunk [\w-]+ failed|Loading CSS chunk|Failed to fetch dynamically imported module/i.test(text);
}

/** After a deploy, an old page may ask for chunks that are gone: reload, but at most once a minute (spec §8). */
export function reloadForChunkError() {
  const last = Number(localStorage.getItem(KEY) ?? 0);
  if (Date.now() - last < GUARD_MS) return false;
  localStorage.setItem(KEY, String(Date.now()));
  window.location.reload();
  return true;
}

export function ChunkErrorGuard() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      if (isChunkError(event.error ?? event.message)) reloadForChunkError();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkError(event.reason)) reloadForChunkError();
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
