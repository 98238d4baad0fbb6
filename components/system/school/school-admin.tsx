'use client';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Badge, Button, Col, Form, Row } from 'react-bootstrap';
import { DataTable, sortParam, type Column, type Sort } from '@/components/ui/data-table';
import { useProvinces } from '@/lib/api/shell';
import { useSchools, type SchoolRow } from '@/lib/api/school';
import { useErrorText } from '@/lib/api/use-error-text';
import { SCHOOL_STATUSES, type SchoolStatus } from '@/lib/schemas/school';
import { SchoolFormPanel } from './school-form-panel';

const PAGE_SIZE = 20;

/** /system/school: every school, with create and edit in a side panel (system administrators only). */
export function SchoolAdmin({
  title,
  group,
  actions,
}: {
  title: string;
  group: string;
  /** The user's actions on the menu (the page guard's one shape of rights). */
  actions: string[];
}) {
  const t = useTranslations('schoolAdmin');
  const errorText = useErrorText();
  const provinces = useProvinces();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort | null>({ by: 'name', desc: false });
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<SchoolStatus | ''>('');
  const [province, setProvince] = useState('');
  const [editing, setEditing] = useState<SchoolRow | null>(null);
  const [open, setOpen] = useState(false);

  // The search runs once typing pauses.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, 300);
    return () => window.clearTimeout(timer);
  }, [searchText]);

  const list = useSchools({
    page,
    page_size: PAGE_SIZE,
    order_by: sortParam(sort),
    search: search || undefined,
    status: status || undefined,
    province_id: province || undefined,
  });

  const edit = (school: SchoolRow | null) => {
    setEditing(school);
    setOpen(true);
  };

  const columns: Column<SchoolRow>[] = [
    {
      key: 'logo',
      header: <span className="visually-hidden">{t('columns.logo')}</span>,
      className: 'text-center',
      render: (s) =>
        s.logo ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={s.logo}
            alt={t('logoAlt', { name: s.name })}
            width={32}
            height={32}
            className="rounded object-fit-contain"
          />
        ) : (
          <i className="bi bi-building fs-5 text-body-secondary" role="img" aria-label={t('noLogo')} />
        ),
    },
    {
      key: 'code',
      header: t('columns.code'),
      label: t('columns.code'),
      sortable: true,
      render: (s) => <code>{s.code}</code>,
    },
    {
      key: 'name',
      header: t('columns.name'),
      label: t('columns.name'),
      sortable: true,
      render: (s) => (
        <>
          <div className="fw-semibold">{s.name}</div>
          {s.address && <div className="small text-body-secondary">{s.address}</div>}
        </>
      ),
    },
    { key: 'province', header: t('columns.province'), render: (s) => s.province_name ?? '' },
    {
      key: 'contact',
      header: `${t('columns.phone')} / ${t('columns.email')}`,
      render: (s) => (
        <>
          {s.phone && <div className="text-nowrap">{s.phone}</div>}
          {s.email && <div className="small text-break">{s.email}</div>}
        </>
      ),
    },
    {
      key: 'status',
      header: t('columns.status'),
      label: t('columns.status'),
      sortable: true,
      render: (s) => <Badge bg={s.status === 'active' ? 'success' : 'secondary'}>{t(`statuses.${s.status}`)}</Badge>,
    },
  ];
  const canCreate = actions.includes('create');
  const canUpdate = actions.includes('update');
  if (canUpdate) {
    columns.push({
      key: 'actions',
      header: <span className="visually-hidden">{t('columns.actions')}</span>,
      className: 'text-end',
      render: (s) => (
        <Button
          size="sm"
          variant="outline-primary"
          onClick={() => edit(s)}
          aria-label={t('editLabel', { name: s.name })}
          data-testid="school-edit"
        >
          <i className="bi bi-pencil" aria-hidden="true" /> <span className="d-none d-md-inline">{t('edit')}</span>
        </Button>
      ),
    });
  }

  return (
    <section aria-labelledby="page-title">
      <p className="text-body-secondary small mb-1">{group}</p>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 id="page-title" className="h3 d-flex align-items-center gap-2 mb-0">
          <i className="bi bi-building" aria-hidden="true" />
          {title}
        </h1>
        {canCreate && (
          <Button onClick={() => edit(null)} data-testid="school-add">
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {t('add')}
          </Button>
        )}
      </div>
      <Form role="search" onSubmit={(e) => e.preventDefault()} className="mb-3">
        <Row className="g-2">
          <Col xs={12} md={5}>
            <Form.Label htmlFor="school-search" className="small mb-1">
              {t('searchLabel')}
            </Form.Label>
            <Form.Control
              id="school-search"
              type="search"
              placeholder={t('searchPlaceholder')}
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
            />
          </Col>
          <Col xs={6} md={3}>
            <Form.Label htmlFor="school-status-filter" className="small mb-1">
              {t('statusFilter')}
            </Form.Label>
            <Form.Select
              id="school-status-filter"
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as SchoolStatus | '');
                setPage(1);
              }}
            >
              <option value="">{t('all')}</option>
              {SCHOOL_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`statuses.${s}`)}
                </option>
              ))}
            </Form.Select>
          </Col>
          <Col xs={6} md={4}>
            <Form.Label htmlFor="school-province-filter" className="small mb-1">
              {t('provinceFilter')}
            </Form.Label>
            <Form.Select
              id="school-province-filter"
              value={province}
              onChange={(e) => {
                setProvince(e.target.value);
                setPage(1);
              }}
            >
              <option value="">{t('all')}</option>
              {provinces.data?.map((p) => (
                <option key={p.province_id} value={p.province_id}>
                  {p.name}
                </option>
              ))}
            </Form.Select>
          </Col>
        </Row>
      </Form>
      {list.error && (
        <Alert variant="danger" role="alert">
          {errorText(list.error)}
        </Alert>
      )}
      <DataTable
        columns={columns}
        rows={list.data?.data ?? []}
        rowKey={(s) => s.id}
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
        testId="school-table"
      />
      <SchoolFormPanel school={editing} show={open} onHide={() => setOpen(false)} />
    </section>
  );
}
