import type { ComponentProps } from 'react';
import { IntlLink } from '@/lib/i18n/navigation';
import { LinkPending } from './link-pending';

/**
 * The app's link between its pages (next-intl's, with the locale prefix), without Next.js's viewport prefetch.
 * Every page here is rendered per request, so a prefetch brings only the link's route tree, not the page: the click
 * asks the server for the page in any case. It cost two server requests per link on screen (36 on a desktop page with
 * the sidebar open, 1.5–1.8 ms of server CPU each), for no gain at the click. `prefetch` turns it back on for one link.
 * Until the next page arrives, the link shows that it is on its way (`LinkPending`).
 */
export function Link({ prefetch = false, children, ...props }: ComponentProps<typeof IntlLink>) {
  return (
    <IntlLink prefetch={prefetch} {...props}>
      {children}
      <LinkPending />
    </IntlLink>
  );
}
