'use client';
import { Fragment, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Alert, Badge, Button, Card, Spinner } from 'react-bootstrap';
import { showMessage } from '@/components/layout/site-footer';
import { ViewHeading } from '@/components/ui/page-heading';
import { useListExport } from '@/components/ui/list-export';
import { useErrorText } from '@/lib/api/use-error-text';
import { useDelayedFlag } from '@/lib/api/use-delayed-flag';
import { DUE_WINDOW_MINUTES } from '@/lib/request-values';
import { dayText, schoolTimeOf, schoolToday } from '@/lib/school-time';
import { useDueDoses, useLogDose, useMedicineRequests, type DueDose, type MedicineRow } from '@/lib/api/medicine';
import { MEDICINE_PENDING_QUERY } from '@/lib/api/medicine-keys';
import { DoseBadge, MedicineList, rangeText } from './medicine-bits';
import type { DoseSlot } from './medicine-dialogs';
import { MEDICINE_HEADING, type MedicinePageProps } from './medicine-types';

const MedicineApproveDialog = dynamic(() => import('./medicine-dialogs').then((m) => m.MedicineApproveDialog), {
  ssr: false,
});
const MedicineRejectDialog = dynamic(() => import('./medicine-dialogs').then((m) => m.MedicineRejectDialog), {
  ssr: false,
});
const NotGivenDialog = dynamic(() => import('./medicine-dialogs').then((m) => m.NotGivenDialog), { ssr: false });

const TAP = { minHeight: 44 };

/** The time of day `minutes` from now, HH:mm (capped at 23:59). */
function soon(minutes: number) {
  const time = schoolTimeOf(new Date(Date.now() + minutes * 60_000));
  return schoolTimeOf(new Date()) > time ? '23:59' : time;
}

/**
 * /management/medicine-request/mobile: a teacher's phone. Today's doses of their classes, those due now first, each
 * logged as given with one tap (or as not given, with a reason); above them the requests waiting for a decision.
 */
