'use client';
import { useTranslations } from 'next-intl';
import { Badge } from 'react-bootstrap';
import { sortBy, type Column } from '@/components/ui/data-table';
import { actionsColumn, RowButton } from '@/components/ui/row-actions';
import type { ClassRow } from '@/lib/api/class';
import type { ClassDialog } from './class-dialogs';

/** The columns of the classes; with the rights, each row can be edited or deleted. */
export function useClassColumns(
  can: { update: boolean; delete: boolean },
  open: (dialog: ClassDialog) => void,
): Column<ClassRow>[] {
  const t = useTranslations('classAdmin');
  const columns: Column<ClassRow>[] = [
    {
      ...sortBy('name', t('classColumns.name')),
      primary: true,
      render: (c) => <span className="fw-semibold">{c.name}</span>,
    },
    {
      ...sortBy('age_group', t('classColumns.age_group')),
      render: (c) => t(`ageGroups.${c.age_group}`),
    },
    {
      ...sortBy('school_year', t('classColumns.school_year')),
      render: (c) => c.school_year_name,
    },
    {
      key: 'teachers',
      header: t('classColumns.teachers'),
      render: (c) =>
        c.teachers.length ? (
          c.teachers.map((x) => x.full_name).join(', ')
        ) : (
          <span className="text-body-secondary">{t('noTeacher')}</span>
        ),
    },
    {
      ...sortBy('capacity', t('classColumns.capacity')),
      className: 'text-end',
      render: (c) => c.capacity,
    },
    {
      key: 'status',
      header: t('classColumns.status'),
      render: (c) => <Badge bg={c.status === 'active' ? 'success' : 'secondary'}>{t(`statuses.${c.status}`)}</Badge>,
    },
  ];
  if (can.update || can.delete) {
    columns.push(
      actionsColumn(t('classColumns.actions'), (c) => (
        <>
          {can.update && (
            <RowButton
              icon="bi-pencil"
              label={t('editClassLabel', { name: c.name })}
              onClick={() => open({ kind: 'form', klass: c })}
            />
          )}
          {can.delete && (
            <RowButton
              icon="bi-trash"
              variant="outline-danger"
              label={t('deleteClassLabel', { name: c.name })}
              onClick={() => open({ kind: 'delete', classes: [c] })}
            />
          )}
        </>
      )),
    );
  }
  return columns;
}
