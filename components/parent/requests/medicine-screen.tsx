'use client';
import { useLocale, useTranslations } from 'next-intl';
import { decimalText } from '@/lib/format';
import { useRouter } from '@/lib/i18n/navigation';
import type { MedicineRow } from '@/lib/schemas/medicine';
import { ParentFileInput, useParentUpload } from '../shared/parent-file-input';
import { CancelRequest, type OnDone, RequestBadge, RequestHistory, useRangeText } from './request-bits';
import { RequestScreen, type RequestChild } from './request-screen';
import { DoseLog } from './dose-log';
import { MedicineForm, PHOTO_ACCEPT, PHOTO_MAX_BYTES } from './medicine-form';

type Child = RequestChild;

/** The request's photo, from the parents' API (the session cookie goes with it). */
const photoUrl = (id: string) => `/api/app/medicine-requests/photo?id=${id}`;

/**
 * /parent/medicine: the child's medicine requests, newest first — the medicines with their doses and times, the
 * photo, the state and the decision, and each dose's log (given at, by whom; not given with the reason; due); a
 * form for a new request; cancel while it waits.
 */
export function MedicineScreen({
  child,
  rows,
  total,
  today,
}: {
  child: Child;
  rows: MedicineRow[];
  total: number;
  today: string;
}) {
  const t = useTranslations('parentMedicine');
  return (
    <RequestScreen
      kind="medicine"
      testId="parent-medicine"
      listPath="medicine-requests/get-list"
      child={child}
      rows={rows}
      total={total}
      icon="bi-capsule"
      newText={t('new')}
      emptyText={t('empty', { name: child.name })}
      form={(props) => <MedicineForm child={child} today={today} {...props} />}
      card={(row, onDone) => <MedicineCard key={row.id} row={row} onDone={onDone} />}
    />
  );
}

function MedicineCard({ row, onDone }: { row: MedicineRow; onDone: OnDone }) {
  const t = useTranslations('parentMedicine');
  const tr = useTranslations('parentRequests');
  const locale = useLocale();
  const range = useRangeText()(row.from_date, row.to_date);
  const router = useRouter();
  const photo = useParentUpload();
  return (
    <li className="parent-card parent-req-card" data-testid="medicine-card" data-status={row.status}>
      <div className="parent-req-top">
        <div className="min-w-0 fw-semibold">{range}</div>
        <RequestBadge status={row.status} />
      </div>
      <ul className="parent-med-list">
        {row.medicines.map((m, i) => (
          <li key={i}>
            <span className="fw-semibold">{m.name}</span>
            <span className="d-block small">
              {t('doseLine', { dose: decimalText(m.dose, locale), unit: m.unit, times: m.times.join(', ') })}
            </span>
            {m.instructions && <span className="d-block small text-body-secondary">{m.instructions}</span>}
          </li>
        ))}
      </ul>
      {row.note && <p className="parent-req-reason">{row.note}</p>}
      {row.has_photo && (
        <a href={photoUrl(row.id)} target="_blank" rel="noopener" className="parent-med-photo-link">
          {/* eslint-disable-next-line @next/next/no-img-element -- the family's own photo, served by the parents' API to its cookie */}
          <img
            className="parent-med-photo"
            src={photoUrl(row.id)}
            alt={t('photoAlt', { range })}
            loading="lazy"
            data-testid="medicine-photo"
          />
        </a>
      )}
      <RequestHistory row={row} rejectReason={row.reason} />
      {row.status === 'approved' && <DoseLog doses={row.doses} />}
      {row.status === 'pending' && (
        <div className="parent-req-actions">
          {!row.has_photo && (
            <ParentFileInput
              variant="button"
              label={t('addPhotoLabel', { range })}
              buttonText={t('addPhoto')}
              accept={PHOTO_ACCEPT}
              maxBytes={PHOTO_MAX_BYTES}
              onChange={async (file) => {
                if (file && !(await photo.upload(`medicine-requests/upload-photo/${row.id}`, file))) {
                  onDone(t('photoSaved'));
                  router.refresh();
                }
              }}
              progress={photo.progress}
              error={photo.error}
              testId="medicine-attach"
            />
          )}
          <CancelRequest
            id={row.id}
            path="medicine-requests/cancel"
            label={tr('cancelLabel', { range })}
            onDone={onDone}
          />
        </div>
      )}
    </li>
  );
}
