import type { AppNewsItem } from '@/lib/schemas/news';

/** A post as the parents' feed draws it (no content: the post's own page shows that). */
export type ParentNewsCard = Pick<
  AppNewsItem,
  'id' | 'kind' | 'title' | 'summary' | 'published_at' | 'pinned' | 'read' | 'cover_thumb_url'
> & { image_count: number };

export function newsCard(item: AppNewsItem): ParentNewsCard {
  return {
    id: item.id,
    kind: item.kind,
    title: item.title,
    summary: item.summary,
    published_at: item.published_at,
    pinned: item.pinned,
    read: item.read,
    cover_thumb_url: item.cover_thumb_url ?? item.images[0]?.thumb_url ?? null,
    image_count: item.images.length,
  };
}
