'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { MOODS, PORTIONS } from '@/lib/contact-book-values';
import { downloadFile } from '@/lib/api/download';
import { upload } from '@/lib/api/client';
import { useErrorText } from '@/lib/api/use-error-text';
import type { ClassDayRow } from '@/lib/schemas/contact-book';
import type { Change } from './use-save-queue';
import styles from './contact-book.module.css';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A row of choices, one tap each: the chosen one pressed. */
function Choices<V extends string>(props: {
  legend: string;
  values: readonly V[];
  value: V;
  label: (v: V) => string;
  disabled: boolean;
  onPick: (v: V) => void;
  testId: string;
}) {
  return (
    <div className={styles.line}>
      <span className={styles.legend} aria-hidden="true">
        {props.legend}
      </span>
      <div className={`btn-group ${styles.choices}`} role="group" aria-label={props.legend} data-testid={props.testId}>
        {props.values.map((v) => (
          <button
            key={v}
            type="button"
            className={`btn btn-sm ${v === props.value ? 'btn-primary' : 'btn-outline-secondary'}`}
            aria-pressed={v === props.value}
            disabled={props.disabled}
            onClick={() => v !== props.value && props.onPick(v)}
            data-value={v}
          >
            {props.label(v)}
          </button>
        ))}
      </div>
    </div>
  );
}

/**
 * One child's book on the class screen: meals and mood one tap each, the nap (or "did not sleep"), and behind "more
 * notes" toilet times, the child's own activity line, the teacher's comment and the month's print. Each change is
 * handed to the save queue as the fields that changed.
 */
