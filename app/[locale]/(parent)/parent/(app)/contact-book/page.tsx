import { getTranslations } from 'next-intl/server';
import { requireParentPage } from '@/lib/server/app-auth/parent-page';
import { getAppBooks } from '@/lib/server/contact-book/app-books';
import { ParentScreen } from '@/components/parent/shell/parent-screen';
import { ParentLink } from '@/components/parent/shell/parent-link';
import { ParentMessages } from '@/components/providers/parent-messages';
import { BookReply } from '@/components/parent/contact-book/book-reply';
import { formatDateTime } from '@/lib/format';
import { addDays, dayText, parseDay, schoolToday } from '@/lib/school-time';
import type { BookDay } from '@/lib/schemas/contact-book';

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The child's daily contact book: the day asked for (`?date=`, the notice's link) or the latest one sent, and the
 * other days sent in the month before it, with a short reply to the teachers. Read with the service of
 * GET /api/app/contact-book.
 */
export default async function ParentContactBookPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { ctx, child } = await requireParentPage();
  const t = await getTranslations('parentContactBook');
  const w = await getTranslations('contactBook');
  if (!child) {
    return (
      <ParentScreen title={t('title')}>
        <p className="text-body-secondary">{t('noneYet')}</p>
      </ParentScreen>
    );
  }
  const asked = (await searchParams).date;
  const today = schoolToday();
  const wanted = typeof asked === 'string' ? parseDay(asked) : null;
  const until = wanted && wanted <= today ? wanted : today;
  const books = await getAppBooks(ctx, { student_id: child.id, from: addDays(until, -30), to: until });
  const shown: BookDay | undefined = wanted ? books.find((b) => b.date === wanted) : books[books.length - 1];
  const row = (label: string, value: string) => (
    <>
      <dt className="col-5 text-body-secondary fw-normal">{label}</dt>
      <dd className="col-7 mb-1">{value}</dd>
    </>
  );
  return (
    <ParentMessages ns={['parentContactBook']}>
      <ParentScreen title={t('title')}>
        {shown ? (
          <>
            <article className="parent-card" aria-labelledby="book-day" data-testid="parent-book" data-date={shown.date}>
              <h2 id="book-day" className="h5">
                {t('dayOf', { date: dayText(shown.date) })}
              </h2>
              {shown.edited_at && <p className="small text-body-secondary mb-2">{t('edited', { at: formatDateTime(shown.edited_at) })}</p>}
              <dl className="row mb-0">
                {shown.meals.map((m) => row(m.name, w(`portions.${m.portion}`)))}
                {row(w('nap'), shown.nap ? `${shown.nap.from}–${shown.nap.to}` : w('noNap'))}
                {shown.toilet.length > 0 && row(w('toilet'), shown.toilet.join(', '))}
                {row(w('mood'), w(`moods.${shown.mood}`))}
              </dl>
              {shown.activities && (
                <>
                  <h3 className="h6 mt-2 mb-1">{w('sheet.activities')}</h3>
                  <p className="mb-1" style={{ whiteSpace: 'pre-line' }}>
                    {shown.activities}
                  </p>
                </>
              )}
              {shown.comment && (
                <>
                  <h3 className="h6 mt-2 mb-1">{w('comment')}</h3>
                  <p className="mb-0" data-testid="parent-book-comment">
                    {shown.comment}
                  </p>
                </>
              )}
              {shown.photos.length > 0 && (
                <div className="d-flex flex-wrap gap-2 mt-2">
                  {shown.photos.map((file) => (
                    // The photo comes from the parents' API with the session cookie, like every call of this app.
                    // eslint-disable-next-line @next/next/no-img-element
                    <img key={file} src={`/api/app/contact-book/photo/${file}`} alt={t('photoAlt')} className="rounded" style={{ maxWidth: '100%', height: 'auto' }} loading="lazy" />
                  ))}
                </div>
              )}
            </article>
            <BookReply key={shown.date} studentId={child.id} date={shown.date} />
          </>
        ) : (
          <p className="text-body-secondary" data-testid="parent-book-none">
            {wanted ? t('none', { date: dayText(wanted) }) : t('noneYet')}
          </p>
        )}
        {books.length > 0 && (
          <nav className="parent-card" aria-labelledby="book-recent">
            <h2 id="book-recent" className="h6">
              {t('recent')}
            </h2>
            <ul className="list-inline mb-0">
              {[...books].reverse().map((b) => (
                <li key={b.date} className="list-inline-item mb-1">
                  <ParentLink
                    href={`/parent/contact-book?date=${b.date}`}
                    className={`btn btn-sm ${b.date === shown?.date ? 'btn-primary' : 'btn-outline-secondary'}`}
                    aria-current={b.date === shown?.date ? 'page' : undefined}
                  >
                    {dayText(b.date).slice(0, 5)}
                  </ParentLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </ParentScreen>
    </ParentMessages>
  );
}
