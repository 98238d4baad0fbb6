'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Spinner } from 'react-bootstrap';
import { FilterSelect } from '@/components/ui/filter-select';
import { ExportButton, ListAlert } from '@/components/ui/list-screen';
import { useDownload } from '@/lib/api/use-download';
import { useClasses } from '@/lib/api/class';
import { useErrorText } from '@/lib/api/use-error-text';
import { dayText } from '@/lib/school-time';
import { downloadMissingDoses, useMissingDoses, type MissingDoseRow } from '@/lib/api/vaccine';

/** One class's children who miss doses due by their age today, child by child (cards), exportable to Excel. */
export function MissingDoses({ canExport }: { canExport: boolean }) {
  const t = useTranslations('vaccine');
  const errorText = useErrorText();
  const classes = useClasses({ page: 1, page_size: 100, order_by: 'age_group' });
  const [classId, setClassId] = useState('');
  const missing = useMissingDoses(classId);
  const exporting = useDownload(() => downloadMissingDoses(classId), t('exportFailed'));
  const rows = missing.data ?? [];
  const byChild = new Map<string, MissingDoseRow[]>();
  for (const r of rows) byChild.set(r.student_id, [...(byChild.get(r.student_id) ?? []), r]);

  return (
    <section aria-labelledby="vaccine-missing-title">
      <h2 id="vaccine-missing-title" className="h5">
        {t('missingTitle')}
      </h2>
      <p className="small text-body-secondary">{t('missingHelp')}</p>
      <div className="row g-2 align-items-end mb-3">
        <div className="col-12 col-sm-8 col-md-5 col-lg-4">
          <FilterSelect
            id="vaccine-missing-class"
            label={t('columns.class')}
            value={classId}
            onChange={setClassId}
            allLabel={t('chooseClass')}
            options={(classes.data?.data ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.school_year_name})` }))}
          />
        </div>
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
      {missing.error && (
        <Alert variant="danger" role="alert">
          {errorText(missing.error)}
        </Alert>
      )}
      {classId && missing.isLoading && <Spinner aria-hidden="true" />}
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
    </section>
  );
}
