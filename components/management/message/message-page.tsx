import 'server-only';
import { requirePage } from '@/lib/server/auth/require-page';
import { ErrorView } from '@/components/errors/error-view';
import { fitsPhone } from '@/lib/server/http/fits-phone';
import { MessageAdmin } from './message-admin';

/** /management/message-request[/desktop|/mobile]: 403 without message-request.read, as the API would. */
export async function MessagePage({ variant }: { variant: 'desktop' | 'mobile' | null }) {
  const page = await requirePage('message-request');
  if (!page) return <ErrorView status={403} />;
  const { ctx } = page;
  const layout = variant ?? ((await fitsPhone()) ? 'mobile' : 'desktop');
  return (
    <MessageAdmin
      title={page.title}
      group={page.group}
      variant={variant}
      layout={layout}
      canAnswer={ctx.can('message-request', 'update')}
      ownOnly={ctx.scope === 'class'}
    />
  );
}
