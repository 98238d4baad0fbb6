'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ListButton, ListNote, ListScreen, searchBox } from '@/components/ui/list-screen';
import { useListExport } from '@/components/ui/list-export';
import { StatusFilter } from '@/components/ui/filter-select';
import { useAppAccounts, type AppAccountListParams } from '@/lib/api/app-account';
import { useListState } from '@/lib/api/use-list-state';
import { APP_ACCOUNT_LIST } from '@/lib/api/app-account-keys';
import { APP_ACCOUNT_STATUSES } from '@/lib/app-account-options';
import type { ScreenProps } from '@/lib/rights';
import { useAppAccountColumns } from './app-account-columns';
import { AppAccountDialogs, type AppAccountDialog } from './app-account-list-dialogs';

/** /management/app-account: parents' logins for the parents' app (a teacher's: their classes' families). */
export function AppAccountAdmin({ title, group, actions, ownOnly }: ScreenProps) {
  const t = useTranslations('appAccountAdmin');
  const can = { create: actions.includes('create'), update: actions.includes('update'), export: actions.includes('export') };
  const state = useListState(APP_ACCOUNT_LIST);
  const [dialog, setDialog] = useState<AppAccountDialog | null>(null);
  // The URL's values go to the server as they are: it validates them (an unknown status is a 400, shown above).
  const list = useAppAccounts(state.query as AppAccountListParams);
  const columns = useAppAccountColumns(can.update, setDialog);
  const exporting = useListExport('/webadmin/AppAccount/export', state.exportQuery, 'app-account-export');

  return (
    <ListScreen
      title={title}
      group={group}
      icon="bi-phone"
      notice={ownOnly && <ListNote text={t('ownClassesOnly')} />}
      search={searchBox(t, 'app-account-search')}
      filters={
        <StatusFilter
          id="app-account-status-filter"
          t={t}
          values={APP_ACCOUNT_STATUSES}
          {...state.field('status')}
          col="col-12 col-sm-6 col-md-3"
        />
      }
      toolbar={
        (can.create || can.export) && (
          <>
            {can.export && exporting.button}
            {can.create && (
              <>
                <ListButton
                  icon="bi-people"
                  text={t('bulk')}
                  variant="outline-primary"
                  onClick={() => setDialog({ kind: 'bulk' })}
                  testId="app-account-bulk-open"
                />
                <ListButton
                  icon="bi-plus-lg"
                  text={t('add')}
                  onClick={() => setDialog({ kind: 'create' })}
                  testId="app-account-add"
                />
              </>
            )}
          </>
        )
      }
      alerts={exporting.alert}
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
