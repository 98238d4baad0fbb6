'use client';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ViewHeading } from '@/components/ui/page-heading';
import { newsKeys } from '@/lib/api/news';
import { ICONS, NEWS_PAGE_SIZE, type NewsScreenProps, type NewsView } from './news-types';

/** A news screen's heading, with the switch between the desk and the phone layout (`current`). */
export function NewsHeading({
  kind,
  title,
  group,
  variant,
  current,
}: Pick<NewsScreenProps, 'kind' | 'title' | 'group' | 'variant'> & { current: NewsView }) {
  return (
    <ViewHeading
      title={title}
      group={group}
      icon={ICONS[kind]}
      route={`/management/news-${kind}`}
      variant={variant}
      current={current}
      testId="news"
    />
  );
}

/** The first page came with the page: it seeds the list's query once, so the first load makes no call. */
export function useSeedNewsList({ kind, initial }: Pick<NewsScreenProps, 'kind' | 'initial'>) {
  const client = useQueryClient();
  useState(() => {
    if (initial) client.setQueryData(newsKeys.list({ kind, page: 1, page_size: NEWS_PAGE_SIZE }), initial);
    return true;
  });
}
