'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import type { MedicineRow } from '@/lib/schemas/medicine';
import { ParentFileInput, useParentUpload } from '../shared/parent-file-input';
import {
  CancelRequest,
  DoneNote,
  OlderButton,
  useOlderPages,
  type Done,
  type OnDone,
  RequestBadge,
  RequestHistory,
  useRangeText,
} from './request-bits';
import { DoseLog } from './dose-log';
import { MedicineForm, PHOTO_ACCEPT, PHOTO_MAX_BYTES } from './medicine-form';

type Child = { id: string; name: string };

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
  const older = useOlderPages('medicine-requests/get-list', child.id, rows, total);
  const t = useTranslations('parentMedicine');
  const tr = useTranslations('parentRequests');
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<Done>(null);
  const note: OnDone = (text, tone = 'success') => setDone({ text, tone });
  return (
    <div className="parent-req" data-testid="parent-medicine">
      <DoneNote done={done} />
      {open ? (
        <MedicineForm
          child={child}
          today={today}
          onClose={() => setOpen(false)}
          onSent={(text, tone) => {
            setOpen(false);
            note(text, tone);
          }}
        />
      ) : (
        <button
          type="button"
          className="btn btn-primary btn-lg w-100 mb-3 parent-tap"
          onClick={() => {
            setDone(null);
            setOpen(true);
          }}
          data-testid="medicine-new"
        >
          <i className="bi bi-capsule me-2" aria-hidden="true" />
          {t('new')}
        </button>
      )}
      <h2 className="parent-req-heading">{tr('sentList')}</h2>
      {older.all.length ? (
        <>
          <ul className="list-unstyled mb-3" data-testid="medicine-list">
            {older.all.map((row) => (
              <MedicineCard key={row.id} row={row} onDone={note} />
            ))}
          </ul>
          <OlderButton older={older} />
        </>
      ) : (
        <p className="text-body-secondary" data-testid="medicine-empty">
          {t('empty', { name: child.name })}
        </p>
      )}
    </div>
  );
}

function MedicineCard({ row, onDone }: { row: MedicineRow; onDone: OnDone }) {
  const t = useTranslations('parentMedicine');
  const tr = useTranslations('parentRequests');
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
              {t('doseLine', { dose: m.dose, unit: m.unit, times: m.times.join(', ') })}
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
