'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Alert, Button } from 'react-bootstrap';
import { DataTable, sortParam, type Column, type Sort } from '@/components/ui/data-table';
import { FilterSelect } from '@/components/ui/filter-select';
import { useClasses } from '@/lib/api/class';
import { useDebounced } from '@/lib/api/use-debounced';
import { useErrorText } from '@/lib/api/use-error-text';
import { useInvoices, useTuitionMutation, type InvoiceRow } from '@/lib/api/tuition';
import { monthLabel } from '@/lib/school-time';
import { currentMonth, INVOICE_STATUSES, type InvoiceStatus } from '@/lib/tuition-values';
import { InvoiceStatusBadge, Money } from './money';

const InvoiceDialog = dynamic(() => import('./invoice-dialog').then((m) => m.InvoiceDialog), { ssr: false });
const GenerateDialog = dynamic(() => import('./generate-dialog').then((m) => m.GenerateDialog), { ssr: false });

const PAGE_SIZE = 100;

/** The month's invoices: filters, generation for a class, issuing the drafts, and each invoice in a dialog. */
export function InvoiceList({ can }: { can: (action: string) => boolean }) {
  const t = useTranslations('tuition');
  const errorText = useErrorText();
  const [month, setMonth] = useState(currentMonth());
  const [classId, setClassId] = useState('');
  const [status, setStatus] = useState<InvoiceStatus | ''>('');
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), 300);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const classes = useClasses({ page: 1, page_size: 100, order_by: 'age_group' });
  const list = useInvoices({ page, page_size: PAGE_SIZE, month, class_id: classId || undefined, status: status || undefined, search: search || undefined, order_by: sortParam(sort) });
  const issue = useTuitionMutation<{ ids: string[] }>('put', '/webadmin/Tuition/issue');
  const rows = list.data?.data ?? [];
  const drafts = rows.filter((r) => r.status === 'draft');
  const reset = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setPage(1);
  };
  const issueDrafts = async () => {
    if (!window.confirm(t('issueConfirm', { count: drafts.length }))) return;
    setNotice(null);
    try {
      const r = await issue.mutateAsync({ ids: drafts.map((d) => d.id) });
      setNotice(r.text ?? null);
    } catch (e) {
      setNotice(errorText(e));
    }
  };
  const openButton = (r: InvoiceRow, label: string) => (
    <Button variant="link" className="p-0 text-start fw-semibold" onClick={() => setOpen(r.id)} aria-label={t('openLabel', { no: r.invoice_no, name: r.student_name })}>
      {label}
    </Button>
  );
  const columns: Column<InvoiceRow>[] = [
    { key: 'student_name', header: t('columns.student'), label: t('columns.student'), sortable: true, render: (r) => <>{openButton(r, r.student_name)}<div className="small text-body-secondary">{r.class_name}</div></> },
    { key: 'invoice_no', header: t('columns.invoiceNo'), label: t('columns.invoiceNo'), sortable: true, className: 'text-nowrap', render: (r) => r.invoice_no },
    { key: 'total', header: t('columns.total'), label: t('columns.total'), sortable: true, className: 'text-end', render: (r) => <Money amount={r.total} /> },
    { key: 'paid', header: t('columns.paid'), className: 'text-end', render: (r) => <Money amount={r.paid} /> },
    { key: 'balance', header: t('columns.balance'), label: t('columns.balance'), sortable: true, className: 'text-end', render: (r) => <Money amount={r.balance} className="fw-semibold" /> },
    { key: 'status', header: t('columns.status'), label: t('columns.status'), sortable: true, render: (r) => <InvoiceStatusBadge status={r.status} /> },
  ];

  return (
    <>
      <div className="row g-2 align-items-end mb-3">
        <div className="col-6 col-md-2">
          <label htmlFor="tuition-month" className="form-label small mb-1">{t('month')}</label>
          <input id="tuition-month" type="month" className="form-control" value={month} max={currentMonth()} onChange={(e) => e.target.value && reset(setMonth)(e.target.value)} />
        </div>
        <div className="col-6 col-md-3">
          <FilterSelect id="tuition-class" label={t('class')} value={classId} onChange={reset(setClassId)} allLabel={t('allClasses')} options={(classes.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }))} />
        </div>
        <div className="col-6 col-md-2">
          <FilterSelect id="tuition-status" label={t('columns.status')} value={status} onChange={reset(setStatus)} allLabel={t('allStatuses')} options={INVOICE_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))} />
        </div>
        <div className="col-6 col-md-3">
          <label htmlFor="tuition-search" className="form-label small mb-1">{t('searchLabel')}</label>
          <input id="tuition-search" type="search" className="form-control" placeholder={t('searchPlaceholder')} value={searchText} onChange={(e) => { setSearchText(e.target.value); setPage(1); }} />
        </div>
        <div className="col-12 col-md-2 d-flex flex-wrap gap-2 justify-content-md-end">
          {can('create') && (
            <Button onClick={() => setGenerating(true)} data-testid="tuition-generate">
              <i className="bi bi-plus-lg me-1" aria-hidden="true" />
              {t('generate')}
            </Button>
          )}
        </div>
      </div>
      {can('update') && drafts.length > 0 && (
        <Button variant="outline-primary" className="mb-3" onClick={issueDrafts} disabled={issue.isPending} data-testid="tuition-issue-drafts">
          <i className="bi bi-send me-1" aria-hidden="true" />
          {t('issueDrafts', { count: drafts.length })}
        </Button>
      )}
      {notice && <Alert variant="info" onClose={() => setNotice(null)} dismissible data-testid="tuition-notice">{notice}</Alert>}
      {list.error && <Alert variant="danger">{errorText(list.error)}</Alert>}
      {!list.isLoading && rows.length === 0 && <p className="text-body-secondary">{t('empty')}</p>}
      {/* On a phone each invoice is a card; from md up, the table. */}
      <ul className="list-unstyled d-md-none" data-testid="invoice-cards" aria-label={t('caption')}>
        {rows.map((r) => (
          <li key={r.id} className="card mb-2" data-testid="invoice-card">
            <div className="card-body py-2">
              <div className="d-flex justify-content-between gap-2">
                {openButton(r, r.student_name)}
                <InvoiceStatusBadge status={r.status} />
              </div>
              <div className="small text-body-secondary">{r.invoice_no} · {r.class_name}</div>
              <div className="d-flex justify-content-between small mt-1">
                <span>{t('columns.total')}: <Money amount={r.total} /></span>
                <span>{t('columns.balance')}: <Money amount={r.balance} className="fw-semibold" /></span>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <div className="d-none d-md-block">
        <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} total={list.data?.total ?? 0} page={page} pageSize={PAGE_SIZE} onPage={setPage} sort={sort} onSort={setSort} loading={list.isFetching} caption={`${t('caption')} ${monthLabel(month)}`} testId="invoice-table" />
      </div>
      {open && <InvoiceDialog id={open} onHide={() => setOpen(null)} can={can} />}
      {generating && (
        <GenerateDialog
          month={month}
          classId={classId}
          classes={classes.data?.data ?? []}
          onHide={() => setGenerating(false)}
          onDone={(text, genClass) => {
            setGenerating(false);
            setNotice(text);
            setClassId(genClass);
            setStatus('');
          }}
        />
      )}
    </>
  );
}
