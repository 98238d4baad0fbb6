'use client';
import { useTranslations } from 'next-intl';
import { sortBy, type Column } from '@/components/ui/data-table';
import { actionsColumn, RowButton } from '@/components/ui/row-actions';
import { OpenCell } from '@/components/ui/open-cell';
import type { EventRow } from '@/lib/api/calendar-event';
import { EventStatusBadge, ReplyCounts, eventTimeText } from './event-badges';
import styles from './event.module.css';

/** The columns of the school's events; the title opens the event, the pencil its form (not once cancelled). */
export function useEventColumns(
  open: (id: string) => void,
  edit: ((event: EventRow) => void) | null,
): Column<EventRow>[] {
  const t = useTranslations('calendarEvent');
  const columns: Column<EventRow>[] = [
    {
      ...sortBy('title', t('columns.title')),
      primary: true,
      render: (e) => (
        <OpenCell
          label={t('viewLabel', { title: e.title })}
          onOpen={() => open(e.id)}
          note={
            e.place && (
              <>
                <i className="bi bi-geo-alt me-1" aria-hidden="true" />
                {e.place}
              </>
            )
          }
        >
          {e.title}
        </OpenCell>
      ),
    },
    {
      ...sortBy('starts_at', t('columns.time')),
      render: (e) => eventTimeText(e.starts_at, e.ends_at),
    },
    {
      key: 'classes',
      header: t('columns.classes'),
      render: (e) => (e.class_names.length ? e.class_names.join(', ') : t('wholeSchool')),
    },
    {
      key: 'replies',
      header: t('columns.replies'),
      render: (e) =>
        e.needs_reply ? (
          <ReplyCounts yes={e.yes} no={e.no} pending={e.pending} />
        ) : (
          <span className="text-body-secondary">{t('noReplyNeeded')}</span>
        ),
    },
    {
      ...sortBy('status', t('columns.status')),
      render: (e) => <EventStatusBadge status={e.status} />,
    },
  ];
  if (edit) {
    columns.push(
      actionsColumn(t('columns.actions'), (e) =>
        e.status !== 'cancelled' ? (
          <RowButton
            icon="bi-pencil"
            label={t('editLabel', { title: e.title })}
            onClick={() => edit(e)}
            className={styles.tap}
          />
        ) : null,
      ),
    );
  }
  return columns;
}
