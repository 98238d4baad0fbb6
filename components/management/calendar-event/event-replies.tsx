'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button, Spinner, Table } from 'react-bootstrap';
import { showMessage } from '@/components/layout/site-footer';
import { FilterSelect, SearchField } from '@/components/ui/filter-select';
import { ListAlert } from '@/components/ui/list-screen';
import { useDebounced } from '@/lib/api/use-debounced';
import { useErrorText } from '@/lib/api/use-error-text';
import { useEventReplies, useRecordReply, type EventReplyRow, type EventRow } from '@/lib/api/calendar-event';
import { EVENT_ANSWERS, type EventAnswer, type EventReplyState } from '@/lib/calendar-event-values';
import { formatDateTime } from '@/lib/format';
import { ReplyBadge, ReplyCounts } from './event-badges';
import styles from './event.module.css';
import { TableHead } from '@/components/ui/table-head';

/** The counts per class and every child with their reply; one tap records a reply given by phone. */
export function EventRepliesPanel({ event, canRecord }: { event: EventRow; canRecord: boolean }) {
  const t = useTranslations('calendarEvent');
  const errorText = useErrorText();
  const [classId, setClassId] = useState('');
  const [answer, setAnswer] = useState<EventReplyState | ''>('');
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim());
  const replies = useEventReplies({
    id: event.id,
    class_id: classId || undefined,
    answer: answer || undefined,
    search: search || undefined,
  });
  const record = useRecordReply();
  const [busy, setBusy] = useState<string | null>(null);
  // The moment the dialog opened: an event ending while it is open is refused by the server anyway.
  const [openedAt] = useState(() => Date.now());
  const ended = new Date(event.ends_at).getTime() < openedAt;
  const open = canRecord && event.status === 'published' && !ended;
  const data = replies.data;

  const tap = async (row: EventReplyRow, value: EventAnswer) => {
    setBusy(row.student_id);
    try {
      await record.mutateAsync({ event_id: event.id, student_id: row.student_id, answer: value, note: row.note });
      showMessage(t('replyRecordedFor', { name: row.student_name, answer: t(`answers.${value}`) }), 'success');
    } catch (err) {
      showMessage(errorText(err), 'danger');
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="event-replies-title">
      <h3 id="event-replies-title" className="h6 d-flex flex-wrap align-items-center gap-2">
        {t('repliesTitle')}
        {data && (
          <span data-testid="event-totals">
            <ReplyCounts yes={data.yes} no={data.no} pending={data.pending} />
          </span>
        )}
      </h3>
      {!!replies.error && <ListAlert text={errorText(replies.error)} />}
      {!open && canRecord && event.status !== 'cancelled' && (
        <p className="small text-body-secondary">
          {event.status === 'draft' ? t('draftNoReplies') : t('endedNoReplies')}
        </p>
      )}
      {data && data.by_class.length > 0 && (
        <Table size="sm" className="mb-3 w-auto" data-testid="event-by-class">
          <TableHead
            caption={t('byClassCaption')}
            headings={[t('columns.class'), t('answers.yes'), t('answers.no'), t('answers.pending')]}
            numbersFrom={1}
          />
          <tbody>
            {data.by_class.map((c) => (
              <tr key={c.class_id} data-class={c.class_name}>
                <th scope="row" className="fw-normal">
                  {c.class_name || t('noClass')}
                </th>
                <td className="text-end" data-count="yes">
                  {c.yes}
                </td>
                <td className="text-end" data-count="no">
                  {c.no}
                </td>
                <td className="text-end" data-count="pending">
                  {c.pending}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <div className="row g-2 mb-2">
        <SearchField
          id="event-reply-search"
          label={t('childSearch')}
          value={searchText}
          onChange={setSearchText}
          col="col-12 col-md-4"
        />
        <FilterSelect
          id="event-reply-class"
          label={t('columns.class')}
          value={classId}
          onChange={setClassId}
          allLabel={t('allClasses')}
          options={(data?.by_class ?? [])
            .filter((c) => c.class_id)
            .map((c) => ({ value: c.class_id, label: c.class_name }))}
          col="col-6 col-md-4"
        />
        <FilterSelect
          id="event-reply-answer"
          label={t('columns.answer')}
          value={answer}
          onChange={setAnswer}
          allLabel={t('allAnswers')}
          options={[...EVENT_ANSWERS, 'pending' as const].map((a) => ({ value: a, label: t(`answers.${a}`) }))}
          col="col-6 col-md-4"
        />
      </div>
      {replies.isLoading && <Spinner size="sm" aria-hidden="true" />}
      {data && data.rows.length === 0 && <p className="text-body-secondary">{t('noChildren')}</p>}
      <ul className="list-group" data-testid="event-children" aria-label={t('childrenLabel')}>
        {data?.rows.map((r) => (
          <li
            key={r.student_id}
            className="list-group-item d-flex flex-wrap align-items-center gap-2"
            data-student={r.student_name}
          >
            <div className="flex-grow-1" style={{ minWidth: 180 }}>
              <div className="fw-semibold">{r.student_name}</div>
              <div className="small text-body-secondary">
                {r.student_code}
                {r.class_name && ` · ${r.class_name}`}
                {r.source && ` · ${t(`sources.${r.source}`)}${r.recorded_by_name ? `: ${r.recorded_by_name}` : ''}`}
                {r.replied_at && ` · ${formatDateTime(r.replied_at)}`}
              </div>
              {r.note && <div className="small fst-italic">{r.note}</div>}
            </div>
            {/* While replies are open, the pressed button says the answer; the badge says it otherwise. */}
            {(!open || r.answer === 'pending') && <ReplyBadge answer={r.answer} />}
            {open && (
              <div className="d-flex gap-1" role="group" aria-label={t('recordFor', { name: r.student_name })}>
                {EVENT_ANSWERS.map((a) => (
                  <Button
                    key={a}
                    size="sm"
                    className={styles.tap}
                    variant={
                      r.answer === a
                        ? a === 'yes'
                          ? 'success'
                          : 'danger'
                        : a === 'yes'
                          ? 'outline-success'
                          : 'outline-danger'
                    }
                    aria-pressed={r.answer === a}
                    disabled={busy === r.student_id}
                    onClick={() => void tap(r, a)}
                  >
                    {t(`answers.${a}`)}
                  </Button>
                ))}
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
