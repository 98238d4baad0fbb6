'use client';
import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { AppVaccines, VaccineRow } from '@/lib/schemas/vaccine';
import type { PlanState } from '@/lib/vaccine-due';
import { dayText } from '@/lib/school-time';
import { VaccineDeclare, type DosePick } from './vaccine-declare';
import { DeclarationPhoto } from './declaration-photo';

const TONE: Record<PlanState, string> = {
  done: 'text-bg-success',
  pending: 'text-bg-info',
  missing: 'text-bg-danger',
  due: 'text-bg-warning',
  upcoming: 'text-bg-light border',
};
const STATUS_TONE = { declared: 'text-bg-info', verified: 'text-bg-success', rejected: 'text-bg-danger' } as const;
const SUMMARY: PlanState[] = ['done', 'pending', 'due', 'missing'];

type Plan = AppVaccines['plan'];

/** The doses of the plan by vaccine, in schedule order. */
function byVaccine(plan: Plan) {
  const groups: { code: string; name: string; doses: Plan }[] = [];
  for (const d of plan) {
    const last = groups.at(-1);
    if (last?.code === d.vaccine_code) last.doses.push(d);
    else groups.push({ code: d.vaccine_code, name: d.vaccine_name, doses: [d] });
  }
  return groups;
}

/**
 * The child's vaccinations: where the child stands (done, waiting, due, missing), the national schedule dose by
 * dose, the family's declarations with their state and the school's reason, and the declaration form (a dose of
 * the schedule opens it chosen).
 */
