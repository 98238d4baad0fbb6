'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { parseAsStringLiteral, useQueryState } from 'nuqs';
import { ListButton, ListNote, ListScreen, searchBox } from '@/components/ui/list-screen';
import { PageHeading } from '@/components/ui/page-heading';
import { DayRangeFilter } from '@/components/ui/day-filter';
import { FilterSelect } from '@/components/ui/filter-select';
import { ClassFilter } from '@/components/management/class/class-filter';
import { ACTIVE_CLASSES_QUERY } from '@/lib/api/class-keys';
import { useClasses } from '@/lib/api/class';
import { useListState } from '@/lib/api/use-list-state';
import { EVENT_LIST } from '@/lib/api/calendar-event-keys';
import { EVENT_STATUSES, EVENT_WHEN } from '@/lib/calendar-event-values';
import { useEvents, type EventListParams, type EventRow } from '@/lib/api/calendar-event';
import { rightsOf, type ScreenProps } from '@/lib/rights';
import { useEventColumns } from './event-columns';
import { EventCalendar } from './event-calendar';

// Dialogs are fetched the first time they open (the form brings zod with it).
const EventFormDialog = dynamic(() => import('./event-form-dialog').then((m) => m.EventFormDialog), { ssr: false });
const EventDetailDialog = dynamic(() => import('./event-detail-dialog').then((m) => m.EventDetailDialog), {
  ssr: false,
});

const COL = 'col-6 col-md-4 col-lg-2';
const VIEWS = ['list', 'month'] as const;

/**
 * /calendar-event-confirm: the school's events, upcoming first, with the parents' replies counted; or (`?view=month`)
 * as a month calendar with the school's days off (a week on a phone), whose events open the same record and form.
 */
export function EventAdmin({ title, group, actions, ownOnly, workDays }: ScreenProps & { workDays: number[] }) {
  const t = useTranslations('calendarEvent');
  const can = rightsOf(actions, 'create', 'update', 'delete', 'export');
  const state = useListState(EVENT_LIST);
  const [viewing, setViewing] = useState<string | null>(null);
  const [editing, setEditing] = useState<EventRow | 'new' | null>(null);
  const classes = useClasses(ACTIVE_CLASSES_QUERY).data?.data ?? [];
  const list = useEvents(state.query as EventListParams);
  const columns = useEventColumns(setViewing, can.update ? setEditing : null);
  const [view, setView] = useQueryState(
    'view',
    parseAsStringLiteral(VIEWS).withOptions({ history: 'push', scroll: false }),
  );
  const switcher = (
    <div className="btn-group" role="group" aria-label={t('calendar.viewLabel')} data-testid="event-view">
      {VIEWS.map((v) => (
        <button
          key={v}
          type="button"
          className={`btn ${(view ?? 'list') === v ? 'btn-secondary' : 'btn-outline-secondary'}`}
          aria-pressed={(view ?? 'list') === v}
          onClick={() => setView(v === 'list' ? null : v)}
          data-testid={`event-view-${v}`}
        >
          <i className={`bi ${v === 'list' ? 'bi-list-ul' : 'bi-calendar3'} me-1`} aria-hidden="true" />
          {t(`calendar.views.${v}`)}
        </button>
      ))}
    </div>
  );
  const addButton = can.create && (
    <ListButton icon="bi-plus-lg" text={t('add')} onClick={() => setEditing('new')} testId="event-add" />
  );
  const dialogs = (
    <>
      {viewing && (
        <EventDetailDialog
          id={viewing}
          can={can}
          onHide={() => setViewing(null)}
          onEdit={(e) => {
            setViewing(null);
            setEditing(e);
          }}
        />
      )}
      {editing && (
        <EventFormDialog
          event={editing === 'new' ? null : editing}
          classes={classes}
          ownOnly={ownOnly}
          onHide={() => setEditing(null)}
          onSaved={(id) => setViewing(id)}
        />
      )}
    </>
  );

  if (view === 'month')
    return (
      <section aria-labelledby="page-title">
        <PageHeading title={title} group={group} icon="bi-calendar-check" />
        {ownOnly && <ListNote text={t('ownClassesOnly')} />}
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
          {switcher}
          {addButton}
        </div>
        <EventCalendar workDays={workDays} classId={state.filters.class_id || undefined} onOpen={setViewing} />
        {dialogs}
      </section>
    );
  const select = (key: 'when' | 'status', options: readonly string[], words: string, label: string, all: string) => (
    <FilterSelect
      id={`event-${key}-filter`}
      label={label}
      {...state.field(key)}
      allLabel={all}
      options={options.map((o) => ({ value: o, label: t(`${words}.${o}`) }))}
      col={COL}
    />
  );

  return (
    <ListScreen
      title={title}
      group={group}
      icon="bi-calendar-check"
      notice={ownOnly && <ListNote text={t('ownClassesOnly')} />}
      search={searchBox(t, 'event-search', 'col-12 col-md-4 col-lg-2')}
      filters={
        <>
          <ClassFilter
            id="event-class-filter"
            {...state.field('class_id')}
            col="col-12 col-sm-6 col-md-4 col-lg-2"
            query={ACTIVE_CLASSES_QUERY}
            withYear={false}
          />
          {select('when', EVENT_WHEN, 'when', t('whenLabel'), t('allTimes'))}
          {select('status', EVENT_STATUSES, 'statuses', t('columns.status'), t('allStatuses'))}
          <DayRangeFilter
            id="event"
            labels={{ from: t('filterFrom'), to: t('filterTo') }}
            values={state.filters}
            onChange={state.setFilter}
            col={COL}
          />
        </>
      }
      start={switcher}
      toolbar={addButton}
      state={state}
      columns={columns}
      list={list}
      caption={t('caption')}
      testId="event-table"
    >
      {dialogs}
    </ListScreen>
  );
}
