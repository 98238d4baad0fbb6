'use client';
import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { ApiError, parentMutate, parentUpload } from '@/lib/api/parent-client';
import { useErrorText } from '@/lib/api/use-error-text';
import type { VaccineRow } from '@/lib/schemas/vaccine';
import { PhotoField } from './photo-field';

type Field = 'vaccine_code' | 'dose_number' | 'date' | 'place' | 'lot' | 'note';
export type DosePick = { code: string; dose: number };

/**
 * The parent declares a dose from the vaccination book (POST /api/app/vaccines/create), with a photo of its page
 * (POST /api/app/vaccines/upload-photo/{id}, sent once the declaration exists); it waits for the school to verify.
 */
export function VaccineDeclare({
  studentId,
  childName,
  schedule,
  pick,
  onClose,
  onSent,
}: {
  studentId: string;
  childName: string;
  schedule: VaccineRow[];
  /** The dose chosen from the schedule, if any. */
  pick: DosePick | null;
  onClose: () => void;
  onSent: (message: string, failed: boolean) => void;
}) {
  const t = useTranslations('parentVaccines.declare');
  const errorText = useErrorText();
  const router = useRouter();
  const id = useId();
  const [code, setCode] = useState(pick?.code ?? '');
  const [dose, setDose] = useState(String(pick?.dose ?? 1));
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Partial<Record<Field, string>>>({});
  const vaccine = schedule.find((v) => v.code === code);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: Field) => String(form.get(name) ?? '').trim();
    setBusy(true);
    setError(null);
    setFields({});
    let created: string | null = null;
    try {
      const result = await parentMutate('post', 'vaccines/create', {
        student_id: studentId,
        vaccine_code: code,
        dose_number: Number(dose),
        date: value('date'),
        place: value('place'),
        lot: value('lot'),
        note: value('note'),
      });
      created = result.id;
      if (file && created) {
        setProgress(0);
        await parentUpload(`vaccines/upload-photo/${created}`, file, setProgress);
      }
      onSent(t('sent'), false);
      router.refresh();
    } catch (e) {
      if (created) {
        // The declaration is saved; only its photo failed: say so, and let the list offer the photo again.
        onSent(t('photoFailed', { error: errorText(e) }), true);
        router.refresh();
        return;
      }
      setError(errorText(e));
      if (e instanceof ApiError && e.fields) setFields(e.fields as Partial<Record<Field, string>>);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  }

  const invalid = (name: Field) => (fields[name] ? ' is-invalid' : '');
  const feedback = (name: Field) =>
    fields[name] && (
      <div id={`${id}-${name}-error`} className="invalid-feedback">
        {fields[name]}
      </div>
    );
  const described = (name: Field) => (fields[name] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {});

  return (
    <form className="parent-card" onSubmit={submit} noValidate data-testid="vaccine-declare-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h6">
        {t('title', { name: childName })}
      </h2>
      <p className="small text-body-secondary">{t('hint')}</p>
      {error && (
        <div className="alert alert-danger py-2" role="alert" data-testid="vaccine-declare-error">
          {error}
        </div>
      )}
      <div className="mb-2">
        <label htmlFor={`${id}-vaccine`} className="form-label">
          {t('vaccine')}
        </label>
        <select
          id={`${id}-vaccine`}
          name="vaccine_code"
          className={`form-select${invalid('vaccine_code')}`}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setDose('1');
          }}
          {...described('vaccine_code')}
        >
          <option value="">{t('choose')}</option>
          {schedule.map((v) => (
            <option key={v.code} value={v.code}>
              {v.name}
            </option>
          ))}
        </select>
        {feedback('vaccine_code')}
      </div>
      <div className="row g-2 mb-2">
        <div className="col-5">
          <label htmlFor={`${id}-dose`} className="form-label">
            {t('dose')}
          </label>
          <select
            id={`${id}-dose`}
            name="dose_number"
            className={`form-select${invalid('dose_number')}`}
            value={dose}
            onChange={(event) => setDose(event.target.value)}
            {...described('dose_number')}
          >
            {(vaccine?.doses ?? [{ dose_number: 1 }]).map((d) => (
              <option key={d.dose_number} value={d.dose_number}>
                {t('doseOption', { dose: d.dose_number })}
              </option>
            ))}
          </select>
          {feedback('dose_number')}
        </div>
        <div className="col-7">
          <label htmlFor={`${id}-date`} className="form-label">
            {t('date')}
          </label>
          <input
            id={`${id}-date`}
            name="date"
            className={`form-control${invalid('date')}`}
            placeholder={t('datePlaceholder')}
            inputMode="numeric"
            maxLength={10}
            autoComplete="off"
            {...described('date')}
          />
          {feedback('date')}
        </div>
      </div>
      <div className="row g-2 mb-2">
        <div className="col-7">
          <label htmlFor={`${id}-place`} className="form-label">
            {t('place')}
          </label>
          <input id={`${id}-place`} name="place" className={`form-control${invalid('place')}`} maxLength={200} {...described('place')} />
          {feedback('place')}
        </div>
        <div className="col-5">
          <label htmlFor={`${id}-lot`} className="form-label">
            {t('lot')}
          </label>
          <input id={`${id}-lot`} name="lot" className={`form-control${invalid('lot')}`} maxLength={50} autoComplete="off" {...described('lot')} />
          {feedback('lot')}
        </div>
      </div>
      <div className="mb-2">
        <label htmlFor={`${id}-note`} className="form-label">
          {t('note')}
        </label>
        <textarea id={`${id}-note`} name="note" rows={2} className={`form-control${invalid('note')}`} maxLength={500} {...described('note')} />
        {feedback('note')}
      </div>
      <div className="mb-3">
        <PhotoField file={file} onChange={setFile} progress={progress} disabled={busy} />
      </div>
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary flex-grow-1" disabled={busy}>
          {busy ? (progress !== null ? t('uploading') : t('sending')) : t('submit')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={busy}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
