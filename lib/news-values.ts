// News values shared by the server and the browser (no zod: the list and the phone screen load these without it).
export const NEWS_KINDS = ['public', 'class', 'student'] as const;
export type NewsKind = (typeof NEWS_KINDS)[number];
export const NEWS_STATUSES = ['draft', 'scheduled', 'published', 'hidden'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];
export const NEWS_IMAGE_ROLES = ['cover', 'gallery'] as const;
export type NewsImageRole = (typeof NEWS_IMAGE_ROLES)[number];

/** Posts per page of the list (and of the phone's cards). */
export const NEWS_PAGE_SIZE = 20;

/** Posts per page of the parents' feed (GET /api/app/news/list), and the most a page may ask for. */
export const APP_NEWS_PAGE_SIZE = 10;
export const APP_NEWS_MAX_PAGE_SIZE = 50;

/** The menu (and so the rights) a kind of news belongs to. */
export const newsMenu = (kind: NewsKind) => `news-${kind}` as const;

/** A photo as sent: at most this many bytes (a phone's full-size JPEG fits); it is re-encoded smaller on the server. */
export const NEWS_IMAGE_MAX_BYTES = 15 * 1024 * 1024;
/** More pixels than this (about a 48-megapixel camera) is refused before decoding: a decompression bomb is tiny on disk. */
export const NEWS_IMAGE_MAX_PIXELS = 40_000_000;
/** The longest side of the stored photo and of its thumbnail. */
export const NEWS_IMAGE_SIDE = 1600;
export const NEWS_THUMB_SIDE = 400;
/** The most photos one post carries. */
export const NEWS_MAX_IMAGES = 30;

/** Where the staff screens and the parents' app fetch a stored photo (`<image id>.jpg`, `<image id>-t.jpg`). */
export const NEWS_IMAGE_ROUTE = '/api/webadmin/News/image/';
export const NEWS_APP_IMAGE_ROUTE = '/api/app/news/image/';

/**
 * Which statuses a post may move to from its current one. A published post is never turned back into a draft
 * (families may have read it): it is hidden instead, and may be shown again.
 */
export const NEWS_TRANSITIONS: Record<NewsStatus, readonly NewsStatus[]> = {
  draft: ['draft', 'scheduled', 'published'],
  scheduled: ['draft', 'scheduled', 'published', 'hidden'],
  published: ['published', 'hidden'],
  hidden: ['hidden', 'published'],
};
