'use client';
import { useTranslations } from 'next-intl';
import { Badge, Button, Table } from 'react-bootstrap';
import { DetailDialog, DetailLines } from '@/components/ui/detail-dialog';
import { TableHead } from '@/components/ui/table-head';
import { useProvinces } from '@/lib/api/shell';
import { useStudent } from '@/lib/api/student';
import { dayText } from '@/lib/day';
import { formatDateTime } from '@/lib/format';
import { StudentAvatar } from './student-avatar';
import { StudentStatusBadge } from './student-status-badge';

/** A child's record: identity, health basics, guardians, pick-up people and class history. */
export function StudentDetailDialog({ id, onHide, onEdit }: { id: string; onHide: () => void; onEdit?: () => void }) {
  const t = useTranslations('studentAdmin');
  const tc = useTranslations('common');
  const { data: s, error, isLoading } = useStudent(id);
  const provinces = useProvinces();
  const province = s?.province_id ? provinces.data?.find((p) => p.province_id === s.province_id)?.name : undefined;
  return (
    <DetailDialog
      onHide={onHide}
      testId="student-detail"
      title={s ? s.full_name : t('detailTitle')}
      loading={isLoading}
      error={error}
      footer={
        onEdit &&
        s && (
          <Button variant="outline-primary" onClick={onEdit}>
            <i className="bi bi-pencil me-1" aria-hidden="true" />
            {t('edit')}
          </Button>
        )
      }
    >
      {s && (
        <>
          <div className="d-flex justify-content-center mb-3">
            <StudentAvatar name={s.full_name} url={s.photo_url} size={96} alt={t('photoOf', { name: s.full_name })} />
          </div>
          <DetailLines
            lines={[
              [t('fields.code'), s.code],
              [t('fields.nickname'), s.nickname],
              [t('fields.gender'), t(`genders.${s.gender}`)],
              [t('fields.date_of_birth'), dayText(s.date_of_birth)],
              [t('fields.class_id'), s.class_name ?? t('noClass')],
              [t('fields.enrolment_date'), dayText(s.enrolment_date)],
              [
                t('columns.status'),
                <>
                  <StudentStatusBadge status={s.status} />
                  {s.status_date && ` ${dayText(s.status_date)}`}
                  {s.status_reason && ` — ${s.status_reason}`}
                </>,
              ],
              [t('fields.address'), s.address],
              [t('fields.province_id'), province ?? s.province_id],
              [t('fields.ethnicity'), s.ethnicity],
              [t('fields.blood_group'), s.blood_group],
              [t('fields.allergies'), s.allergies],
              [t('fields.special_diet'), s.special_diet],
              [t('fields.notes'), s.notes],
            ]}
          />
          <h3 className="h6">{t('guardians')}</h3>
          <ul className="list-unstyled mb-3">
            {s.guardians.map((g) => (
              <li key={g.id} className="mb-1">
                <span className="fw-semibold">{g.full_name}</span> ({t(`relationships.${g.relationship}`)}) ·{' '}
                <a href={`tel:${g.phone}`}>{g.phone}</a>
                {g.email && ` · ${g.email}`}
                {g.is_primary && (
                  <Badge bg="primary" className="ms-2">
                    {t('primary')}
                  </Badge>
                )}
              </li>
            ))}
            {!s.guardians.length && <li className="text-body-secondary">{tc('noData')}</li>}
          </ul>
          <h3 className="h6">{t('pickupPeople')}</h3>
          <ul className="list-unstyled mb-3">
            {s.pickup_people.map((p) => (
              <li key={p.id}>
                {p.full_name} ({p.relationship}){p.phone && ` · ${p.phone}`}
              </li>
            ))}
            {!s.pickup_people.length && <li className="text-body-secondary">{tc('noData')}</li>}
          </ul>
          <h3 className="h6">{t('classHistory')}</h3>
          <div className="table-responsive">
            <Table size="sm">
              <TableHead
                caption={t('classHistory')}
                headings={[t('historyAt'), t('historyFrom'), t('historyTo'), t('reason')]}
              />
              <tbody>
                {s.class_history.map((h) => (
                  <tr key={h.id}>
                    <td className="text-nowrap">{formatDateTime(h.moved_at)}</td>
                    <td>{h.from_class_name ?? '—'}</td>
                    <td>{h.to_class_name ?? '—'}</td>
                    <td>{h.reason}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        </>
      )}
    </DetailDialog>
  );
}
