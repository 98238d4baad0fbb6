'use client';
import { useTranslations } from 'next-intl';
import { Table } from 'react-bootstrap';
import { DetailDialog } from '@/components/ui/detail-dialog';
import { useAuditDetail, type AuditDetail } from '@/lib/api/audit';
import { useAuditLabel } from './use-audit-label';
import { TableHead } from '@/components/ui/table-head';

const show = (value: unknown) =>
  value === undefined ? '' : value === null ? '∅' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** One entry: who, when, where, and each field's old value against its new one, the changed ones marked. */
export function AuditDetailDialog({ id, onHide }: { id: number | null; onHide: () => void }) {
  const t = useTranslations('audit');
  const label = useAuditLabel();
  const detail = useAuditDetail(id);
  const d = detail.data;

  return (
    <DetailDialog
      show={id !== null}
      onHide={onHide}
      centered
      scrollable
      testId="audit-detail"
      title={t('detailTitle')}
      loading={detail.isLoading}
      error={detail.error}
    >
      {d && (
        <>
          <dl className="row small mb-3">
            <dt className="col-5 col-md-3">{t('columns.at')}</dt>
            <dd className="col-7 col-md-9">{d.at_text}</dd>
            <dt className="col-5 col-md-3">{t('columns.user')}</dt>
            <dd className="col-7 col-md-9">{d.user_name ? `${d.user_name} (${d.username})` : t('system')}</dd>
            <dt className="col-5 col-md-3">{t('columns.school')}</dt>
            <dd className="col-7 col-md-9">{d.tenant_name ?? t('noSchool')}</dd>
            <dt className="col-5 col-md-3">{t('columns.action')}</dt>
            <dd className="col-7 col-md-9">{label('actions', d.action)}</dd>
            <dt className="col-5 col-md-3">{t('columns.recordType')}</dt>
            <dd className="col-7 col-md-9">{label('recordTypes', d.record_type)}</dd>
            <dt className="col-5 col-md-3">{t('columns.recordId')}</dt>
            <dd className="col-7 col-md-9 text-break">
              <code>{d.record_id}</code>
            </dd>
            {d.ip && (
              <>
                <dt className="col-5 col-md-3">{t('columns.ip')}</dt>
                <dd className="col-7 col-md-9">{d.ip}</dd>
              </>
            )}
          </dl>
          <ChangedValues entry={d} />
        </>
      )}
    </DetailDialog>
  );
}

/** Each field's old value against its new one; the changed ones marked (an update) for the eye and for a reader. */
function ChangedValues({ entry: d }: { entry: AuditDetail }) {
  const t = useTranslations('audit');
  const before = d.old_values ?? {};
  const after = d.new_values ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  if (fields.length === 0) return <p className="text-body-secondary mb-0">{t('noValues')}</p>;
  return (
    <div className="table-responsive">
      <Table size="sm" bordered className="mb-0 small align-top">
        <TableHead
          caption={t('detailTitle')}
          className="table-light"
          headings={[t('field'), t('oldValue'), t('newValue')]}
        />
        <tbody>
          {fields.map((f) => {
            const changed = d.action === 'update' && show(before[f]) !== show(after[f]);
            return (
              <tr key={f} className={changed ? 'table-warning' : undefined}>
                <th scope="row" className="fw-normal font-monospace">
                  {f}
                  {changed && <span className="visually-hidden"> ({t('changed')})</span>}
                </th>
                <td className="text-break">{d.old_values ? show(before[f]) : ''}</td>
                <td className="text-break">{d.new_values ? show(after[f]) : ''}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
