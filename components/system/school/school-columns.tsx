'use client';
import { useTranslations } from 'next-intl';
import { Badge } from 'react-bootstrap';
import { sortBy, type Column } from '@/components/ui/data-table';
import { actionsColumn, RowButton } from '@/components/ui/row-actions';
import type { SchoolRow } from '@/lib/api/school';

/** The columns of the schools; with `canUpdate`, each row opens the edit panel. */
export function useSchoolColumns(canUpdate: boolean, edit: (school: SchoolRow) => void): Column<SchoolRow>[] {
  const t = useTranslations('schoolAdmin');
  const columns: Column<SchoolRow>[] = [
    {
      key: 'logo',
      header: <span className="visually-hidden">{t('columns.logo')}</span>,
      className: 'text-center',
      render: (s) =>
        s.logo ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={s.logo}
            alt={t('logoAlt', { name: s.name })}
            width={32}
            height={32}
            className="rounded object-fit-contain"
          />
        ) : (
          <i className="bi bi-building fs-5 text-body-secondary" role="img" aria-label={t('noLogo')} />
        ),
    },
    {
      ...sortBy('code', t('columns.code')),
      render: (s) => <code>{s.code}</code>,
    },
    {
      ...sortBy('name', t('columns.name')),
      primary: true,
      render: (s) => (
        <>
          <div className="fw-semibold">{s.name}</div>
          {s.address && <div className="small text-body-secondary">{s.address}</div>}
        </>
      ),
    },
    { key: 'province', header: t('columns.province'), render: (s) => s.province_name ?? '' },
    {
      key: 'contact',
      header: `${t('columns.phone')} / ${t('columns.email')}`,
      render: (s) => (
        <>
          {s.phone && <div className="text-nowrap">{s.phone}</div>}
          {s.email && <div className="small text-break">{s.email}</div>}
        </>
      ),
    },
    {
      ...sortBy('status', t('columns.status')),
      render: (s) => <Badge bg={s.status === 'active' ? 'success' : 'secondary'}>{t(`statuses.${s.status}`)}</Badge>,
    },
  ];
  if (canUpdate) {
    columns.push(
      actionsColumn(
        t('columns.actions'),
        (s) => (
          <RowButton
            icon="bi-pencil"
            label={t('editLabel', { name: s.name })}
            text={t('edit')}
            textFrom="md"
            onClick={() => edit(s)}
            testId="school-edit"
          />
        ),
        { className: 'text-end' },
      ),
    );
  }
  return columns;
}
