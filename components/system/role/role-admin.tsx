'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Badge, Button, Form } from 'react-bootstrap';
import { DataTable, sortParam, type Column, type Sort } from '@/components/ui/data-table';
import { showMessage } from '@/components/layout/site-footer';
import { useCan, useDeleteRoles, useDuplicateRole, useRoleList, type RoleRow } from '@/lib/api/role';
import { useErrorText } from '@/lib/api/use-error-text';
import type { MatrixMenu } from '@/lib/schemas/role';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RoleEditor } from './role-editor';
import { useDebounced } from '@/lib/api/use-debounced';

const PAGE_SIZE = 20;

/** /system/role: the school's roles, with create, edit (rights matrix), duplicate and delete as the user's rights allow. */
export function RoleAdmin({ menus }: { menus: MatrixMenu[] }) {
  const t = useTranslations('roleAdmin');
  const errorText = useErrorText();
  const can = useCan();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort | null>({ by: 'name', desc: false });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editor, setEditor] = useState<{ id: string | null } | null>(null);
  const [confirm, setConfirm] = useState<{ ids: string[]; name?: string } | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const term = useDebounced(search.trim());
  const list = useRoleList({ page, page_size: PAGE_SIZE, order_by: sortParam(sort), search: term || undefined });
  const duplicate = useDuplicateRole();
  const remove = useDeleteRoles();

  const mayCreate = can('role', 'create');
  const mayUpdate = can('role', 'update');
  const mayDelete = can('role', 'delete');

  const onDuplicate = async (row: RoleRow) => {
    try {
      const result = await duplicate.mutateAsync(row.id);
      showMessage(result.text ?? t('duplicated'), 'success');
      if (mayUpdate && result.id) setEditor({ id: result.id });
    } catch (e) {
      showMessage(errorText(e), 'danger');
    }
  };
  const onDelete = async () => {
    if (!confirm) return;
    setConfirmError(null);
    try {
      const result = await remove.mutateAsync(confirm.ids);
      showMessage(result.text ?? t('deleted'), 'success');
      setSelected((s) => new Set([...s].filter((id) => !confirm.ids.includes(id))));
      setConfirm(null);
    } catch (e) {
      setConfirmError(errorText(e));
    }
  };

  const columns: Column<RoleRow>[] = [
    {
      key: 'name',
      header: t('name'),
      label: t('name'),
      sortable: true,
      render: (r) => (
        <>
          <span className="fw-semibold">{r.name}</span>
          {r.is_system && (
            <Badge bg="warning" text="dark" className="ms-2">
              {t('system')}
            </Badge>
          )}
          <div className="small text-body-secondary">{r.name === r.name_vi ? r.name_en : r.name_vi}</div>
        </>
      ),
    },
    {
      key: 'key',
      header: t('key'),
      label: t('key'),
      sortable: true,
      render: (r) => <span className="font-monospace small">{r.key}</span>,
    },
    {
      key: 'users',
      header: t('users'),
      label: t('users'),
      sortable: true,
      className: 'text-end',
      render: (r) => r.user_count,
    },
    { key: 'rights', header: t('rights'), className: 'text-end', render: (r) => r.right_count },
  ];
  if (mayCreate || mayUpdate || mayDelete) {
    columns.push({
      key: 'actions',
      header: <span className="visually-hidden">{t('actions')}</span>,
      className: 'text-end text-nowrap',
      render: (r) => (
        <div className="d-inline-flex gap-1">
          {mayUpdate && (
            <Button
              size="sm"
              variant="outline-primary"
              onClick={() => setEditor({ id: r.id })}
              aria-label={`${t('edit')}: ${r.name}`}
              data-testid="role-edit"
            >
              <i className="bi bi-pencil" aria-hidden="true" />
              <span className="d-none d-lg-inline ms-1">{t('edit')}</span>
            </Button>
          )}
          {mayCreate && (
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() => void onDuplicate(r)}
              disabled={duplicate.isPending}
              aria-label={`${t('duplicate')}: ${r.name}`}
              data-testid="role-duplicate"
            >
              <i className="bi bi-copy" aria-hidden="true" />
              <span className="d-none d-lg-inline ms-1">{t('duplicate')}</span>
            </Button>
          )}
          {mayDelete && !r.is_system && (
            <Button
              size="sm"
              variant="outline-danger"
              onClick={() => setConfirm({ ids: [r.id], name: r.name })}
              disabled={r.user_count > 0}
              title={r.user_count > 0 ? t('inUse') : undefined}
              aria-label={`${t('delete')}: ${r.name}${r.user_count > 0 ? ` (${t('inUse')})` : ''}`}
              data-testid="role-delete"
            >
              <i className="bi bi-trash" aria-hidden="true" />
            </Button>
          )}
        </div>
      ),
    });
  }

  return (
    <section aria-labelledby="page-title" data-testid="role-admin">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 id="page-title" className="h3 mb-0 d-flex align-items-center gap-2">
          <i className="bi bi-key" aria-hidden="true" />
          {t('title')}
        </h1>
        <div className="d-flex flex-wrap gap-2">
          {mayDelete && selected.size > 0 && (
            <Button
              variant="outline-danger"
              onClick={() => setConfirm({ ids: [...selected] })}
              data-testid="role-delete-selected"
            >
              <i className="bi bi-trash me-1" aria-hidden="true" />
              {t('deleteSelected', { count: selected.size })}
            </Button>
          )}
          {mayCreate && (
            <Button onClick={() => setEditor({ id: null })} data-testid="role-add">
              <i className="bi bi-plus-lg me-1" aria-hidden="true" />
              {t('add')}
            </Button>
          )}
        </div>
      </div>
      <div className="row g-2 mb-3">
        <div className="col-12 col-md-6 col-lg-4">
          <Form.Group controlId="role-search">
            <Form.Label className="visually-hidden">{t('search')}</Form.Label>
            <Form.Control
              type="search"
              placeholder={t('searchPlaceholder')}
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
            />
          </Form.Group>
        </div>
      </div>
      {list.error && (
        <Alert variant="danger" role="alert">
          {errorText(list.error)}
        </Alert>
      )}
      <DataTable
        caption={t('caption')}
        columns={columns}
        rows={list.data?.data ?? []}
        rowKey={(r) => r.id}
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
        selected={mayDelete ? selected : undefined}
        onSelect={mayDelete ? setSelected : undefined}
        testId="role-table"
      />
      <RoleEditor show={!!editor} id={editor?.id ?? null} menus={menus} onHide={() => setEditor(null)} />
      <ConfirmDialog
        show={!!confirm}
        title={t('delete')}
        confirmLabel={t('delete')}
        pending={remove.isPending}
        error={confirmError}
        onConfirm={() => void onDelete()}
        onHide={() => {
          setConfirm(null);
          setConfirmError(null);
        }}
        testId="role-delete-confirm"
      >
        {confirm?.name
          ? t('deleteConfirm', { name: confirm.name })
          : t('deleteManyConfirm', { count: confirm?.ids.length ?? 0 })}
      </ConfirmDialog>
    </section>
  );
}
