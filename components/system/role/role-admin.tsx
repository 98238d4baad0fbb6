'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ListButton, ListScreen } from '@/components/ui/list-screen';
import { useListExport } from '@/components/ui/list-export';
import { useRoleList, type RoleListParams } from '@/lib/api/role';
import { useListState } from '@/lib/api/use-list-state';
import { ROLE_LIST } from '@/lib/api/role-keys';
import type { MatrixMenu } from '@/lib/schemas/role';
import { rightsOf } from '@/lib/rights';
import { useRoleColumns } from './role-columns';
import { RoleDialogs, type RoleDialog } from './role-dialogs';

/** /system/role: the school's roles, with create, edit (rights matrix), duplicate and delete as the user's rights allow. */
export function RoleAdmin({ menus, actions }: { menus: MatrixMenu[]; actions: string[] }) {
  const t = useTranslations('roleAdmin');
  const can = rightsOf(actions, 'create', 'update', 'delete', 'export');
  const state = useListState(ROLE_LIST);
  const { selected } = state;
  const [dialog, setDialog] = useState<RoleDialog | null>(null);
  const list = useRoleList(state.query as RoleListParams);
  const columns = useRoleColumns(can, setDialog);
  const exporting = useListExport('/webadmin/Role/export', state.exportQuery, 'role-export');

  return (
    <div data-testid="role-admin">
      <ListScreen
        title={t('title')}
        icon="bi-key"
        search={{ id: 'role-search', label: t('search'), placeholder: t('searchPlaceholder') }}
        toolbar={
          (can.create || can.export || (can.delete && selected.size > 0)) && (
            <>
              {can.export && exporting.button}
              {can.delete && selected.size > 0 && (
                <ListButton
                  icon="bi-trash"
                  text={t('deleteSelected', { count: selected.size })}
                  variant="outline-danger"
                  onClick={() => setDialog({ kind: 'delete', ids: [...selected] })}
                  testId="role-delete-selected"
                />
              )}
              {can.create && (
                <ListButton
                  icon="bi-plus-lg"
                  text={t('add')}
                  onClick={() => setDialog({ kind: 'editor', id: null })}
                  testId="role-add"
                />
              )}
            </>
          )
        }
        alerts={exporting.alert}
        state={state}
        columns={columns}
        list={list}
        selectable={can.delete}
        caption={t('caption')}
        testId="role-table"
      >
        <RoleDialogs
          dialog={dialog}
          open={setDialog}
          menus={menus}
          onDeleted={state.unselect}
        />
      </ListScreen>
    </div>
  );
}
