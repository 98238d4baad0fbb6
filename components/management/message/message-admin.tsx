'use client';
import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Alert, Button, Card, Col, Form, Row } from 'react-bootstrap';
import { DataTable, sortParam, type Column, type Sort } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { RequestHeading, type RequestView } from '@/components/management/requests/request-heading';
import { useErrorText } from '@/lib/api/use-error-text';
import { formatDateTime } from '@/lib/format';
import { MESSAGE_CATEGORIES, MESSAGE_RECIPIENTS, MESSAGE_STATUSES, type MessageCategory, type MessageRecipient, type MessageStatus } from '@/lib/request-values';
import { useMessages, type MessageRow } from '@/lib/api/message';
import { MessageStatusBadge } from './message-bits';

const MessageDetailDialog = dynamic(() => import('./message-detail-dialog').then((m) => m.MessageDetailDialog), { ssr: false });

const PAGE_SIZE = 20;

export type MessagePageProps = { title: string; group: string; variant: RequestView | null; layout: RequestView; canAnswer: boolean; ownOnly: boolean };

/**
 * /management/message-request[/desktop|/mobile]: parents' messages, unread first; a table on a desk, cards on a
 * phone; each opens its thread to mark it read and reply.
 */
export function MessageAdmin({ title, group, variant, layout, canAnswer, ownOnly }: MessagePageProps) {
  const t = useTranslations('message');
  const errorText = useErrorText();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<MessageStatus | ''>('');
  const [recipient, setRecipient] = useState<MessageRecipient | ''>('');
  const [category, setCategory] = useState<MessageCategory | ''>('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, 300);
    return () => window.clearTimeout(timer);
  }, [searchText]);

  const list = useMessages({
    page,
    page_size: PAGE_SIZE,
    order_by: sortParam(sort),
    search: search || undefined,
    status: status || undefined,
    recipient: recipient || undefined,
    category: category || undefined,
  });
  const unread = useMessages({ page: 1, page_size: 1, status: 'unread' });
  const rows = list.data?.data ?? [];
  const changed =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  const columns: Column<MessageRow>[] = [
    {
      key: 'student_name',
      header: t('columns.student'),
      label: t('columns.student'),
      sortable: true,
      primary: true,
      render: (m) => (
        <>
          <Button variant="link" className={`p-0 text-start ${m.status === 'unread' ? 'fw-bold' : ''}`} onClick={() => setViewing(m.id)} aria-label={t('viewLabel', { name: m.student_name })}>
            {m.student_name}
          </Button>
          <div className="small text-body-secondary">
            {m.class_name}
            {m.created_by_name && ` · ${m.created_by_name}`}
          </div>
        </>
      ),
    },
    {
      key: 'content',
      header: t('columns.content'),
      render: (m) => (
        <>
          <span className="d-inline-block text-truncate" style={{ maxWidth: 320 }} title={m.content}>
            {m.content}
          </span>
          <div className="small text-body-secondary">
            {t(`categories.${m.category}`)} · {t(`recipients.${m.recipient}`)}
            {m.reply_count > 0 && ` · ${t('replyCount', { count: m.reply_count })}`}
          </div>
        </>
      ),
    },
    { key: 'status', header: t('columns.status'), label: t('columns.status'), sortable: true, render: (m) => <MessageStatusBadge status={m.status} /> },
    { key: 'created_at', header: t('columns.created'), label: t('columns.created'), sortable: true, className: 'text-nowrap', render: (m) => formatDateTime(m.created_at) },
  ];

  return (
    <section aria-labelledby="page-title" data-testid={`message-${layout}`} className={layout === 'mobile' ? 'mx-auto' : undefined} style={layout === 'mobile' ? { maxWidth: 560 } : undefined}>
      <RequestHeading title={title} group={group} icon="bi-chat-left-text" route="/management/message-request" variant={variant} current={layout} testId="message" />
      {ownOnly && (
        <Alert variant="info" className="py-2">
          <i className="bi bi-info-circle me-2" aria-hidden="true" />
          {t('ownClassesOnly')}
        </Alert>
      )}
      <Form role="search" onSubmit={(e) => e.preventDefault()} className="mb-3">
        <Row className="g-2 align-items-end">
          <Col xs={12} md={layout === 'mobile' ? 12 : 3}>
            <Form.Label htmlFor="message-search" className="small mb-1">
              {t('searchLabel')}
            </Form.Label>
            <Form.Control id="message-search" type="search" placeholder={t('searchPlaceholder')} value={searchText} onChange={(e) => setSearchText(e.target.value)} />
          </Col>
          <Col xs={12} sm={4} md={layout === 'mobile' ? 4 : 3}>
            <FilterSelect id="message-status-filter" label={t('columns.status')} value={status} onChange={changed(setStatus)} allLabel={t('allStatuses')} options={MESSAGE_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))} />
          </Col>
          <Col xs={6} sm={4} md={layout === 'mobile' ? 4 : 3}>
            <FilterSelect id="message-recipient-filter" label={t('columns.recipient')} value={recipient} onChange={changed(setRecipient)} allLabel={t('allRecipients')} options={MESSAGE_RECIPIENTS.map((s) => ({ value: s, label: t(`recipients.${s}`) }))} />
          </Col>
          <Col xs={6} sm={4} md={layout === 'mobile' ? 4 : 3}>
            <FilterSelect id="message-category-filter" label={t('columns.category')} value={category} onChange={changed(setCategory)} allLabel={t('allCategories')} options={MESSAGE_CATEGORIES.map((s) => ({ value: s, label: t(`categories.${s}`) }))} />
          </Col>
        </Row>
      </Form>
      <div className="mb-2">
        <Button
          variant={status === 'unread' ? 'warning' : 'outline-secondary'}
          size="sm"
          style={{ minHeight: 44 }}
          aria-pressed={status === 'unread'}
          onClick={() => changed(setStatus)(status === 'unread' ? '' : 'unread')}
          data-testid="message-unread-count"
        >
          <i className="bi bi-envelope me-1" aria-hidden="true" />
          {t('unreadCount', { count: unread.data?.total ?? 0 })}
        </Button>
      </div>
      {list.error && (
        <Alert variant="danger" role="alert">
          {errorText(list.error)}
        </Alert>
      )}
      {layout === 'desktop' ? (
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(m) => m.id}
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
          testId="message-table"
        />
      ) : (
        <>
          {list.data && !rows.length && <p className="text-body-secondary">{t('empty')}</p>}
          <ul className="list-unstyled" data-testid="message-cards">
            {rows.map((m) => (
              <Card as="li" key={m.id} className={`mb-2 ${m.status === 'unread' ? 'border-warning' : ''}`}>
                <Card.Body className="p-0">
                  <button type="button" className="btn w-100 text-start p-3" style={{ minHeight: 44 }} onClick={() => setViewing(m.id)} aria-label={t('viewLabel', { name: m.student_name })}>
                    <span className="d-flex justify-content-between gap-2">
                      <span className={m.status === 'unread' ? 'fw-bold' : 'fw-semibold'}>{m.student_name}</span>
                      <MessageStatusBadge status={m.status} />
                    </span>
                    <span className="d-block small text-body-secondary">
                      {t(`categories.${m.category}`)} · {formatDateTime(m.created_at)}
                    </span>
                    <span className="d-block text-truncate">{m.content}</span>
                  </button>
                </Card.Body>
              </Card>
            ))}
          </ul>
          {(list.data?.total ?? 0) > page * PAGE_SIZE && (
            <Button variant="outline-secondary" className="w-100" style={{ minHeight: 44 }} onClick={() => setPage(page + 1)}>
              {t('nextPage')}
            </Button>
          )}
        </>
      )}
      {viewing && <MessageDetailDialog id={viewing} canAnswer={canAnswer} onHide={() => setViewing(null)} />}
    </section>
  );
}
