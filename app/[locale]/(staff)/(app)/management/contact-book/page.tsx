import { requirePage } from '@/lib/server/auth/require-page';
import { contactBookFirstScreen } from '@/lib/server/contact-book/contact-book-first-screen';
import { ErrorView } from '@/components/errors/error-view';
import { PageMessages } from '@/components/providers/page-messages';
import { ContactBookScreen } from '@/components/management/contact-book/contact-book-screen';

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * /management/contact-book: a class's day in the contact book, phone first (one card per present child, one tap
 * per change, saved as it goes), rendered with its data (the class and day of the address, else the first class
 * and today).
 */
export default async function ContactBookPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = await requirePage('contact-book');
  if (!page) return <ErrorView status={403} />;
  const { ctx } = page;
  const first = await contactBookFirstScreen(ctx, await searchParams);
  return (
    <PageMessages ns={['contactBook']}>
      <ContactBookScreen
        title={page.title}
        group={page.group}
        first={first}
        can={{
          update: ctx.can('contact-book', 'update'),
          export: ctx.can('contact-book', 'export'),
          settings: ctx.can('contact-book', 'update') && ctx.scope !== 'class',
        }}
      />
    </PageMessages>
  );
}
