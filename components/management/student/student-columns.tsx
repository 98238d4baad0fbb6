'use client';
import { useTranslations } from 'next-intl';
import { Button } from 'react-bootstrap';
import { sortBy, type Column } from '@/components/ui/data-table';
import { actionsColumn, RowButton } from '@/components/ui/row-actions';
import type { StudentRow } from '@/lib/api/student';
import { dayText } from '@/lib/day';
import { StudentAvatar } from './student-avatar';
import { StudentStatusBadge } from './student-status-badge';
import type { StudentDialog } from './student-dialogs';

/** The columns of the children's list; the name opens the record, the actions edit or change the status. */
export function useStudentColumns(canUpdate: boolean, open: (dialog: StudentDialog) => void): Column<StudentRow>[] {
  const t = useTranslations('studentAdmin');
  const columns: Column<StudentRow>[] = [
    { key: 'code', header: t('columns.code'), label: t('columns.code'), sortable: true, render: (s) => s.code },
    {
      ...sortBy('full_name', t('columns.full_name')),
      primary: true,
      render: (s) => (
        <div className="d-flex align-items-center gap-2">
          <StudentAvatar name={s.full_name} url={s.photo_url} />
          <Button
            variant="link"
            className="p-0 text-start fw-semibold"
            onClick={() => open({ kind: 'detail', id: s.id })}
          >
            {s.full_name}
            {s.nickname && <span className="fw-normal text-body-secondary"> ({s.nickname})</span>}
          </Button>
        </div>
      ),
    },
    {
      ...sortBy('date_of_birth', t('columns.date_of_birth')),
      render: (s) => dayText(s.date_of_birth),
    },
    { key: 'gender', header: t('columns.gender'), render: (s) => t(`genders.${s.gender}`) },
    {
      ...sortBy('class', t('columns.class')),
      render: (s) => s.class_name ?? <span className="text-body-secondary">{t('noClass')}</span>,
    },
    {
      key: 'guardian',
      header: t('columns.guardian'),
      render: (s) =>
        s.primary_guardian ? (
          <>
            {s.primary_guardian.full_name}
            <br />
            <a href={`tel:${s.primary_guardian.phone}`} className="small">
              {s.primary_guardian.phone}
            </a>
          </>
        ) : null,
    },
    {
      ...sortBy('status', t('columns.status')),
      render: (s) => <StudentStatusBadge status={s.status} />,
    },
  ];
  if (canUpdate) {
    columns.push(
      actionsColumn(t('columns.actions'), (s) => (
        <>
          <RowButton
            icon="bi-pencil"
            label={t('editLabel', { name: s.full_name })}
            onClick={() => open({ kind: 'form', id: s.id })}
          />
          <RowButton
            icon="bi-flag"
            variant="outline-secondary"
            label={t('statusLabel', { name: s.full_name })}
            onClick={() => open({ kind: 'status', student: s })}
          />
        </>
      )),
    );
  }
  return columns;
}