export function ChildCard(props: {
  row: ClassDayRow;
  date: string;
  sent: boolean;
  can: { update: boolean; export: boolean };
  onChange: (c: Change) => void;
}) {
  const { row, can } = props;
  const t = useTranslations('contactBook');
  const errorText = useErrorText();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [photos, setPhotos] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const change = (c: Omit<Change, 'student_id'>) => props.onChange({ student_id: row.student_id, ...c });
  const ro = !can.update;
  const text = (value: string | null, key: 'activities' | 'comment') => ({
    defaultValue: value ?? '',
    disabled: ro,
    onBlur: (e: React.FocusEvent<HTMLTextAreaElement>) => {
      const next = e.target.value.trim() || null;
      if (next !== (value ?? null)) change({ [key]: next });
    },
  });
  const month = props.date.slice(0, 7);
  const file = (path: string, name: string) => {
    setFileError(null);
    downloadFile(`/webadmin/ContactBook/${path}`, { student_id: row.student_id, month }, name).catch((e: unknown) => setFileError(errorText(e)));
  };
  return (
    <li className={styles.card} data-testid="cb-child" data-student={row.student_id}>
      <h2 className="h6 mb-2 d-flex align-items-center gap-2">
        <span>{row.student_name}</span>
        {row.edited_at && <span className="badge text-bg-info">{t('edited')}</span>}
      </h2>
      {row.meals.map((m) => (
        <Choices
          key={m.meal}
          legend={m.name}
          values={PORTIONS}
          value={m.portion}
          label={(v) => t(`portions.${v}`)}
          disabled={ro}
          onPick={(portion) => change({ meals: [{ meal: m.meal, portion }] })}
          testId={`cb-meal-${m.meal}`}
        />
      ))}
      <Choices
        legend={t('mood')}
        values={MOODS}
        value={row.mood}
        label={(v) => t(`moods.${v}`)}
        disabled={ro}
        onPick={(mood) => change({ mood })}
        testId="cb-mood"
      />
      <div className={styles.line} role="group" aria-label={t('nap')}>
        <span className={styles.legend} aria-hidden="true">
          {t('nap')}
        </span>
        <div className={styles.nap}>
          {row.nap ? (
            <>
              <label className="visually-hidden" htmlFor={`${id}-from`}>
                {t('napFrom')}
              </label>
              <input
                id={`${id}-from`}
                type="time"
                className="form-control form-control-sm"
                defaultValue={row.nap.from}
                key={`f${row.nap.from}`}
                disabled={ro}
                onBlur={(e) => TIME.test(e.target.value) && e.target.value !== row.nap!.from && change({ nap: { from: e.target.value, to: row.nap!.to } })}
              />
              <span aria-hidden="true">–</span>
              <label className="visually-hidden" htmlFor={`${id}-to`}>
                {t('napTo')}
              </label>
              <input
                id={`${id}-to`}
                type="time"
                className="form-control form-control-sm"
                defaultValue={row.nap.to}
                key={`t${row.nap.to}`}
                disabled={ro}
                onBlur={(e) => TIME.test(e.target.value) && e.target.value !== row.nap!.to && change({ nap: { from: row.nap!.from, to: e.target.value } })}
              />
              <button type="button" className="btn btn-sm btn-outline-secondary" disabled={ro} onClick={() => change({ nap: null })} data-testid="cb-no-nap">
                {t('noNap')}
              </button>
            </>
          ) : (
            <>
              <span className="small fw-semibold">{t('noNap')}</span>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                disabled={ro}
                onClick={() => change({ nap: { from: '12:00', to: '14:00' } })}
                data-testid="cb-slept"
              >
                {t('slept')}
              </button>
            </>
          )}
        </div>
      </div>
      <button
        type="button"
        className="btn btn-link btn-sm px-0"
        aria-expanded={open}
        aria-controls={`${id}-more`}
        onClick={() => setOpen((o) => !o)}
        data-testid="cb-more"
      >
        <i className={`bi ${open ? 'bi-chevron-up' : 'bi-chevron-down'} me-1`} aria-hidden="true" />
        {t('details')}
        {(row.comment || row.activities || row.toilet.length > 0) && <span className="ms-1">•</span>}
      </button>
      {open && (
        <div id={`${id}-more`} className="mt-2 d-grid gap-2">
          <div>
            <label className="form-label small mb-1" htmlFor={`${id}-toilet`}>
              {t('toilet')}
            </label>
            <input
              id={`${id}-toilet`}
              className="form-control form-control-sm"
              defaultValue={row.toilet.join(', ')}
              placeholder="09:30, 14:15"
              aria-describedby={`${id}-toilet-hint`}
              disabled={ro}
              onBlur={(e) => {
                const times = e.target.value.split(/[,\s]+/).filter(Boolean);
                if (times.every((x) => TIME.test(x)) && times.join() !== row.toilet.join()) change({ toilet: times });
              }}
              data-testid="cb-toilet"
            />
            <div id={`${id}-toilet-hint`} className="form-text">
              {t('toiletHint')}
            </div>
          </div>
          <div>
            <label className="form-label small mb-1" htmlFor={`${id}-act`}>
              {t('childActivities')}
            </label>
            <textarea id={`${id}-act`} className="form-control form-control-sm" rows={2} maxLength={500} {...text(row.activities, 'activities')} />
          </div>
          <div>
            <label className="form-label small mb-1" htmlFor={`${id}-comment`}>
              {t('comment')}
            </label>
            <textarea
              id={`${id}-comment`}
              className="form-control form-control-sm"
              rows={2}
              maxLength={1000}
              {...text(row.comment, 'comment')}
              data-testid="cb-comment"
            />
          </div>
          {can.update && (
            <div>
              <label className="form-label small mb-1" htmlFor={`${id}-photo`}>
                {t('addPhoto')}
                {photos !== null && <span className="ms-2 text-body-secondary">{t('photos', { count: photos })}</span>}
              </label>
              <input
                id={`${id}-photo`}
                type="file"
                accept="image/*"
                className="form-control form-control-sm"
                disabled={uploading}
                onChange={(e) => {
                  const chosen = e.target.files?.[0];
                  if (!chosen) return;
                  const form = new FormData();
                  form.append('file', chosen);
                  setUploading(true);
                  setFileError(null);
                  upload('post', `/webadmin/ContactBook/upload-photo/${row.student_id}?date=${props.date}`, form)
                    .then(() => setPhotos((n) => (n ?? 0) + 1))
                    .catch((err: unknown) => setFileError(errorText(err)))
                    .finally(() => {
                      setUploading(false);
                      e.target.value = '';
                    });
                }}
              />
            </div>
          )}
          <div className="d-flex flex-wrap gap-2 small">
            <span className="text-body-secondary">{t('month')}:</span>
            <button type="button" className="btn btn-link btn-sm p-0" onClick={() => file('print-month', `${row.student_name}.pdf`)}>
              {t('printMonth')}
            </button>
            {can.export && (
              <button type="button" className="btn btn-link btn-sm p-0" onClick={() => file('export-month', `${row.student_name}.xlsx`)}>
                {t('exportMonth')}
              </button>
            )}
          </div>
          {fileError && <div className="text-danger small">{fileError}</div>}
        </div>
      )}
    </li>
  );
}
