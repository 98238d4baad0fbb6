'use client';
import type { ComponentProps } from 'react';
import { createPortal } from 'react-dom';
// The parents' app's pages carry no next-intl client (app/[locale]/(parent)/layout.tsx): its links are Next.js's own,
// their locale prefix computed with `parentPath` (eslint.config.mjs allows next/link in this file alone).
import NextLink, { useLinkStatus } from 'next/link';
import { parentPath } from '@/lib/parent-path';
import { useParentWords } from './parent-words';

/**
 * A link between the parents' app's screens: `href` is the app's path (`/parent/news`), prefixed here with the
 * language (`/en/parent/news`; Vietnamese has none). No viewport prefetch, as `components/ui/link.tsx` explains;
 * until the next screen arrives, a thin bar shows that it is on its way.
 */
export function ParentLink({
  href,
  prefetch = false,
  children,
  ...props
}: Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string }) {
  const { locale } = useParentWords();
  return (
    <NextLink href={parentPath(locale, href)} prefetch={prefetch} {...props}>
      {children}
      <Pending />
    </NextLink>
  );
}

function Pending() {
  const { pending } = useLinkStatus();
  const { loading } = useParentWords();
  return pending
    ? createPortal(<div className="link-pending" role="status" aria-label={loading} data-testid="link-pending" />, document.body)
    : null;
}
