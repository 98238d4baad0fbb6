'use client';
import { useTranslations } from 'next-intl';
import { Table } from 'react-bootstrap';
import { DetailDialog, DetailLines } from '@/components/ui/detail-dialog';
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
          <DetailLines
            wide
            className="small mb-3"
            lines={[
              [t('columns.at'), d.at_text],
              [t('columns.user'), d.user_name ? `${d.user_name} (${d.username})` : t('system')],
              [t('columns.school'), d.tenant_name ?? t('noSchool')],
              [t('columns.action'), label('actions', d.action)],
              [t('columns.recordType'), label('recordTypes', d.record_type)],
              [
                t('columns.recordId'),
                <code key="id" className="text-break">
                  {d.record_id}
                </code>,
              ],
              [t('columns.ip'), d.ip],
            ]}
          />
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
