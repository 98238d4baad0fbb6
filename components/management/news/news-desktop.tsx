'use client';
import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button } from 'react-bootstrap';
import { DataTable, sortParam, type Column, type Sort } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { useClasses } from '@/lib/api/class';
import { newsKeys, useNewsList, type NewsRow } from '@/lib/api/news';
import { useErrorText } from '@/lib/api/use-error-text';
import { formatDateTime } from '@/lib/format';
import { NEWS_STATUSES, type NewsStatus } from '@/lib/news-values';
import { NewsHeading, NewsPhoto, NewsStatusBadge, ReadCount } from './news-bits';
import { NEWS_PAGE_SIZE, type NewsScreenProps } from './news-types';

// The editor (Tiptap, zod) is fetched the first time it opens, so the list's first load stays small.
const NewsEditor = dynamic(() => import('./news-editor').then((m) => m.NewsEditor), { ssr: false });

/** /management/news-<kind>/desktop: the posts of one kind with filters, read counts and the editor. */
export function NewsDesktop({ kind, title, group, can, ownOnly, initial, variant }: NewsScreenProps) {
  const t = useTranslations('news');
  const errorText = useErrorText();
  const client = useQueryClient();
  // The first page came with the page: it seeds the list's query once, so the first load makes no call.
  useState(() => {
    if (initial) client.setQueryData(newsKeys.list({ kind, page: 1, page_size: NEWS_PAGE_SIZE }), initial);
    return true;
  });
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<NewsStatus | ''>('');
  const [classId, setClassId] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort | null>(null);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const classes = useClasses({ page: 1, page_size: 100, order_by: 'age_group' }, kind === 'class');

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, 300);
    return () => window.clearTimeout(timer);
  }, [searchText]);

  const list = useNewsList({
    kind,
    page,
    page_size: NEWS_PAGE_SIZE,
    order_by: sortParam(sort),
    search: search || undefined,
    status: status || undefined,
    class_id: classId || undefined,
  });
  const rows = list.data?.data ?? [];
  const changed =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  const columns: Column<NewsRow>[] = [
    {
      key: 'title',
      header: t('columns.title'),
      label: t('columns.title'),
      sortable: true,
      primary: true,
      render: (n) => (
        <div className="d-flex gap-2 align-items-start">
          <NewsPhoto url={n.cover_thumb_url} alt="" size={48} className="flex-shrink-0" />
          <div className="min-w-0">
            <Button
              variant="link"
              className="p-0 text-start fw-semibold"
              onClick={() => setEditing(n.id)}
              aria-label={t('openLabel', { title: n.title })}
            >
              {n.pinned && <i className="bi bi-pin-angle-fill text-warning me-1" role="img" aria-label={t('pinned')} />}
              {n.title}
            </Button>
            {n.summary && (
              <div className="small text-body-secondary text-truncate" style={{ maxWidth: 360 }}>
                {n.summary}
              </div>
            )}
            {n.image_count > 0 && (
              <div className="small text-body-secondary">
                <i className="bi bi-images me-1" aria-hidden="true" />
                {t('photoCount', { count: n.image_count })}
              </div>
            )}
          </div>
        </div>
      ),
    },
    ...(kind === 'public'
      ? []
      : [
          {
            key: 'audience',
            header: t('columns.audience'),
            render: (n: NewsRow) => <Audience row={n} />,
          },
        ]),
    {
      key: 'status',
      header: t('columns.status'),
      label: t('columns.status'),
      sortable: true,
      render: (n) => <NewsStatusBadge status={n.status} />,
    },
    {
      key: 'publish_at',
      header: t('columns.publishAt'),
      label: t('columns.publishAt'),
      sortable: true,
      className: 'text-nowrap',
      render: (n) => (
        <>
          {n.status === 'draft' ? '' : formatDateTime(n.publish_at)}
          {n.created_by_name && <div className="small text-body-secondary">{n.created_by_name}</div>}
        </>
      ),
    },
    {
      key: 'reads',
      header: t('columns.reads'),
      render: (n) =>
        n.status === 'draft' || n.status === 'scheduled' ? (
          <span className="small text-body-secondary">{t('audienceCount', { count: n.audience_count })}</span>
        ) : (
          <ReadCount read={n.read_count} total={n.audience_count} />
        ),
    },
  ];

  return (
    <section aria-labelledby="page-title">
      <NewsHeading kind={kind} title={title} group={group} variant={variant} current="desktop" />
      {ownOnly && kind !== 'public' && (
        <Alert variant="info" className="py-2">
          <i className="bi bi-info-circle me-2" aria-hidden="true" />
          {t('ownClassesOnly')}
        </Alert>
      )}
      <form role="search" onSubmit={(e) => e.preventDefault()} className="mb-3">
        <div className="row g-2 align-items-end">
          <div className="col-12 col-md-4 col-lg-3">
            <label htmlFor="news-search" className="form-label small mb-1">
              {t('searchLabel')}
            </label>
            <input
              id="news-search"
              type="search"
              className="form-control"
              placeholder={t('searchPlaceholder')}
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
            />
          </div>
          <div className="col-12 col-sm-6 col-md-4 col-lg-3">
            <FilterSelect
              id="news-status-filter"
              label={t('columns.status')}
              value={status}
              onChange={changed(setStatus)}
              allLabel={t('allStatuses')}
              options={NEWS_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
            />
          </div>
          {kind === 'class' && (
            <div className="col-12 col-sm-6 col-md-4 col-lg-3">
              <FilterSelect
                id="news-class-filter"
                label={t('class')}
                value={classId}
                onChange={changed(setClassId)}
                allLabel={t('allClasses')}
                options={(classes.data?.data ?? []).map((c) => ({
                  value: c.id,
                  label: `${c.name} (${c.school_year_name})`,
                }))}
              />
            </div>
          )}
          {can.create && (
            <div className="col-12 col-md text-md-end">
              <Button onClick={() => setEditing('new')} data-testid="news-add">
                <i className="bi bi-plus-lg me-1" aria-hidden="true" />
                {t('add')}
              </Button>
            </div>
          )}
        </div>
      </form>
      {list.error && (
        <Alert variant="danger" role="alert">
          {errorText(list.error)}
        </Alert>
      )}
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(n) => n.id}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={NEWS_PAGE_SIZE}
        onPage={setPage}
        sort={sort}
        onSort={(s) => {
          setSort(s);
          setPage(1);
        }}
        loading={list.isFetching}
        caption={t('caption')}
        testId="news-table"
      />
      {editing && (
        <NewsEditor
          kind={kind}
          id={editing === 'new' ? null : editing}
          can={can}
          onHide={() => setEditing(null)}
          onSaved={(id) => setEditing(id)}
        />
      )}
    </section>
  );
}

function Audience({ row }: { row: NewsRow }) {
  const names = row.kind === 'class' ? row.classes.map((c) => c.name) : row.students.map((s) => s.full_name);
  const shown = names.slice(0, 3).join(', ');
  return (
    <span className="small" title={names.join(', ')}>
      {shown}
      {names.length > 3 && ` +${names.length - 3}`}
    </span>
  );
}
