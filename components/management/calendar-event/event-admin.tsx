'use client';
import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Alert, Button, Col, Form, Row } from 'react-bootstrap';
import { DataTable, sortParam, type Column, type Sort } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { useClasses } from '@/lib/api/class';
import { useErrorText } from '@/lib/api/use-error-text';
import { EVENT_STATUSES, EVENT_WHEN, type EventStatus } from '@/lib/calendar-event-values';
import { parseDay } from '@/lib/school-time';
import { useEvents, type EventRow } from '@/lib/api/calendar-event';
import { EventStatusBadge, ReplyCounts, eventTimeText } from './event-badges';
import styles from './event.module.css';

// Dialogs are fetched the first time they open (the form brings zod with it).
const EventFormDialog = dynamic(() => import('./event-form-dialog').then((m) => m.EventFormDialog), { ssr: false });
const EventDetailDialog = dynamic(() => import('./event-detail-dialog').then((m) => m.EventDetailDialog), { ssr: false });

const PAGE_SIZE = 20;

/** /calendar-event-confirm: the school's events, upcoming first, with the parents' replies counted. */
export function EventAdmin({ title, group, actions, ownOnly }: { title: string; group: string; actions: string[]; ownOnly: boolean }) {
  const t = useTranslations('calendarEvent');
  const errorText = useErrorText();
  const can = {
    create: actions.includes('create'),
    update: actions.includes('update'),
    delete: actions.includes('delete'),
    export: actions.includes('export'),
  };
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [classId, setClassId] = useState('');
  const [status, setStatus] = useState<EventStatus | ''>('');
  const [when, setWhen] = useState<(typeof EVENT_WHEN)[number] | ''>('');
  const [fromText, setFromText] = useState('');
  const [toText, setToText] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [editing, setEditing] = useState<EventRow | 'new' | null>(null);
  const classes = useClasses({ page: 1, page_size: 100, order_by: 'age_group', status: 'active' });
  const classOptions = classes.data?.data ?? [];

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, 300);
    return () => window.clearTimeout(timer);
  }, [searchText]);

  const from = parseDay(fromText);
  const to = parseDay(toText);
  const list = useEvents({
    page,
    page_size: PAGE_SIZE,
    order_by: sortParam(sort),
    search: search || undefined,
    class_id: classId || undefined,
    status: status || undefined,
    when: when || undefined,
    from: from || undefined,
    to: to || undefined,
  });
  const rows = list.data?.data ?? [];
  const filterChanged =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  const columns: Column<EventRow>[] = [
    {
      key: 'title',
      header: t('columns.title'),
      label: t('columns.title'),
      sortable: true,
      primary: true,
      render: (e) => (
        <>
          <Button variant="link" className="p-0 text-start fw-semibold" onClick={() => setViewing(e.id)} aria-label={t('viewLabel', { title: e.title })}>
            {e.title}
          </Button>
          {e.place && (
            <div className="small text-body-secondary">
              <i className="bi bi-geo-alt me-1" aria-hidden="true" />
              {e.place}
            </div>
          )}
        </>
      ),
    },
    {
      key: 'starts_at',
      header: t('columns.time'),
      label: t('columns.time'),
      sortable: true,
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
      render: (e) => (e.needs_reply ? <ReplyCounts yes={e.yes} no={e.no} pending={e.pending} /> : <span className="text-body-secondary">{t('noReplyNeeded')}</span>),
    },
    {
      key: 'status',
      header: t('columns.status'),
      label: t('columns.status'),
      sortable: true,
      render: (e) => <EventStatusBadge status={e.status} />,
    },
  ];
  if (can.update) {
    columns.push({
      key: 'actions',
      header: <span className="visually-hidden">{t('columns.actions')}</span>,
      className: 'text-end text-nowrap',
      render: (e) =>
        e.status !== 'cancelled' ? (
          <Button size="sm" variant="outline-primary" className={styles.tap} onClick={() => setEditing(e)} aria-label={t('editLabel', { title: e.title })}>
            <i className="bi bi-pencil" aria-hidden="true" />
          </Button>
        ) : null,
    });
  }

  return (
    <section aria-labelledby="page-title">
      <p className="text-body-secondary small mb-1">{group}</p>
      <h1 id="page-title" className="h3 d-flex align-items-center gap-2 mb-3">
        <i className="bi bi-calendar-check" aria-hidden="true" />
        {title}
      </h1>
      {ownOnly && (
        <Alert variant="info" className="py-2">
          <i className="bi bi-info-circle me-2" aria-hidden="true" />
          {t('ownClassesOnly')}
        </Alert>
      )}
      <Form role="search" onSubmit={(e) => e.preventDefault()} className="mb-3">
        <Row className="g-2 align-items-end">
          <Col xs={12} md={4} lg={2}>
            <Form.Label htmlFor="event-search" className="small mb-1">
              {t('searchLabel')}
            </Form.Label>
            <Form.Control id="event-search" type="search" placeholder={t('searchPlaceholder')} value={searchText} onChange={(e) => setSearchText(e.target.value)} />
          </Col>
          <Col xs={12} sm={6} md={4} lg={2}>
            <FilterSelect
              id="event-class-filter"
              label={t('columns.class')}
              value={classId}
              onChange={filterChanged(setClassId)}
              allLabel={t('allClasses')}
              options={classOptions.map((c) => ({ value: c.id, label: c.name }))}
            />
          </Col>
          <Col xs={6} md={4} lg={2}>
            <FilterSelect
              id="event-when-filter"
              label={t('whenLabel')}
              value={when}
              onChange={filterChanged(setWhen)}
              allLabel={t('allTimes')}
              options={EVENT_WHEN.map((w) => ({ value: w, label: t(`when.${w}`) }))}
            />
          </Col>
          <Col xs={6} md={4} lg={2}>
            <FilterSelect
              id="event-status-filter"
              label={t('columns.status')}
              value={status}
              onChange={filterChanged(setStatus)}
              allLabel={t('allStatuses')}
              options={EVENT_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
            />
          </Col>
          <Col xs={6} md={4} lg={2}>
            <DayFilter id="event-from-filter" label={t('filterFrom')} text={fromText} onChange={filterChanged(setFromText)} />
          </Col>
          <Col xs={6} md={4} lg={2}>
            <DayFilter id="event-to-filter" label={t('filterTo')} text={toText} onChange={filterChanged(setToText)} />
          </Col>
        </Row>
      </Form>
      {can.create && (
        <div className="d-flex justify-content-end mb-2">
          <Button onClick={() => setEditing('new')} data-testid="event-add">
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {t('add')}
          </Button>
        </div>
      )}
      {list.error && (
        <Alert variant="danger" role="alert">
          {errorText(list.error)}
        </Alert>
      )}
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(e) => e.id}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        sort={sort}
        onSort={(s) => {
          setSort(s);
          setPage(1);
        }}
        loading={list.isFetching}
        caption={t('caption')}
        testId="event-table"
      />
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
          classes={classOptions}
          ownOnly={ownOnly}
          onHide={() => setEditing(null)}
          onSaved={(id) => setViewing(id)}
        />
      )}
    </section>
  );
}

/** A day typed as dd/MM/yyyy; shown invalid while it is no real day (the list ignores it until it is). */
function DayFilter({ id, label, text, onChange }: { id: string; label: string; text: string; onChange: (text: string) => void }) {
  return (
    <>
      <Form.Label htmlFor={id} className="small mb-1">
        {label}
      </Form.Label>
      <Form.Control
        id={id}
        placeholder="dd/MM/yyyy"
        inputMode="numeric"
        maxLength={10}
        value={text}
        isInvalid={!!text.trim() && !parseDay(text)}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}
