'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Alert } from 'react-bootstrap';
import { ListButton, ListScreen, searchBox } from '@/components/ui/list-screen';
import { useListExport } from '@/components/ui/list-export';
import { FilterField, StatusFilter } from '@/components/ui/filter-select';
import { ClassFilter } from '@/components/management/class/class-filter';
import { CLASS_FILTER_QUERY } from '@/lib/api/class-keys';
import { useClasses } from '@/lib/api/class';
import { useErrorText } from '@/lib/api/use-error-text';
import { useListState } from '@/lib/api/use-list-state';
import { INVOICE_LIST } from '@/lib/api/tuition-keys';
import { useInvoices, useTuitionMutation, type InvoiceListParams } from '@/lib/api/tuition';
import { monthLabel } from '@/lib/school-time';
import { currentMonth, INVOICE_STATUSES, nextMonth } from '@/lib/tuition-values';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { InvoiceCard, useInvoiceColumns } from './invoice-columns';

const InvoiceDialog = dynamic(() => import('./invoice-dialog').then((m) => m.InvoiceDialog), { ssr: false });
const GenerateDialog = dynamic(() => import('./generate-dialog').then((m) => m.GenerateDialog), { ssr: false });

/** The month's invoices: filters, generation for a class, issuing the drafts, and each invoice in a dialog. */
export function InvoiceList({ can }: { can: (action: string) => boolean }) {
  const t = useTranslations('tuition');
  const errorText = useErrorText();
  const state = useListState(INVOICE_LIST);
  // This month unless the URL names another.
  const month = state.filters.month || currentMonth();
  const [open, setOpen] = useState<string | null>(null);
  const [generating, setGenerating] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const classes = useClasses(CLASS_FILTER_QUERY).data?.data ?? [];
  const list = useInvoices({ ...state.query, month } as InvoiceListParams);
  const issue = useTuitionMutation<{ all: true; month: string; class_id?: string; search?: string }>('put', '/webadmin/Tuition/issue');
  const rows = list.data?.data ?? [];
  // Every draft the filter selects, however many pages: the count comes from the server, not from this page.
  const draftCount = useInvoices({ ...state.query, month, status: 'draft', page: 1, page_size: 1 } as InvoiceListParams).data?.total ?? 0;
  const showDrafts = !state.filters.status || state.filters.status === 'draft';
  const drafts = showDrafts ? draftCount : 0;
  const [confirming, setConfirming] = useState(false);
  const columns = useInvoiceColumns(setOpen);
  const exporting = useListExport('/webadmin/Tuition/export-invoices', { ...state.exportQuery, month }, 'invoice-export');
  const issueDrafts = async () => {
    setNotice(null);
    try {
      const r = await issue.mutateAsync({
        all: true,
        month,
        class_id: state.filters.class_id || undefined,
        search: (state.query as { search?: string }).search || undefined,
      });
      setNotice(r.text ?? null);
    } catch (e) {
      setNotice(errorText(e));
    }
    setConfirming(false);
  };

  return (
    <ListScreen
      search={searchBox(t, 'tuition-search', 'col-6 col-md-3')}
      filters={
        <>
          <FilterField id="tuition-month" label={t('month')} col="col-6 col-md-2">
            <input
              id="tuition-month"
              type="month"
              className="form-control"
              value={month}
              max={nextMonth(currentMonth())}
              onChange={(e) =>
                e.target.value && state.setFilter('month', e.target.value === currentMonth() ? '' : e.target.value)
              }
            />
          </FilterField>
          <ClassFilter
            id="tuition-class"
            label={t('class')}
            allLabel={t('allClasses')}
            {...state.field('class_id')}
            col="col-6 col-md-3"
            withYear={false}
          />
          <StatusFilter
            id="tuition-status"
            t={t}
            values={INVOICE_STATUSES}
            {...state.field('status')}
            col="col-6 col-md-2"
          />
        </>
      }
      start={
        can('update') &&
        drafts > 0 && (
          <ListButton
            icon="bi-send"
            text={t('issueDrafts', { count: drafts })}
            onClick={() => setConfirming(true)}
            disabled={issue.isPending}
            variant="outline-primary"
            testId="tuition-issue-drafts"
          />
        )
      }
      toolbar={
        (can('create') || can('export')) && (
          <>
            {can('export') && exporting.button}
            {can('create') && (
              <ListButton
                icon="bi-plus-lg"
                text={t('generate')}
                onClick={() => setGenerating(true)}
                testId="tuition-generate"
              />
            )}
          </>
        )
      }
      alerts={
        <>
          {exporting.alert}
          {notice && (
            <Alert variant="info" onClose={() => setNotice(null)} dismissible data-testid="tuition-notice">
              {notice}
            </Alert>
          )}
          {!list.isLoading && rows.length === 0 && <p className="text-body-secondary">{t('empty')}</p>}
        </>
      }
      state={state}
      columns={columns}
      list={list}
      caption={`${t('caption')} ${monthLabel(month)}`}
      testId="invoice-table"
      cards={{ render: (r) => <InvoiceCard row={r} onOpen={() => setOpen(r.id)} />, testId: 'invoice-cards' }}
    >
      {open && <InvoiceDialog id={open} onHide={() => setOpen(null)} can={can} />}
      <ConfirmDialog
        show={confirming}
        title={t('issueDrafts', { count: drafts })}
        confirmLabel={t('issue')}
        variant="primary"
        pending={issue.isPending}
        onHide={() => setConfirming(false)}
        onConfirm={() => void issueDrafts()}
        testId="tuition-issue-dialog"
      >
        {t('issueConfirm', { count: drafts })}
      </ConfirmDialog>
      {generating && (
        <GenerateDialog
          month={month}
          classId={state.filters.class_id}
          classes={classes}
          onHide={() => setGenerating(false)}
          onDone={(text, genClass) => {
            setGenerating(false);
            setNotice(text);
            state.setFilters({ class_id: genClass, status: '' });
          }}
        />
      )}
    </ListScreen>
  );
}
