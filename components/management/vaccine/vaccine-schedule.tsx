'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Badge, Button } from 'react-bootstrap';
import { ListButton } from '@/components/ui/list-screen';
import { useVaccineSchedule, type VaccineRow } from '@/lib/api/vaccine';
import { VaccineTab } from './vaccine-tab';

const VaccineFormDialog = dynamic(() => import('./vaccine-form-dialog').then((m) => m.VaccineFormDialog), {
  ssr: false,
});

/** A dose's age as the schedule states it: at birth, "2 months", "12 months 14 days". */
function useAgeText() {
  const t = useTranslations('vaccine');
  return (months: number, days: number) =>
    months === 0 && days === 0
      ? t('atBirth')
      : days
        ? t('ageMonthsDays', { months, days })
        : t('ageMonths', { months });
}

/**
 * The national schedule (common data: only system administrators edit it) and the school's own optional vaccines
 * (staff with `update` add and edit them), each with its doses and ages.
 */
export function VaccineSchedule({ canEdit, systemAdmin }: { canEdit: boolean; systemAdmin: boolean }) {
  const t = useTranslations('vaccine');
  const ageText = useAgeText();
  const schedule = useVaccineSchedule();
  const [editing, setEditing] = useState<{ vaccine: VaccineRow | null; national: boolean } | null>(null);
  const mayEdit = (v: VaccineRow) => (v.national ? systemAdmin : canEdit);
  const addButton = (national: boolean, text: string, variant: string, testId?: string) => (
    <ListButton
      icon="bi-plus-lg"
      text={text}
      onClick={() => setEditing({ vaccine: null, national })}
      variant={variant}
      testId={testId}
      tap
    />
  );
  return (
    <VaccineTab
      name="schedule"
      controls={
        <div className="d-flex flex-wrap gap-2 mb-3">
          {canEdit && addButton(false, t('addVaccine'), 'primary', 'vaccine-add-school')}
          {systemAdmin && addButton(true, t('addNational'), 'outline-primary')}
        </div>
      }
      error={schedule.error}
      loading={schedule.isLoading}
    >
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
                      {!v.active && <Badge bg="secondary">{t('inactive')}</Badge>}
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
      {editing && (
        <VaccineFormDialog vaccine={editing.vaccine} national={editing.national} onHide={() => setEditing(null)} />
      )}
    </VaccineTab>
  );
}
