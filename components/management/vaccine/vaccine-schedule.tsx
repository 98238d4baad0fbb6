'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Alert, Badge, Button, Spinner } from 'react-bootstrap';
import { useErrorText } from '@/lib/api/use-error-text';
import { useVaccineSchedule, type VaccineRow } from '@/lib/api/vaccine';
import { useAgeText } from './declaration-status';

const VaccineFormDialog = dynamic(() => import('./vaccine-form-dialog').then((m) => m.VaccineFormDialog), { ssr: false });

/**
 * The national schedule (common data: only system administrators edit it) and the school's own optional vaccines
 * (staff with `update` add and edit them), each with its doses and ages.
 */
export function VaccineSchedule({ canEdit, systemAdmin }: { canEdit: boolean; systemAdmin: boolean }) {
  const t = useTranslations('vaccine');
  const errorText = useErrorText();
  const ageText = useAgeText();
  const schedule = useVaccineSchedule();
  const [editing, setEditing] = useState<{ vaccine: VaccineRow | null; national: boolean } | null>(null);
  const mayEdit = (v: VaccineRow) => (v.national ? systemAdmin : canEdit);
  return (
    <section aria-labelledby="vaccine-schedule-title">
      <h2 id="vaccine-schedule-title" className="h5">
        {t('scheduleTitle')}
      </h2>
      <p className="small text-body-secondary">{t('scheduleHelp')}</p>
      <div className="d-flex flex-wrap gap-2 mb-3">
        {canEdit && (
          <Button style={{ minHeight: 44 }} onClick={() => setEditing({ vaccine: null, national: false })} data-testid="vaccine-add-school">
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {t('addVaccine')}
          </Button>
        )}
        {systemAdmin && (
          <Button variant="outline-primary" style={{ minHeight: 44 }} onClick={() => setEditing({ vaccine: null, national: true })}>
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {t('addNational')}
          </Button>
        )}
      </div>
      {schedule.error && (
        <Alert variant="danger" role="alert">
          {errorText(schedule.error)}
        </Alert>
      )}
      {schedule.isLoading && <Spinner aria-hidden="true" />}
      <ul className="list-unstyled row g-2" aria-label={t('scheduleCaption')} data-testid="vaccine-schedule">
        {(schedule.data ?? []).map((v) => (
          <li key={v.id} className="col-12 col-md-6 col-xl-4">
            <div className={`card h-100 ${v.active ? '' : 'opacity-75'}`}>
              <div className="card-body">
                <div className="d-flex justify-content-between align-items-start gap-2">
                  <div>
                    <h3 className="h6 mb-1">{v.name}</h3>
                    <div className="small text-body-secondary">
                      {v.code}{' '}
                      <Badge bg={v.national ? 'primary' : 'info'} text={v.national ? undefined : 'dark'}>
                        {v.national ? t('national') : t('school')}
                      </Badge>{' '}
                      {!v.active && (
                        <Badge bg="secondary">{t('inactive')}</Badge>
                      )}
                    </div>
                  </div>
                  {mayEdit(v) && (
                    <Button
                      variant="outline-secondary"
                      style={{ minWidth: 44, minHeight: 44 }}
                      onClick={() => setEditing({ vaccine: v, national: v.national })}
                      aria-label={t('editLabel', { name: v.name })}
                    >
                      <i className="bi bi-pencil" aria-hidden="true" />
                    </Button>
                  )}
                </div>
                <ol className="small mb-0 mt-2 ps-3">
                  {v.doses.map((d) => (
                    <li key={d.dose_number}>{ageText(d.age_months, d.age_days)}</li>
                  ))}
                </ol>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {editing && <VaccineFormDialog vaccine={editing.vaccine} national={editing.national} onHide={() => setEditing(null)} />}
    </section>
  );
}
