'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ListButton, ListScreen } from '@/components/ui/list-screen';
import { useListExport } from '@/components/ui/list-export';
import { FilterSelect } from '@/components/ui/filter-select';
import { useAssignable } from '@/lib/api/role';
import { useCurrentUser, useTenants } from '@/lib/api/shell';
import { useUserList, type UserListParams } from '@/lib/api/user-admin';
import { useListState } from '@/lib/api/use-list-state';
import { USER_LIST, USER_FILTERS } from '@/lib/api/user-keys';
import { USER_STATUSES } from '@/lib/user-values';
import { useUserColumns } from './user-columns';
import { UserDialogs, type UserDialog } from './user-dialogs';

/**
 * /system/user: staff accounts with accent-free search, filters, server paging and sorting; create, edit, reset
 * password, lock and unlock, and sign-out everywhere, each shown only with the right to use it.
 */
export function UserAdmin({ actions }: { actions: string[] }) {
  const t = useTranslations('userAdmin');
  const tt = useTranslations('table');
  const { data: me } = useCurrentUser();
  const { data: tenants } = useTenants();
  const isAdmin = !!me?.is_system_admin;
  const can = { create: actions.includes('create'), update: actions.includes('update'), export: actions.includes('export') };
  const state = useListState(USER_LIST);
  const school = state.filters.tenant_id;
  const [dialog, setDialog] = useState<UserDialog | null>(null);
  // Only a system administrator filters by school.
  const { tenant_id: _school, ...query } = state.query;
  const { tenant_id: _exportSchool, ...exportQuery } = state.exportQuery;
  const list = useUserList({ ...query, ...(isAdmin && school ? { tenant_id: school } : {}) } as UserListParams);
  const exporting = useListExport(
    '/webadmin/User/export',
    { ...exportQuery, ...(isAdmin && school ? { tenant_id: school } : {}) },
    'user-export',
  );
  // Role filter: the roles of the filtered school, else of the chosen one.
  const roleOptions = useAssignable(isAdmin ? school || null : null);
  const columns = useUserColumns({ meId: me?.id, isAdmin, canUpdate: can.update }, setDialog);
  const select = (
    key: (typeof USER_FILTERS)[number],
    label: string,
    allLabel: string,
    options: { value: string; label: string }[],
    onChange = (v: string) => state.setFilter(key, v),
  ) => (
    <FilterSelect
      id={`user-filter-${key.replace('_id', '').replace('tenant', 'school')}`}
      label={label}
      value={state.filters[key]}
      onChange={onChange}
      allLabel={allLabel}
      options={options}
      col={`${key === 'tenant_id' ? 'col-12' : 'col-6'} col-sm-6 col-md-3 col-lg-2`}
    />
  );

  return (
    <div data-testid="user-admin">
      <ListScreen
        title={t('title')}
        icon="bi-person-gear"
        search={{ id: 'user-search', label: t('search'), placeholder: t('searchPlaceholder') }}
        filters={
          <>
            {isAdmin &&
              select(
                'tenant_id',
                t('filterSchool'),
                t('allSchools'),
                (tenants ?? []).map((s) => ({ value: s.value, label: s.name })),
                // Another school's roles are not this filter's: the role filter starts again.
                (v) => state.setFilters({ tenant_id: v, role_id: '' }),
              )}
            {select(
              'role_id',
              t('filterRole'),
              `${t('filterRole')}: ${tt('all')}`,
              (roleOptions.data?.roles ?? []).map((r) => ({ value: r.id, label: r.name })),
            )}
            {select(
              'status',
              t('filterStatus'),
              `${t('filterStatus')}: ${tt('all')}`,
              USER_STATUSES.map((s) => ({ value: s, label: t(`statusNames.${s}`) })),
            )}
          </>
        }
        toolbar={
          (can.create || can.export) && (
            <>
              {can.export && exporting.button}
              {can.create && (
                <ListButton
                  icon="bi-plus-lg"
                  text={t('add')}
                  onClick={() => setDialog({ kind: 'editor', id: null })}
                  testId="user-add"
                />
              )}
            </>
          )
        }
        alerts={exporting.alert}
        state={state}
        columns={columns}
        list={list}
        caption={t('caption')}
        testId="user-table"
      >
        <UserDialogs dialog={dialog} open={setDialog} />
      </ListScreen>
    </div>
  );
}
