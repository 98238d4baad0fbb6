'use client';
import { ViewHeading } from '@/components/ui/page-heading';
import { ICONS, type NewsScreenProps, type NewsView } from './news-types';

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
