'use client';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Button } from 'react-bootstrap';
import { ListScreen } from '@/components/ui/list-screen';
import { FilterSelect } from '@/components/ui/filter-select';
import { appAccountKeys, useAppAccounts, type AppAccountListParams, type AppAccountRow } from '@/lib/api/app-account';
import { useListState } from '@/lib/api/use-list-state';
import { APP_ACCOUNT_PAGE_SIZE, APP_ACCOUNT_STATUSES } from '@/lib/app-account-options';
import type { ScreenProps } from '@/lib/rights';
import { useAppAccountColumns } from './app-account-columns';
import { AppAccountDialogs, type AppAccountDialog } from './app-account-list-dialogs';

const FILTERS = ['status'] as const;

/** /management/app-account: parents' logins for the parents' app (a teacher's: their classes' families). */
export function AppAccountAdmin({
  title,
  group,
  actions,
  ownOnly,
  initial,
}: ScreenProps & {
  /** The first page of the list, fetched with the page. */
  initial?: { data: AppAccountRow[]; total: number };
}) {
  const t = useTranslations('appAccountAdmin');
  const client = useQueryClient();
  // Seed the cache from the server's prefetch, once, before the list's query first reads it.
  useState(() => {
    if (initial) client.setQueryData(appAccountKeys.list({ page: 1, page_size: APP_ACCOUNT_PAGE_SIZE }), initial);
    return true;
  });
  const can = { create: actions.includes('create'), update: actions.includes('update') };
  const state = useListState({ filters: FILTERS, pageSize: APP_ACCOUNT_PAGE_SIZE });
  const [dialog, setDialog] = useState<AppAccountDialog | null>(null);
  // The URL's values go to the server as they are: it validates them (an unknown status is a 400, shown above).
  const list = useAppAccounts(state.query as AppAccountListParams);
  const columns = useAppAccountColumns(can.update, setDialog);

  return (
    <ListScreen
      title={title}
      group={group}
      icon="bi-phone"
      notice={
        ownOnly && (
          <div className="alert alert-info py-2">
            <i className="bi bi-info-circle me-2" aria-hidden="true" />
            {t('ownClassesOnly')}
          </div>
        )
      }
      search={{ id: 'app-account-search', label: t('searchLabel'), placeholder: t('searchPlaceholder') }}
      filters={
        <div className="col-12 col-sm-6 col-md-3">
          <FilterSelect
            id="app-account-status-filter"
            label={t('columns.status')}
            {...state.field('status')}
            allLabel={t('allStatuses')}
            options={APP_ACCOUNT_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
          />
        </div>
      }
      toolbar={
        can.create && (
          <>
            <Button
              variant="outline-primary"
              onClick={() => setDialog({ kind: 'bulk' })}
              data-testid="app-account-bulk-open"
            >
              <i className="bi bi-people me-1" aria-hidden="true" />
              {t('bulk')}
            </Button>
            <Button onClick={() => setDialog({ kind: 'create' })} data-testid="app-account-add">
              <i className="bi bi-plus-lg me-1" aria-hidden="true" />
              {t('add')}
            </Button>
          </>
        )
      }
      state={state}
      columns={columns}
      list={list}
      caption={t('caption')}
      testId="app-account-table"
    >
      <AppAccountDialogs dialog={dialog} open={setDialog} />
    </ListScreen>
  );
}
