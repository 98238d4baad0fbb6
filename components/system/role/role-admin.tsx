'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from 'react-bootstrap';
import { ListScreen } from '@/components/ui/list-screen';
import { useRoleList, type RoleListParams } from '@/lib/api/role';
import { useListState } from '@/lib/api/use-list-state';
import type { MatrixMenu } from '@/lib/schemas/role';
import { rightsOf } from '@/lib/rights';
import { useRoleColumns } from './role-columns';
import { RoleDialogs, type RoleDialog } from './role-dialogs';

/** /system/role: the school's roles, with create, edit (rights matrix), duplicate and delete as the user's rights allow. */
export function RoleAdmin({ menus, actions }: { menus: MatrixMenu[]; actions: string[] }) {
  const t = useTranslations('roleAdmin');
  const can = rightsOf(actions, 'create', 'update', 'delete');
  const state = useListState({ defaultSort: 'name' });
  const { selected, setSelected } = state;
  const [dialog, setDialog] = useState<RoleDialog | null>(null);
  const list = useRoleList(state.query as RoleListParams);
  const columns = useRoleColumns(can, setDialog);

  return (
    <div data-testid="role-admin">
      <ListScreen
        title={t('title')}
        icon="bi-key"
        search={{ id: 'role-search', label: t('search'), placeholder: t('searchPlaceholder') }}
        toolbar={
          (can.create || (can.delete && selected.size > 0)) && (
            <>
              {can.delete && selected.size > 0 && (
                <Button
                  variant="outline-danger"
                  onClick={() => setDialog({ kind: 'delete', ids: [...selected] })}
                  data-testid="role-delete-selected"
                >
                  <i className="bi bi-trash me-1" aria-hidden="true" />
                  {t('deleteSelected', { count: selected.size })}
                </Button>
              )}
              {can.create && (
                <Button onClick={() => setDialog({ kind: 'editor', id: null })} data-testid="role-add">
                  <i className="bi bi-plus-lg me-1" aria-hidden="true" />
                  {t('add')}
                </Button>
              )}
            </>
          )
        }
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
          onDeleted={(ids) => setSelected(new Set([...selected].filter((id) => !ids.includes(id))))}
        />
      </ListScreen>
    </div>
  );
}
