'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Badge } from 'react-bootstrap';
import { ListButton, ListScreen, searchBox } from '@/components/ui/list-screen';
import { FilterSelect } from '@/components/ui/filter-select';
import { sortBy, type Column } from '@/components/ui/data-table';
import { actionsColumn, RowButton } from '@/components/ui/row-actions';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { showMessage } from '@/components/layout/site-footer';
import { useListState } from '@/lib/api/use-list-state';
import { useErrorText } from '@/lib/api/use-error-text';
import { DISH_LIST } from '@/lib/api/dish-keys';
import { useDeleteDish, useDishes, type DishListParams, type DishRow } from '@/lib/api/dish';
import { rightsOf, type ScreenProps } from '@/lib/rights';

// The form is fetched the first time it opens (it brings zod and the food table with it).
const DishFormDialog = dynamic(() => import('./dish-form-dialog').then((m) => m.DishFormDialog), { ssr: false });

const kcal = (n: number) => n.toLocaleString('vi-VN', { maximumFractionDigits: 1 });

/** /management/dish: the school's dish library with each dish's nutrition per serving. */
export function DishAdmin({ title, group, actions }: ScreenProps) {
  const t = useTranslations('dish');
  const can = rightsOf(actions, 'create', 'update', 'delete');
  const state = useListState(DISH_LIST);
  const list = useDishes(state.query as DishListParams);
  const [editing, setEditing] = useState<DishRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DishRow | null>(null);
  const remove = useDeleteDish();
  const errorText = useErrorText();
  const [error, setError] = useState<string | null>(null);

  const columns: Column<DishRow>[] = [
    {
      ...sortBy('name', t('columns.name')),
      primary: true,
      render: (d) => (
        <>
          <span className="fw-semibold">{d.name}</span>
          {d.archived_at && (
            <Badge bg="secondary" className="ms-2">
              {t('archivedBadge')}
            </Badge>
          )}
          <div className="small text-body-secondary">{d.ingredients.map((i) => `${i.name} ${kcal(i.grams)} g`).join(', ')}</div>
        </>
      ),
    },
    { ...sortBy('energy_kcal', t('columns.energy')), className: 'text-end', render: (d) => kcal(d.energy_kcal) },
    { key: 'protein', header: t('columns.protein'), className: 'text-end', render: (d) => kcal(d.protein_g) },
    { key: 'fat', header: t('columns.fat'), className: 'text-end', render: (d) => kcal(d.fat_g) },
    { key: 'carb', header: t('columns.carb'), className: 'text-end', render: (d) => kcal(d.carb_g) },
    { key: 'menus', header: t('columns.menus'), className: 'text-end', render: (d) => d.menus },
  ];
  if (can.update || can.delete)
    columns.push(
      actionsColumn(t('columns.actions'), (d) =>
        d.archived_at ? null : (
          <>
            {can.update && <RowButton icon="bi-pencil" label={t('editLabel', { name: d.name })} onClick={() => setEditing(d)} />}
            {can.delete && (
              <RowButton icon="bi-trash" variant="outline-danger" label={t('deleteLabel', { name: d.name })} onClick={() => setDeleting(d)} />
            )}
          </>
        ),
      ),
    );

  const confirmDelete = async () => {
    if (!deleting) return;
    setError(null);
    try {
      const result = await remove.mutateAsync(deleting.id);
      showMessage(t(result.message === 'dish.archived' ? 'archived' : 'deleted'), 'success');
      setDeleting(null);
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <ListScreen
      title={title}
      group={group}
      icon="bi-egg-fried"
      search={searchBox(t, 'dish-search', 'col-12 col-md-6 col-lg-4')}
      filters={
        <FilterSelect
          id="dish-state-filter"
          label={t('stateLabel')}
          {...state.field('state')}
          allLabel={t('states.active')}
          options={(['archived', 'all'] as const).map((s) => ({ value: s, label: t(`states.${s}`) }))}
          col="col-6 col-md-4 col-lg-2"
        />
      }
      toolbar={can.create && <ListButton icon="bi-plus-lg" text={t('add')} onClick={() => setEditing('new')} testId="dish-add" />}
      state={state}
      columns={columns}
      list={list}
      caption={t('caption')}
      testId="dish-table"
    >
      {editing && <DishFormDialog dish={editing === 'new' ? null : editing} onHide={() => setEditing(null)} />}
      <ConfirmDialog
        show={!!deleting}
        title={t('deleteTitle')}
        confirmLabel={t('deleteTitle')}
        pending={remove.isPending}
        error={error}
        onConfirm={() => void confirmDelete()}
        onHide={() => {
          setDeleting(null);
          setError(null);
        }}
        testId="dish-delete"
      >
        {deleting && t('deleteConfirm', { name: deleting.name })}
      </ConfirmDialog>
    </ListScreen>
  );
}
