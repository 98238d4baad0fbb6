import { getTranslations } from 'next-intl/server';
import { requireParentPage } from '@/lib/server/app-auth/parent-page';
import { listAppMessagePage } from '@/lib/server/message/app-messages';
import { ParentMessages } from '@/components/providers/parent-messages';
import { ParentScreen } from '@/components/parent/shell/parent-screen';
import { MessageComposer } from '@/components/parent/messages/message-composer';
import { MessageCard } from '@/components/parent/messages/message-card';
import { Link } from '@/components/ui/link';

/** Messages on one page of the parents' app (GET /api/app/messages/get-list's page size). */
const PAGE_SIZE = 10;

/**
 * The family's messages about the child on screen, newest first, a page at a time, each with its thread; a new
 * message to the class teacher or the school. Read with the service GET /api/app/messages/get-list calls.
 */
export default async function ParentMessagesPage({ searchParams }: { searchParams: Promise<{ page?: string }> }) {
  const { ctx, child } = await requireParentPage();
  const t = await getTranslations('parent');
  const tm = await getTranslations('parentMessages');
  if (!child) {
    return (
      <ParentScreen title={t('screens.messages')}>
        <p className="text-body-secondary">{t('shell.noChild')}</p>
      </ParentScreen>
    );
  }
  const asked = Number((await searchParams).page);
  const page = Number.isInteger(asked) && asked > 1 ? asked : 1;
  const { data, total } = await listAppMessagePage(ctx, { student_id: child.id, page, page_size: PAGE_SIZE });
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const name = child.nickname || child.full_name;
  return (
    <ParentMessages ns={['parentMessages']}>
      <ParentScreen title={t('screens.messages')}>
        <MessageComposer studentId={child.id} childName={name} />
        {data.length === 0 ? (
          <p className="text-body-secondary" data-testid="parent-messages-empty">
            {tm('empty', { name })}
          </p>
        ) : (
          data.map((m) => <MessageCard key={m.id} message={m} />)
        )}
        {pages > 1 && (
          <nav className="parent-msg-pages" aria-label={tm('paging')}>
            {page > 1 ? (
              <Link
                href={page === 2 ? '/parent/messages' : `/parent/messages?page=${page - 1}`}
                className="btn btn-outline-secondary btn-sm"
              >
                {tm('newer')}
              </Link>
            ) : (
              <span />
            )}
            <span className="small text-body-secondary">{tm('pages', { page, pages })}</span>
            {page < pages ? (
              <Link href={`/parent/messages?page=${page + 1}`} className="btn btn-outline-secondary btn-sm">
                {tm('older')}
              </Link>
            ) : (
              <span />
            )}
          </nav>
        )}
      </ParentScreen>
    </ParentMessages>
  );
}
