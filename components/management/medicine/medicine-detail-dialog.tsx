'use client';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Modal, Spinner, Table } from 'react-bootstrap';
import { showMessage } from '@/components/layout/site-footer';
import { useErrorText } from '@/lib/api/use-error-text';
import { formatDateTime } from '@/lib/format';
import { dayText, schoolTimeOf, schoolToday } from '@/lib/school-time';
import { useLogDose, useMedicinePhoto, useMedicineRequest, type MedicineRow } from '@/lib/api/medicine';
import { DoseBadge, MedicineList, MedicineStatusBadge, rangeText } from './medicine-bits';
import { NotGivenDialog, type DoseSlot } from './medicine-dialogs';

/** One request: the child, the medicines, the photo, its history and the dose log day by day. */
export function MedicineDetailDialog({
  id,
  canApprove,
  canLog,
  onHide,
  onApprove,
  onReject,
}: {
  id: string;
  canApprove: boolean;
  canLog: boolean;
  onHide: () => void;
  onApprove: (request: MedicineRow) => void;
  onReject: (request: MedicineRow) => void;
}) {
  const t = useTranslations('medicine');
  const tc = useTranslations('common');
  const errorText = useErrorText();
  const { data: m, error, isLoading } = useMedicineRequest(id);
  const [notGiven, setNotGiven] = useState<DoseSlot | null>(null);
  const line = (label: string, value: ReactNode) =>
    value ? (
      <>
        <dt className="col-5 col-sm-4 fw-normal text-body-secondary">{label}</dt>
        <dd className="col-7 col-sm-8">{value}</dd>
      </>
    ) : null;
  return (
    <>
      <Modal show={!notGiven} onHide={onHide} size="lg" fullscreen="sm-down" aria-labelledby="medicine-detail-title" data-testid="medicine-detail">
        <Modal.Header closeButton closeLabel={tc('close')}>
          <Modal.Title as="h2" className="h5" id="medicine-detail-title">
            {m ? t('detailTitle', { name: m.student_name }) : t('detailTitleEmpty')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {isLoading && (
            <div role="status">
              <Spinner size="sm" aria-hidden="true" /> <span className="visually-hidden">{tc('loading')}</span>
            </div>
          )}
          {error && <Alert variant="danger">{errorText(error)}</Alert>}
          {m && (
            <>
              <dl className="row mb-3">
                {line(t('fields.student'), `${m.student_name} (${m.student_code})`)}
                {line(t('columns.class'), m.class_name ?? t('noClass'))}
                {line(t('columns.dates'), rangeText(m.from_date, m.to_date))}
                {line(t('columns.medicines'), <MedicineList medicines={m.medicines} />)}
                {line(t('fields.note'), m.note && <span style={{ whiteSpace: 'pre-wrap' }}>{m.note}</span>)}
                {line(t('columns.status'), <MedicineStatusBadge status={m.status} />)}
                {line(t('fields.photo'), m.has_photo ? <Photo request={m} /> : t('noPhoto'))}
              </dl>
              <h3 className="h6">{t('history')}</h3>
              <ol className="list-unstyled mb-3 border-start ps-3">
                <li className="mb-2">
                  <div className="fw-semibold">{t('historyCreated')}</div>
                  <div className="small text-body-secondary">
                    {formatDateTime(m.created_at)}
                    {m.created_by_name && ` · ${m.created_by_name}`}
                  </div>
                </li>
                {m.decided_at && (
                  <li className="mb-2">
                    <div className="fw-semibold">{t(m.status === 'rejected' ? 'historyRejected' : 'historyApproved')}</div>
                    <div className="small text-body-secondary">
                      {formatDateTime(m.decided_at)}
                      {m.decided_by_name && ` · ${m.decided_by_name}`}
                    </div>
                    {m.reason && (
                      <div>
                        {t('fields.rejectReason')}: {m.reason}
                      </div>
                    )}
                  </li>
                )}
                {m.cancelled_at && (
                  <li className="mb-2">
                    <div className="fw-semibold">{t('historyCancelled')}</div>
                    <div className="small text-body-secondary">{formatDateTime(m.cancelled_at)}</div>
                  </li>
                )}
              </ol>
              {m.status === 'approved' && <DoseLog request={m} canLog={canLog} onNotGiven={setNotGiven} />}
            </>
          )}
        </Modal.Body>
        <Modal.Footer>
          {canApprove && m?.status === 'pending' && (
            <>
              <Button variant="outline-danger" onClick={() => onReject(m)} data-testid="medicine-detail-reject">
                <i className="bi bi-x-lg me-1" aria-hidden="true" />
                {t('reject')}
              </Button>
              <Button variant="success" onClick={() => onApprove(m)} data-testid="medicine-detail-approve">
                <i className="bi bi-check-lg me-1" aria-hidden="true" />
                {t('approve')}
              </Button>
            </>
          )}
          <Button variant="secondary" onClick={onHide}>
            {tc('close')}
          </Button>
        </Modal.Footer>
      </Modal>
      {notGiven && <NotGivenDialog slot={notGiven} onHide={() => setNotGiven(null)} />}
    </>
  );
}

/** Every slot of the request, day by day; a slot up to today still due can be logged here. */
function DoseLog({ request, canLog, onNotGiven }: { request: MedicineRow; canLog: boolean; onNotGiven: (slot: DoseSlot) => void }) {
  const t = useTranslations('medicine');
  const errorText = useErrorText();
  const log = useLogDose();
  const today = schoolToday();
  const given = async (day: string, time: string) => {
    try {
      await log.mutateAsync({ request_id: request.id, day, time, status: 'given' });
      showMessage(t('doseGiven'), 'success');
    } catch (e) {
      showMessage(errorText(e), 'danger');
    }
  };
  return (
    <>
      <h3 className="h6">{t('doseLog')}</h3>
      <Table size="sm" responsive className="align-middle" data-testid="medicine-dose-log">
        <caption className="visually-hidden">{t('doseLog')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.day')}</th>
            <th scope="col">{t('columns.time')}</th>
            <th scope="col">{t('columns.status')}</th>
            <th scope="col">{t('columns.by')}</th>
          </tr>
        </thead>
        <tbody>
          {request.doses.map((d) => (
            <tr key={`${d.day} ${d.time}`} data-testid={`dose-${d.day}-${d.time}`}>
              <td className="text-nowrap">{dayText(d.day)}</td>
              <td>{d.time}</td>
              <td>
                <DoseBadge status={d.status} />
                {d.reason && <div className="small">{d.reason}</div>}
              </td>
              <td>
                {d.status !== 'due' ? (
                  <span className="small">
                    {d.given_by_name}
                    {d.given_at && ` · ${schoolTimeOf(d.given_at)}`}
                  </span>
                ) : canLog && d.day <= today ? (
                  <div className="d-flex flex-wrap gap-1">
                    <Button size="sm" variant="success" disabled={log.isPending} onClick={() => void given(d.day, d.time)}>
                      {t('markGiven')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-danger"
                      onClick={() => onNotGiven({ request_id: request.id, student_name: request.student_name, day: d.day, time: d.time })}
                    >
                      {t('markNotGiven')}
                    </Button>
                  </div>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </>
  );
}

/** The photo of the medicine or prescription, fetched through the API with the token. */
function Photo({ request }: { request: MedicineRow }) {
  const t = useTranslations('medicine');
  const file = useMedicinePhoto(request.id, true);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (!file.data || !image.current) return;
    const objectUrl = URL.createObjectURL(file.data);
    image.current.src = objectUrl;
    return () => URL.revokeObjectURL(objectUrl);
  }, [file.data]);
  if (!file.data) return <Spinner size="sm" aria-hidden="true" />;
  // eslint-disable-next-line @next/next/no-img-element -- a blob: URL of a private file, not an optimisable asset
  return <img ref={image} alt={t('photoAlt', { name: request.student_name })} className="d-block img-fluid rounded border" style={{ maxHeight: 320 }} />;
}
