import { QueryClient } from '@tanstack/react-query';
import { dehydratedJson } from '@/lib/server/http/dehydrated-json';
import { setRequestLocale } from 'next-intl/server';
import { NuqsAdapter } from 'nuqs/adapters/next/app';
import { queryKeys } from '@/lib/api/query-keys';
import { getPageSession } from '@/lib/server/auth/page-session';
import { loadShell } from '@/lib/server/shell/load-shell';
import { staffUnread } from '@/lib/server/notification/staff-inbox';
import { notificationKeys } from '@/lib/api/notification-keys';
import { AppShell } from '@/components/layout/app-shell';
import { QueryProvider } from '@/components/providers/query-provider';
import { SessionEnded } from '@/components/auth/session-ended';
import { NoSchool } from '@/components/auth/no-school';
import { isLocale, type Locale } from '@/lib/i18n/routing';

/** The authenticated layout: checks the session against the database and prefetches the shell's data. */
export default async function AuthenticatedLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  const { locale: raw } = await params;
  const locale: Locale = isLocale(raw) ? raw : 'vi';
  setRequestLocale(locale);
  const session = await getPageSession(locale);
  if (session.status === 'signed-out' || session.status === 'ended') return <SessionEnded />;
  if (session.status === 'no-school') return <NoSchool token={session.token} name={session.ctx.user.fullName} />;
  // The bell's count with the shell's data (one light statement beside it; a failure shows no count, not an error).
  const [shell, unread] = await Promise.all([loadShell(session.ctx), staffUnread(session.ctx).catch(() => 0)]);
  // The shell's data goes into the browser's react-query cache through the library's own hydration, before
  // anything reads it: the sidebar, header and rights need no call of their own on the first load.
  const cache = new QueryClient();
  cache.setQueryData(queryKeys.currentUser(), shell.user);
  cache.setQueryData(queryKeys.tenants(), shell.tenants);
  cache.setQueryData(queryKeys.masterData(), shell.masterData);
  cache.setQueryData(queryKeys.menu(), shell.menu);
  cache.setQueryData(queryKeys.config(), shell.config);
  cache.setQueryData(notificationKeys.unread(), unread);
  return (
    <QueryProvider state={dehydratedJson(cache)}>
      <AppShell initial={{ tenantId: shell.tenantId, tenants: shell.tenants }} token={session.token}>
        {/* Lists keep their search, filters, page and sort in the URL (lib/api/use-list-state.ts); the sign-in
            pages have no list and do not load nuqs. */}
        <NuqsAdapter>{children}</NuqsAdapter>
      </AppShell>
    </QueryProvider>
  );
}
