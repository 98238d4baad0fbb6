import { z } from 'zod';
import { instantOutOfBounds, PLANNED, type DayBounds } from '@/lib/day-bounds';
import { APP_NEWS_MAX_PAGE_SIZE, APP_NEWS_PAGE_SIZE, NEWS_IMAGE_ROLES, NEWS_KINDS, NEWS_STATUSES } from '@/lib/news-values';
import { listQuery } from './list';

// News (menus `news-public`, `news-class`, `news-student`): posts for the whole school, chosen classes or children.

/**
 * A moment: ISO 8601 with its offset (2026-03-02T07:30:00+07:00), or a local time as a datetime-local input
 * sends it (2026-03-02T07:30), read as Vietnam time. Answered as an ISO string in UTC.
 */
export const momentField = (bounds?: DayBounds) =>
  z
    .string()
    .trim()
    .transform((v, ctx) => {
      const local = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(v);
      const withOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v);
      const date = local ? new Date(`${v}+07:00`) : withOffset ? new Date(v) : null;
      const at = date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
      const outside = at && bounds ? instantOutOfBounds(at, bounds) : null;
      if (!at || outside) {
        ctx.addIssue({ code: 'custom', message: outside ?? 'errors.news_bad_time' });
        return z.NEVER;
      }
      return at;
    });

const ids = () => z.array(z.uuid('errors.not_found')).max(500, 'errors.validation').default([]);

export const newsSchema = z
  .object({
    kind: z.enum(NEWS_KINDS, 'errors.validation'),
    title: z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(200, 'errors.validation'),
    summary: z.string().trim().max(500, 'errors.validation').default(''),
    content: z.string().max(200_000, 'errors.validation').default(''),
    class_ids: ids(),
    student_ids: ids(),
    status: z.enum(NEWS_STATUSES, 'errors.validation').default('draft'),
    // Empty or absent: none. Planned: from the school's first school year to a year ahead (lib/day-bounds.ts).
    publish_at: z
      .string()
      .nullish()
      .transform((v) => v?.trim() || null)
      .pipe(momentField(PLANNED).nullable()),
    pinned: z.boolean().default(false),
  })
  .refine((v) => v.kind !== 'class' || v.class_ids.length > 0, {
    path: ['class_ids'],
    message: 'errors.news_no_classes',
  })
  .refine((v) => v.kind !== 'student' || v.student_ids.length > 0, {
    path: ['student_ids'],
    message: 'errors.news_no_students',
  })
  .refine((v) => v.status !== 'scheduled' || !!v.publish_at, { path: ['publish_at'], message: 'errors.required' });
export type NewsFormInput = z.input<typeof newsSchema>;
export type NewsInput = z.output<typeof newsSchema>;

export const NEWS_SORTS = ['created_at', 'publish_at', 'title', 'status'] as const;
export const newsListQuery = listQuery.extend({
  kind: z.enum(NEWS_KINDS, 'errors.validation'),
  status: z.enum(NEWS_STATUSES).optional(),
  class_id: z.uuid('errors.not_found').optional(),
  student_id: z.uuid('errors.not_found').optional(),
});
export type NewsListQuery = z.output<typeof newsListQuery>;

export const newsIdBody = z.object({ id: z.uuid('errors.not_found') });
export const newsImageQuery = z.object({ role: z.enum(NEWS_IMAGE_ROLES).default('gallery') });
export const newsImageFileParams = z.object({
  file: z.string().regex(/^[0-9a-f-]{36}(-t)?\.jpg$/, 'errors.not_found'),
});

export const appNewsQuery = z.object({ student_id: z.uuid('errors.not_found').optional() });
export const appNewsReadBody = z.object({ id: z.uuid('errors.not_found') });
export const appNewsIdQuery = z.object({ id: z.uuid('errors.not_found') });
/** The parents' feed a page at a time (GET /api/app/news/list): at most APP_NEWS_MAX_PAGE_SIZE posts a page. */
export const appNewsPageQuery = appNewsQuery.extend({
  page: z.coerce.number('errors.validation').int('errors.validation').min(1, 'errors.validation').default(1),
  page_size: z.coerce
    .number('errors.validation')
    .int('errors.validation')
    .min(1, 'errors.validation').max(APP_NEWS_MAX_PAGE_SIZE, 'errors.validation').default(APP_NEWS_PAGE_SIZE),
});
export type AppNewsPageQuery = z.output<typeof appNewsPageQuery>;

/** A stored photo as the API answers it. */
export const newsImage = z.object({
  id: z.string(),
  role: z.enum(NEWS_IMAGE_ROLES),
  url: z.string(),
  thumb_url: z.string(),
  width: z.number(),
  height: z.number(),
});
export type NewsImage = z.infer<typeof newsImage>;

/** A post in the staff list. */
export const newsRow = z.object({
  id: z.string(),
  kind: z.enum(NEWS_KINDS),
  title: z.string(),
  summary: z.string(),
  /** The stored status, except a scheduled post whose time has come, which is answered as published. */
  status: z.enum(NEWS_STATUSES),
  publish_at: z.string().nullable(),
  pinned: z.boolean(),
  cover_url: z.string().nullable(),
  cover_thumb_url: z.string().nullable(),
  image_count: z.number(),
  classes: z.array(z.object({
    id: z.string(),
    name: z.string(),
  })),
  students: z.array(z.object({
    id: z.string(),
    full_name: z.string(),
    class_name: z.string().nullable(),
  })),
  read_count: z.number(),
  audience_count: z.number(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type NewsRow = z.infer<typeof newsRow>;

/** One post with its content and photos. */
export const newsDetail = newsRow.extend({
  content_html: z.string(),
  images: z.array(newsImage),
});
export type NewsDetail = z.infer<typeof newsDetail>;

/** A post in the parents' feed. */
export const appNewsItem = z.object({
  id: z.string(),
  kind: z.enum(NEWS_KINDS),
  title: z.string(),
  summary: z.string(),
  content_html: z.string(),
  cover_url: z.string().nullable(),
  /** The cover's thumbnail (for the feed's cards). */
  cover_thumb_url: z.string().nullable(),
  images: z.array(newsImage),
  published_at: z.string(),
  pinned: z.boolean(),
  read: z.boolean(),
});
export type AppNewsItem = z.infer<typeof appNewsItem>;
