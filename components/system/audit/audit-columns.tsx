'use client';
import { useTranslations } from 'next-intl';
import { Badge } from 'react-bootstrap';
import type { Column } from '@/components/ui/data-table';
import { actionsColumn, RowButton } from '@/components/ui/row-actions';
import type { AuditRow } from '@/lib/api/audit';
import { useAuditLabel } from './use-audit-label';

const ACTION_COLOURS: Record<string, string> = {
  create: 'success',
  update: 'primary',
  delete: 'danger',
  approve: 'info',
  reject: 'warning',
  sign_in: 'secondary',
};

/** The columns of the audit log; each row opens its details (old and new values). */
export function useAuditColumns(view: (id: number) => void): Column<AuditRow>[] {
  const t = useTranslations('audit');
  const label = useAuditLabel();
  return [
    { key: 'at', header: t('columns.at'), className: 'text-nowrap', primary: true, render: (r) => r.at_text },
    {
      key: 'user',
      header: t('columns.user'),
      render: (r) =>
        r.user_name ? (
          <>
            <div>{r.user_name}</div>
            <div className="small text-body-secondary">{r.username}</div>
          </>
        ) : (
          <span className="text-body-secondary">{t('system')}</span>
        ),
    },
    {
      key: 'school',
      header: t('columns.school'),
      render: (r) => r.tenant_name ?? <span className="text-body-secondary">{t('noSchool')}</span>,
    },
    {
      key: 'action',
      header: t('columns.action'),
      render: (r) => {
        const bg = ACTION_COLOURS[r.action] ?? 'secondary';
        // Yellow and cyan badges need dark text to stay readable.
        return (
          <Badge bg={bg} text={bg === 'info' || bg === 'warning' ? 'dark' : undefined}>
            {label('actions', r.action)}
          </Badge>
        );
      },
    },
    { key: 'record_type', header: t('columns.recordType'), render: (r) => label('recordTypes', r.record_type) },
    {
      key: 'record_id',
      header: t('columns.recordId'),
      render: (r) => (
        <code
          className="d-inline-block text-truncate align-bottom"
          style={{ maxWidth: '10rem' }}
          title={r.record_id ?? ''}
        >
          {r.record_id}
        </code>
      ),
    },
    actionsColumn(
      t('columns.details'),
      (r) => (
        <RowButton
          icon="bi-eye"
          label={t('viewLabel', { at: r.at_text })}
          text={t('view')}
          textFrom="md"
          onClick={() => view(r.id)}
        />
      ),
      { key: 'details', className: 'text-end' },
    ),
  ];
}
