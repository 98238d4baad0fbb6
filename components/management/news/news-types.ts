import type { NewsKind } from '@/lib/news-values';

/** What the caller may do with this kind of news (its menu's rights). */
export type NewsRights = { create: boolean; update: boolean; delete: boolean; approve: boolean; export: boolean };

export type NewsScreenProps = {
  kind: NewsKind;
  title: string;
  group: string;
  can: NewsRights;
  /** A teacher: only their classes' news and children. */
  ownOnly: boolean;
  /** The layout the route names (/desktop, /mobile), or null on the bare route. */
  variant: NewsView | null;
};

export type NewsView = 'desktop' | 'mobile';

export const ICONS = { public: 'bi-megaphone', class: 'bi-easel', student: 'bi-stars' } as const;
