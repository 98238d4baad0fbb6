'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ExportButton, ListAlert } from '@/components/ui/list-screen';
import { ClassFilter } from '@/components/management/class/class-filter';
import { useDownload } from '@/lib/api/use-download';
import { dayText } from '@/lib/school-time';
import { downloadMissingDoses, useMissingDoses, type MissingDoseRow } from '@/lib/api/vaccine';
import { VaccineTab } from './vaccine-tab';

/** One class's children who miss doses due by their age today, child by child (cards), exportable to Excel. */
export function MissingDoses({ canExport }: { canExport: boolean }) {
  const t = useTranslations('vaccine');
  const [classId, setClassId] = useState('');
  const missing = useMissingDoses(classId);
  const exporting = useDownload(() => downloadMissingDoses(classId), t('exportFailed'));
  const rows = missing.data ?? [];
  const byChild = new Map<string, MissingDoseRow[]>();
  for (const r of rows) byChild.set(r.student_id, [...(byChild.get(r.student_id) ?? []), r]);

  return (
    <VaccineTab
      name="missing"
      controls={
        <>
          <div className="row g-2 align-items-end mb-3">
            <ClassFilter
              id="vaccine-missing-class"
              label={t('columns.class')}
              allLabel={t('chooseClass')}
              value={classId}
              onChange={setClassId}
              col="col-12 col-sm-8 col-md-5 col-lg-4"
            />
            {canExport && classId && (
              <div className="col-12 col-sm-4 col-md-auto">
                <ExportButton
                  download={exporting}
                  text={t('exportMissing')}
                  testId="vaccine-missing-export"
                  tap
                  className="w-100"
                />
              </div>
            )}
          </div>
          <ListAlert text={exporting.error} onClose={exporting.clear} />
        </>
      }
      error={missing.error}
      loading={!!classId && missing.isLoading}
    >
      {classId && missing.data && (
        <div data-testid="vaccine-missing">
          <p className="fw-semibold" data-testid="vaccine-missing-summary">
            {rows.length === 0 ? t('missingNone') : t('missingSummary', { children: byChild.size, doses: rows.length })}
          </p>
          <ul className="list-unstyled row g-2">
            {[...byChild.entries()].map(([id, doses]) => (
              <li key={id} className="col-12 col-md-6 col-xl-4" data-testid="vaccine-missing-child">
                <div className="card h-100">
                  <div className="card-body">
                    <h3 className="h6 mb-0">{doses[0].full_name}</h3>
                    <div className="small text-body-secondary mb-2">
                      {doses[0].student_code} · {t('born', { date: dayText(doses[0].date_of_birth) })} ·{' '}
                      <span className="text-danger-emphasis">{t('missingCount', { count: doses.length })}</span>
                    </div>
                    <ul className="mb-0 ps-3 small">
                      {doses.map((d) => (
                        <li key={`${d.vaccine_code}-${d.dose_number}`}>
                          {d.vaccine_name} – {t('dose', { dose: d.dose_number })}{' '}
                          <span className="text-body-secondary">({t('dueFrom', { date: dayText(d.due_from) })})</span>
                        </li>
                      ))}
                    </ul>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </VaccineTab>
  );
}
