'use client';
import { useTranslations } from 'next-intl';
import { Alert, Badge, Button, Modal, Spinner, Table } from 'react-bootstrap';
import { Dialog } from '@/components/ui/dialog';
import { useProvinces } from '@/lib/api/shell';
import { useStudent } from '@/lib/api/student';
import { useErrorText } from '@/lib/api/use-error-text';
import { dayText } from '@/lib/day';
import { formatDateTime } from '@/lib/format';
import { StudentAvatar } from './student-avatar';
import { StudentStatusBadge } from './student-status-badge';

/** A child's record: identity, health basics, guardians, pick-up people and class history. */
export function StudentDetailDialog({ id, onHide, onEdit }: { id: string; onHide: () => void; onEdit?: () => void }) {
  const t = useTranslations('studentAdmin');
  const tc = useTranslations('common');
  const errorText = useErrorText();
  const { data: s, error, isLoading } = useStudent(id);
  const provinces = useProvinces();
  const province = s?.province_id ? provinces.data?.find((p) => p.province_id === s.province_id)?.name : undefined;
  const line = (label: string, value: string | null | undefined) =>
    value ? (
      <>
        <dt className="col-5 col-sm-4 fw-normal text-body-secondary">{label}</dt>
        <dd className="col-7 col-sm-8">{value}</dd>
      </>
    ) : null;
  return (
    <Dialog
      onHide={onHide}
      size="lg"
      fullscreen="sm-down"
      testId="student-detail"
      title={s ? s.full_name : t('detailTitle')}
    >
      <Modal.Body>
        {isLoading && <Spinner size="sm" />}
        {error && <Alert variant="danger">{errorText(error)}</Alert>}
        {s && (
          <>
            <div className="d-flex justify-content-center mb-3">
              <StudentAvatar name={s.full_name} url={s.photo_url} size={96} alt={t('photoOf', { name: s.full_name })} />
            </div>
            <dl className="row mb-3">
              {line(t('fields.code'), s.code)}
              {line(t('fields.nickname'), s.nickname)}
              {line(t('fields.gender'), t(`genders.${s.gender}`))}
              {line(t('fields.date_of_birth'), dayText(s.date_of_birth))}
              {line(t('fields.class_id'), s.class_name ?? t('noClass'))}
              {line(t('fields.enrolment_date'), dayText(s.enrolment_date))}
              <dt className="col-5 col-sm-4 fw-normal text-body-secondary">{t('columns.status')}</dt>
              <dd className="col-7 col-sm-8">
                <StudentStatusBadge status={s.status} />
                {s.status_date && ` ${dayText(s.status_date)}`}
                {s.status_reason && ` — ${s.status_reason}`}
              </dd>
              {line(t('fields.address'), s.address)}
              {line(t('fields.province_id'), province ?? s.province_id)}
              {line(t('fields.ethnicity'), s.ethnicity)}
              {line(t('fields.blood_group'), s.blood_group)}
              {line(t('fields.allergies'), s.allergies)}
              {line(t('fields.special_diet'), s.special_diet)}
              {line(t('fields.notes'), s.notes)}
            </dl>
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
                <thead>
                  <tr>
                    <th>{t('historyAt')}</th>
                    <th>{t('historyFrom')}</th>
                    <th>{t('historyTo')}</th>
                    <th>{t('reason')}</th>
                  </tr>
                </thead>
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
      </Modal.Body>
      <Modal.Footer>
        {onEdit && s && (
          <Button variant="outline-primary" onClick={onEdit}>
            <i className="bi bi-pencil me-1" aria-hidden="true" />
            {t('edit')}
          </Button>
        )}
        <Button variant="secondary" onClick={onHide}>
          {tc('close')}
        </Button>
      </Modal.Footer>
    </Dialog>
  );
}
