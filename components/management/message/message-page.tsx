import 'server-only';
import { requirePage } from '@/lib/server/auth/require-page';
import { ErrorView } from '@/components/errors/error-view';
import { fitsPhone } from '@/lib/server/http/fits-phone';
import { MessageAdmin } from './message-admin';
import { JsonHydration } from '@/components/providers/json-hydration';
import { messageFirstScreen } from '@/lib/server/message/message-first-screen';

/**
 * /management/message-request[/desktop|/mobile]: 403 without message-request.read, as the API would. The first page
 * and the unread count come with the page.
 */
export async function MessagePage({ variant }: { variant: 'desktop' | 'mobile' | null }) {
  const page = await requirePage('message-request');
  if (!page) return <ErrorView status={403} />;
  const { ctx } = page;
  const layout = variant ?? ((await fitsPhone()) ? 'mobile' : 'desktop');
  return (
    <JsonHydration state={await messageFirstScreen(ctx)}>
      <MessageAdmin
        title={page.title}
        group={page.group}
        variant={variant}
        layout={layout}
        canAnswer={ctx.can('message-request', 'update')}
        ownOnly={ctx.scope === 'class'}
      />
    </JsonHydration>
  );
}
