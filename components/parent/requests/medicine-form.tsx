'use client';
import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { parentMutate } from '@/lib/api/parent-client';
import { useErrorText } from '@/lib/api/use-error-text';
import { useRouter } from '@/lib/i18n/navigation';
import { blankMedicine as blank, MAX_MEDICINES, MAX_REQUEST_PHOTO_BYTES, medicinesBody, type MedicineDraft as Medicine } from '@/lib/request-values';
import { ParentFileInput, useParentUpload } from '../shared/parent-file-input';
import { FormError, fieldError, type Tone } from './request-bits';
import { RequestFormActions } from './request-screen';

/** A photo of the medicine or the prescription: any image (the phone offers its camera), at most 8 MB as sent. */
export const PHOTO_ACCEPT = 'image/*';
export const PHOTO_MAX_BYTES = MAX_REQUEST_PHOTO_BYTES;
const MAX_TIMES = 8;


/** A new medicine request: the days, one or more medicines (name, dose, unit, times of day), a note and a photo. */
export function MedicineForm({
  child,
  today,
  onClose,
  onSent,
}: {
  child: { id: string; name: string };
  today: string;
  onClose: () => void;
  onSent: (text: string, tone: Tone) => void;
}) {
  const t = useTranslations('parentMedicine');
  const tr = useTranslations('parentRequests');
  const errorText = useErrorText();
  const router = useRouter();
  const id = useId();
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [medicines, setMedicines] = useState<Medicine[]>([blank()]);
  const [note, setNote] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const photo = useParentUpload();

  const change = (i: number, patch: Partial<Medicine>) =>
    setMedicines((all) => all.map((m, j) => (j === i ? { ...m, ...patch } : m)));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const created = await parentMutate('post', 'medicine-requests/create', {
        student_id: child.id,
        from_date: from,
        to_date: to,
        medicines: medicinesBody(medicines),
        note: note.trim() || null,
      });
      const refused =
        file && created.id ? await photo.upload(`medicine-requests/upload-photo/${created.id}`, file) : null;
      router.refresh();
      // The request is saved even when its file was refused: say so; its card offers to attach another.
      if (refused) onSent(tr('fileFailed', { error: refused }), 'warning');
      else onSent(t('created'), 'success');
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  }

  const invalid = (field: string) => fieldError(error, field);
  const feedback = (field: string) =>
    invalid(field) && (
      <div id={`${id}-${field}-error`} className="invalid-feedback d-block">
        {invalid(field)}
      </div>
    );
  const inputProps = (field: string) => ({
    className: `form-control form-control-lg${invalid(field) ? ' is-invalid' : ''}`,
    'aria-describedby': invalid(field) ? `${id}-${field}-error` : undefined,
    'aria-invalid': invalid(field) ? true : undefined,
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="parent-card parent-req-form"
      data-testid="medicine-form"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="parent-req-heading">
        {t('formTitle', { name: child.name })}
      </h2>
      <div className="parent-req-dates">
        <div className="mb-3">
          <label htmlFor={`${id}-from`} className="form-label">
            {tr('from')}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            {...inputProps('from_date')}
          />
          {feedback('from_date')}
        </div>
        <div className="mb-3">
          <label htmlFor={`${id}-to`} className="form-label">
            {tr('to')}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            {...inputProps('to_date')}
          />
          {feedback('to_date')}
        </div>
      </div>

      {medicines.map((m, i) => {
        const n = i + 1;
        const key = (field: string) => `medicines.${i}.${field}`;
        const fid = (field: string) => `${id}-m${i}-${field}`;
        return (
          <fieldset key={i} className="parent-med-item" data-testid="medicine-item">
            <legend className="parent-med-legend">
              <span>{t('medicine', { n })}</span>
              {medicines.length > 1 && (
                <button
                  type="button"
                  className="btn btn-link btn-sm text-danger parent-tap"
                  onClick={() => setMedicines((all) => all.filter((_, j) => j !== i))}
                >
                  {t('removeMedicine', { n })}
                </button>
              )}
            </legend>
            <div className="mb-3">
              <label htmlFor={fid('name')} className="form-label">
                {t('name')}
              </label>
              <input
                id={fid('name')}
                value={m.name}
                maxLength={200}
                onChange={(e) => change(i, { name: e.target.value })}
                {...inputProps(key('name'))}
              />
              {feedback(key('name'))}
            </div>
            <div className="parent-med-dose">
              <div className="mb-3">
                <label htmlFor={fid('dose')} className="form-label">
                  {t('dose')}
                </label>
                <input
                  id={fid('dose')}
                  value={m.dose}
                  inputMode="decimal"
                  maxLength={50}
                  onChange={(e) => change(i, { dose: e.target.value })}
                  {...inputProps(key('dose'))}
                />
                {feedback(key('dose'))}
              </div>
              <div className="mb-3">
                <label htmlFor={fid('unit')} className="form-label">
                  {t('unit')}
                </label>
                <input
                  id={fid('unit')}
                  value={m.unit}
                  maxLength={30}
                  placeholder={t('unitHint')}
                  onChange={(e) => change(i, { unit: e.target.value })}
                  {...inputProps(key('unit'))}
                />
                {feedback(key('unit'))}
              </div>
            </div>
            <fieldset className="mb-3">
              <legend className="form-label fs-6 mb-2">{t('times')}</legend>
              {m.times.map((time, k) => (
                <div key={k} className="parent-med-time">
                  <input
                    type="time"
                    value={time}
                    aria-label={t('time', { n: k + 1, m: n })}
                    onChange={(e) => change(i, { times: m.times.map((x, j) => (j === k ? e.target.value : x)) })}
                    {...inputProps(key('times'))}
                  />
                  {m.times.length > 1 && (
                    <button
                      type="button"
                      className="btn btn-outline-secondary parent-tap"
                      aria-label={t('removeTime', { n: k + 1, m: n })}
                      onClick={() => change(i, { times: m.times.filter((_, j) => j !== k) })}
                    >
                      <i className="bi bi-x-lg" aria-hidden="true" />
                    </button>
                  )}
                </div>
              ))}
              {feedback(key('times'))}
              {m.times.length < MAX_TIMES && (
                <button
                  type="button"
                  className="btn btn-link px-0 parent-tap"
                  onClick={() => change(i, { times: [...m.times, ''] })}
                >
                  <i className="bi bi-plus-lg me-1" aria-hidden="true" />
                  {t('addTime')}
                </button>
              )}
            </fieldset>
            <div className="mb-3">
              <label htmlFor={fid('instructions')} className="form-label">
                {t('instructions')}
              </label>
              <input
                id={fid('instructions')}
                value={m.instructions}
                maxLength={500}
                onChange={(e) => change(i, { instructions: e.target.value })}
                {...inputProps(key('instructions'))}
              />
              {feedback(key('instructions'))}
            </div>
          </fieldset>
        );
      })}
      {feedback('medicines')}
      {medicines.length < MAX_MEDICINES && (
        <button
          type="button"
          className="btn btn-outline-primary w-100 mb-3 parent-tap"
          onClick={() => setMedicines((all) => [...all, blank()])}
        >
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          {t('addMedicine')}
        </button>
      )}

      <div className="mb-3">
        <label htmlFor={`${id}-note`} className="form-label">
          {t('note')}
        </label>
        <textarea
          id={`${id}-note`}
          rows={2}
          maxLength={1000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          {...inputProps('note')}
        />
        {feedback('note')}
      </div>
      <ParentFileInput
        label={t('photo')}
        hint={t('photoHint')}
        accept={PHOTO_ACCEPT}
        maxBytes={PHOTO_MAX_BYTES}
        file={file}
        onChange={setFile}
        progress={photo.progress}
        error={null}
        disabled={busy}
        testId="medicine-file"
      />
      <FormError text={error ? errorText(error) : null} testId="medicine-form-error" />
      <RequestFormActions busy={busy} onClose={onClose} />
    </form>
  );
}