export function VaccineScreen({
  studentId,
  childName,
  vaccines,
  schedule,
}: {
  studentId: string;
  childName: string;
  vaccines: AppVaccines;
  schedule: VaccineRow[];
}) {
  const t = useTranslations('parentVaccines');
  const [form, setForm] = useState<{ pick: DosePick | null; key: number } | null>(null);
  const [notice, setNotice] = useState<{ text: string; failed: boolean } | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const waiting = vaccines.doses.filter((d) => d.status !== 'verified');
  const counts = Object.fromEntries(SUMMARY.map((s) => [s, vaccines.plan.filter((d) => d.state === s).length]));

  function open(pick: DosePick | null) {
    setNotice(null);
    setForm({ pick, key: Date.now() });
    requestAnimationFrame(() => {
      formRef.current?.scrollIntoView({ block: 'start' });
      formRef.current?.querySelector<HTMLElement>('select, input')?.focus({ preventScroll: true });
    });
  }

  return (
    <>
      <section aria-labelledby="vaccine-summary-title" className="mb-3">
        <h2 id="vaccine-summary-title" className="visually-hidden">
          {t('summary')}
        </h2>
        <ul className="vaccine-summary list-unstyled" data-testid="vaccine-summary" data-student={studentId}>
          {SUMMARY.map((s) => (
            <li key={s} className={`vaccine-summary-item vaccine-summary-${s}`} data-state={s}>
              <span className="vaccine-summary-count">{counts[s]}</span>
              <span className="vaccine-summary-label">{t(`states.${s}`)}</span>
            </li>
          ))}
        </ul>
      </section>

      <div ref={formRef} className="mb-3">
        {notice && (
          <div className={`alert ${notice.failed ? 'alert-warning' : 'alert-success'} py-2`} role="status" data-testid="vaccine-notice">
            {notice.text}
          </div>
        )}
        {form ? (
          <VaccineDeclare
            key={form.key}
            studentId={studentId}
            childName={childName}
            schedule={schedule}
            pick={form.pick}
            onClose={() => setForm(null)}
            onSent={(text, failed) => {
              setForm(null);
              setNotice({ text, failed });
            }}
          />
        ) : (
          <button type="button" className="btn btn-primary w-100" onClick={() => open(null)} data-testid="vaccine-declare-open">
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {t('declare.open')}
          </button>
        )}
      </div>

      {waiting.length > 0 && (
        <section aria-labelledby="vaccine-waiting-title" className="mb-3">
          <h2 id="vaccine-waiting-title" className="h5">
            {t('waiting.title')}
          </h2>
          <p className="small text-body-secondary">{t('waiting.lead')}</p>
          <ul className="list-unstyled mb-0" data-testid="vaccine-waiting">
            {waiting.map((d) => (
              <Declaration key={d.id} dose={d} />
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="vaccine-schedule-title">
        <h2 id="vaccine-schedule-title" className="h5">
          {t('schedule.title')}
        </h2>
        <p className="small text-body-secondary">{t('schedule.lead')}</p>
        {vaccines.plan.length === 0 ? (
          <p className="text-body-secondary">{t('schedule.none')}</p>
        ) : (
          <ul className="list-unstyled mb-0" data-testid="vaccine-schedule">
            {byVaccine(vaccines.plan).map((v) => (
              <li key={v.code} className="parent-card" data-code={v.code}>
                <h3 className="h6 mb-2">{v.name}</h3>
                <ul className="list-unstyled mb-0 vaccine-doses">
                  {v.doses.map((d) => (
                    <li
                      key={d.dose_number}
                      className="vaccine-dose"
                      data-testid="vaccine-dose"
                      data-code={d.vaccine_code}
                      data-dose={d.dose_number}
                      data-state={d.state}
                    >
                      <div className="vaccine-text">
                        <div>{t('schedule.dose', { dose: d.dose_number, total: d.doses_total })}</div>
                        <div className="small text-body-secondary">
                          {d.date ? t('schedule.given', { date: dayText(d.date) }) : t('schedule.dueFrom', { date: dayText(d.due_from) })}
                        </div>
                      </div>
                      <div className="vaccine-dose-end">
                        <span className={`badge ${TONE[d.state]}`}>{t(`states.${d.state}`)}</span>
                        {(d.state === 'missing' || d.state === 'due') && (
                          <button
                            type="button"
                            className="btn btn-sm btn-outline-primary"
                            aria-label={t('schedule.declareDose', { vaccine: d.vaccine_name, dose: d.dose_number })}
                            onClick={() => open({ code: d.vaccine_code, dose: d.dose_number })}
                          >
                            {t('schedule.declare')}
                          </button>
                        )}
                      </div>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>

      {vaccines.doses.length > 0 && (
        <details className="vaccine-all mt-3" data-testid="vaccine-all">
          <summary>{t('list.title', { count: vaccines.doses.length })}</summary>
          <ul className="list-unstyled mb-0" data-testid="vaccine-declarations">
            {vaccines.doses.map((d) => (
              <Declaration key={d.id} dose={d} />
            ))}
          </ul>
        </details>
      )}
      {vaccines.doses.length === 0 && <p className="text-body-secondary mt-3">{t('list.none')}</p>}
    </>
  );
}

/** One of the family's declarations: the dose, its state (and the school's reason), the book's photo or a way to add one. */
function Declaration({ dose: d }: { dose: AppVaccines['doses'][number] }) {
  const t = useTranslations('parentVaccines');
  return (
    <li
      className="parent-card"
      data-testid="vaccine-declaration"
      data-id={d.id}
      data-status={d.status}
      data-code={d.vaccine_code}
      data-dose={d.dose_number}
    >
      <div className="d-flex justify-content-between align-items-start gap-2">
        <div className="vaccine-text">
          <div className="fw-semibold">{d.vaccine_name}</div>
          <div className="small text-body-secondary">
            {t('list.dose', { dose: d.dose_number })} · {t('list.date', { date: dayText(d.date) })}
          </div>
        </div>
        <span className={`badge text-wrap ${STATUS_TONE[d.status]}`}>{t(`statuses.${d.status}`)}</span>
      </div>
      {d.status === 'rejected' && d.reject_reason && (
        <p className="small text-danger mb-0 mt-1" data-testid="vaccine-reason">
          {t('list.reason', { reason: d.reject_reason })}
        </p>
      )}
      {d.has_photo && (
        <a className="vaccine-book-photo mt-2" href={`/api/app/vaccines/photo?id=${d.id}`} target="_blank" rel="noopener">
          {/* eslint-disable-next-line @next/next/no-img-element -- a private file of the parents' API */}
          <img
            src={`/api/app/vaccines/photo?id=${d.id}`}
            alt={t('list.photoOf', { vaccine: d.vaccine_name, dose: d.dose_number })}
            loading="lazy"
            data-testid="vaccine-declaration-photo"
          />
        </a>
      )}
      {d.status === 'declared' && !d.has_photo && <DeclarationPhoto id={d.id} label={t('photo.add')} />}
    </li>
  );
}
