'use client';
import dynamic from 'next/dynamic';
import type { NewsKind } from '@/lib/news-values';
import type { NewsRights } from './news-types';

// The editor brings the rich-text editor and zod: fetched the first time a post opens.
const NewsEditor = dynamic(() => import('./news-editor').then((m) => m.NewsEditor), { ssr: false });

/**
 * The post being edited (`'new'` for a new one) in the editor, on the desk and the phone layout alike; a saved new
 * post stays open as itself.
 */
export function NewsEditorSlot({
  kind,
  can,
  editing,
  onEdit,
}: {
  kind: NewsKind;
  can: NewsRights;
  editing: string | 'new' | null;
  onEdit: (editing: string | null) => void;
}) {
  if (!editing) return null;
  return (
    <NewsEditor
      kind={kind}
      id={editing === 'new' ? null : editing}
      can={can}
      onHide={() => onEdit(null)}
      onSaved={(id) => onEdit(id)}
    />
  );
}
