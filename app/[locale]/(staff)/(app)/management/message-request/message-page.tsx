import 'server-only';
import { requirePage } from '@/lib/server/auth/require-page';
import { fitsPhone } from '@/lib/server/http/fits-phone';
import { MessageAdmin } from '@/components/management/message/message-admin';
import { JsonHydration } from '@/components/providers/json-hydration';
import type { SearchParams } from '@/lib/list-query';
import { messageFirstScreen } from '@/lib/server/message/message-first-screen';

/**
 * /management/message-request[/desktop|/mobile]: 403 without message-request.read, as the API would. The messages
 * the address asks for and the unread count come with the page.
 */
export async function MessagePage({
  variant,
  searchParams,
}: {
  variant: 'desktop' | 'mobile' | null;
  searchParams: Promise<SearchParams>;
}) {
  const page = await requirePage('message-request');
  if (!page) return null;
  const { ctx } = page;
  const layout = variant ?? ((await fitsPhone()) ? 'mobile' : 'desktop');
  return (
    <JsonHydration state={await messageFirstScreen(ctx, await searchParams)}>
      <MessageAdmin
        title={page.title}
        group={page.group}
        variant={variant}
        layout={layout}
        canAnswer={ctx.can('message-request', 'update')}
        canExport={ctx.can('message-request', 'export')}
        ownOnly={ctx.scope === 'class'}
      />
    </JsonHydration>
  );
}