export function MedicineMobile({ title, group, variant, can, ownOnly }: MedicinePageProps) {
  const t = useTranslations('medicine');
  const errorText = useErrorText();
  const today = schoolToday();
  const due = useDueDoses(today);
  const pending = useMedicineRequests(MEDICINE_PENDING_QUERY);
  const log = useLogDose();
  // The requests the screen is about: those reaching today or later (today's doses come from them, and those waiting).
  const exporting = useListExport(
    '/webadmin/MedicineRequest/export',
    { from: today, order_by: 'student_name' },
    'medicine-export',
    { tap: true },
  );
  const [approving, setApproving] = useState<MedicineRow | null>(null);
  const [rejecting, setRejecting] = useState<MedicineRow | null>(null);
  const [notGiven, setNotGiven] = useState<DoseSlot | null>(null);
  const spinner = useDelayedFlag(due.isLoading);
  const until = soon(DUE_WINDOW_MINUTES);
  const slots = due.data ?? [];
  const open = slots.filter((s) => s.status === 'due');
  const dueNow = open.filter((s) => s.time <= until);
  const later = open.filter((s) => s.time > until);
  const done = slots.filter((s) => s.status !== 'due');
  /** The day's doses under their headings: due now (in red), later, and those logged. */
  const doseGroups = [
    ['dueNow', dueNow, 'doses-due-now', 'h6 text-danger'],
    ['dueLater', later, 'doses-later', 'h6'],
    ['logged', done, 'doses-logged', 'h6'],
  ] as const;

  const given = async (s: DueDose) => {
    try {
      await log.mutateAsync({ request_id: s.request_id, day: s.day, time: s.time, status: 'given' });
      showMessage(t('doseGivenFor', { name: s.student_name, time: s.time }), 'success');
    } catch (e) {
      showMessage(errorText(e), 'danger');
    }
  };

  const doseCard = (s: DueDose) => (
    <Card as="li" key={`${s.request_id}-${s.time}`} className="mb-2" data-testid="dose-card">
      <Card.Body className="p-3">
        <div className="d-flex justify-content-between align-items-start gap-2">
          <div className="min-w-0">
            <div className="fw-semibold">{s.student_name}</div>
            <div className="small text-body-secondary">{s.class_name}</div>
          </div>
          <div className="text-end">
            <div className="fs-5 fw-semibold">{s.time}</div>
            <DoseBadge status={s.status} />
          </div>
        </div>
        <div className="small mt-1">
          <MedicineList medicines={s.medicines} showTimes={false} />
        </div>
        {s.status === 'due' && can.update ? (
          <TapChoices
            yes={{
              icon: 'bi-check2-circle',
              text: t('markGiven'),
              label: t('givenLabel', { name: s.student_name, time: s.time }),
              onClick: () => void given(s),
              disabled: log.isPending,
            }}
            no={{
              text: t('markNotGiven'),
              label: t('notGivenLabel', { name: s.student_name, time: s.time }),
              onClick: () =>
                setNotGiven({ request_id: s.request_id, student_name: s.student_name, day: s.day, time: s.time }),
            }}
          />
        ) : (
          s.status !== 'due' && (
            <div className="small text-body-secondary mt-1">
              {s.given_by_name}
              {s.given_at && ` · ${schoolTimeOf(s.given_at)}`}
              {s.reason && ` · ${s.reason}`}
            </div>
          )
        )}
      </Card.Body>
    </Card>
  );

  return (
    <section aria-labelledby="page-title" data-testid="medicine-mobile" className="mx-auto" style={{ maxWidth: 560 }}>
      <ViewHeading {...MEDICINE_HEADING} title={title} group={group} variant={variant} current="mobile" />
      {ownOnly && <p className="small text-body-secondary">{t('ownClassesOnly')}</p>}

      {can.approve && (pending.data?.data.length ?? 0) > 0 && (
        <section aria-labelledby="medicine-pending-title" className="mb-4">
          <h2 id="medicine-pending-title" className="h5 d-flex align-items-center gap-2">
            {t('pendingTitle')}{' '}
            <Badge bg="warning" text="dark">
              {pending.data?.total}
            </Badge>
          </h2>
          <ul className="list-unstyled mb-0">
            {pending.data?.data.map((m) => (
              <Card as="li" key={m.id} className="mb-2" data-testid="pending-card">
                <Card.Body className="p-3">
                  <div className="fw-semibold">{m.student_name}</div>
                  <div className="small text-body-secondary">
                    {m.class_name} · {rangeText(m.from_date, m.to_date)}
                  </div>
                  <div className="small mt-1">
                    <MedicineList medicines={m.medicines} />
                  </div>
                  {m.note && <div className="small fst-italic mt-1">{m.note}</div>}
                  <TapChoices
                    yes={{
                      icon: 'bi-check-lg',
                      text: t('approve'),
                      label: t('approveLabel', { name: m.student_name }),
                      onClick: () => setApproving(m),
                    }}
                    no={{
                      text: t('reject'),
                      label: t('rejectLabel', { name: m.student_name }),
                      onClick: () => setRejecting(m),
                    }}
                  />
                </Card.Body>
              </Card>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="medicine-due-title">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
          <h2 id="medicine-due-title" className="h5 mb-0">
            {t('dueTitle', { date: dayText(today) })}
          </h2>
          {can.export && exporting.button}
        </div>
        {exporting.alert}
        {due.error && <Alert variant="danger">{errorText(due.error)}</Alert>}
        {spinner && (
          <div role="status">
            <Spinner size="sm" aria-hidden="true" /> <span className="visually-hidden">{t('loading')}</span>
          </div>
        )}
        {due.data && !slots.length && (
          <p className="text-body-secondary" data-testid="medicine-no-doses">
            {t('noDosesToday')}
          </p>
        )}
        {doseGroups.map(
          ([title, doses, testId, className]) =>
            doses.length > 0 && (
              <Fragment key={testId}>
                <h3 className={className}>{t(title)}</h3>
                <ul className="list-unstyled" data-testid={testId}>
                  {doses.map(doseCard)}
                </ul>
              </Fragment>
            ),
        )}
      </section>
      {approving && <MedicineApproveDialog row={approving} onHide={() => setApproving(null)} />}
      {rejecting && <MedicineRejectDialog row={rejecting} onHide={() => setRejecting(null)} />}
      {notGiven && <NotGivenDialog slot={notGiven} onHide={() => setNotGiven(null)} />}
    </section>
  );
}

type TapChoice = { text: string; label: string; onClick: () => void };

/** A card's two thumb-sized answers: the green one that does it (the wider), then the red one that refuses. */
function TapChoices({ yes, no }: { yes: TapChoice & { icon: string; disabled?: boolean }; no: TapChoice }) {
  return (
    <div className="d-flex gap-2 mt-2">
      <Button
        variant="success"
        className="flex-grow-1"
        style={TAP}
        disabled={yes.disabled}
        onClick={yes.onClick}
        aria-label={yes.label}
      >
        <i className={`bi ${yes.icon} me-1`} aria-hidden="true" />
        {yes.text}
      </Button>
      <Button variant="outline-danger" style={TAP} onClick={no.onClick} aria-label={no.label}>
        {no.text}
      </Button>
    </div>
  );
}
