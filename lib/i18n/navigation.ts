import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** next-intl's navigation with the app's locales. Pages link to each other with `Link` from components/ui/link.tsx. */
export const { Link: IntlLink, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);

export { useLinkStatus } from 'next/link';
