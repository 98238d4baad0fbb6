'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button, Spinner, Table } from 'react-bootstrap';
import { BlobImage, DetailLines } from '@/components/ui/detail-dialog';
import { showMessage } from '@/components/layout/site-footer';
import { useErrorText } from '@/lib/api/use-error-text';
import { dayText, schoolTimeOf, schoolToday } from '@/lib/school-time';
import { useLogDose, useMedicinePhoto, useMedicineRequest, type MedicineRow } from '@/lib/api/medicine';
import { DoseBadge, MedicineList, rangeText } from './medicine-bits';
import { NotGivenDialog, type DoseSlot } from './medicine-dialogs';
import { RequestHistory } from '@/components/management/requests/request-history';
import { RequestDetailDialog } from '@/components/management/requests/request-detail-dialog';
import { RequestStatusBadge } from '@/components/management/requests/request-status';
import type { RequestDetailProps } from '@/components/management/requests/request-dialogs';
import { TableHead } from '@/components/ui/table-head';

/** One request: the child, the medicines, the photo, its history and the dose log day by day. */
export function MedicineDetailDialog({
  id,
  canLog,
  ...decisions
}: RequestDetailProps<MedicineRow> & { canLog: boolean }) {
  const t = useTranslations('medicine');
  const read = useMedicineRequest(id);
  const m = read.data;
  const [notGiven, setNotGiven] = useState<DoseSlot | null>(null);
  return (
    <>
      <RequestDetailDialog
        ns="medicine"
        read={read}
        waiting={(r) => r.status === 'pending'}
        show={!notGiven}
        title={m ? t('detailTitle', { name: m.student_name }) : t('detailTitleEmpty')}
        {...decisions}
      >
        {m && (
          <>
            <DetailLines
              lines={[
                [t('fields.student'), `${m.student_name} (${m.student_code})`],
                [t('columns.class'), m.class_name ?? t('noClass')],
                [t('columns.dates'), rangeText(m.from_date, m.to_date)],
                [t('columns.medicines'), <MedicineList key="medicines" medicines={m.medicines} />],
                [
                  t('fields.note'),
                  m.note && (
                    <span key="note" style={{ whiteSpace: 'pre-wrap' }}>
                      {m.note}
                    </span>
                  ),
                ],
                [t('columns.status'), <RequestStatusBadge key="status" ns="medicine" status={m.status} />],
                [t('fields.photo'), m.has_photo ? <Photo key="photo" request={m} /> : t('noPhoto')],
              ]}
            />
            <RequestHistory
              className="mb-3"
              steps={[
                { title: t('historyCreated'), at: m.created_at, by: m.created_by_name },
                {
                  title: t(m.status === 'rejected' ? 'historyRejected' : 'historyApproved'),
                  at: m.decided_at,
                  by: m.decided_by_name,
                  note: m.reason && `${t('fields.rejectReason')}: ${m.reason}`,
                },
                { title: t('historyCancelled'), at: m.cancelled_at },
              ]}
            />
            {m.status === 'approved' && <DoseLog request={m} canLog={canLog} onNotGiven={setNotGiven} />}
          </>
        )}
      </RequestDetailDialog>
      {notGiven && <NotGivenDialog slot={notGiven} onHide={() => setNotGiven(null)} />}
    </>
  );
}

/** Every slot of the request, day by day; a slot up to today still due can be logged here. */
function DoseLog({
  request,
  canLog,
  onNotGiven,
}: {
  request: MedicineRow;
  canLog: boolean;
  onNotGiven: (slot: DoseSlot) => void;
}) {
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
        <TableHead
          caption={t('doseLog')}
          headings={[t('columns.day'), t('columns.time'), t('columns.status'), t('columns.by')]}
        />
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
                    <Button
                      size="sm"
                      variant="success"
                      disabled={log.isPending}
                      onClick={() => void given(d.day, d.time)}
                    >
                      {t('markGiven')}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline-danger"
                      onClick={() =>
                        onNotGiven({
                          request_id: request.id,
                          student_name: request.student_name,
                          day: d.day,
                          time: d.time,
                        })
                      }
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
  if (!file.data) return <Spinner size="sm" aria-hidden="true" />;
  return (
    <BlobImage
      blob={file.data}
      alt={t('photoAlt', { name: request.student_name })}
      className="d-block img-fluid rounded border"
      style={{ maxHeight: 320 }}
    />
  );
}
