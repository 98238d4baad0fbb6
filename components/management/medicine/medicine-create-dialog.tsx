'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button, Form } from 'react-bootstrap';
import { DayControl, FormDialog, FormField } from '@/components/ui/form-dialog';
import { ListAlert } from '@/components/ui/list-screen';
import { showMessage } from '@/components/layout/site-footer';
import { ChildPicker } from '@/components/management/requests/child-picker';
import type { ChildRequestProps } from '@/components/management/requests/use-child-request';
import { ApiError } from '@/lib/api/client';
import { useCreateMedicine } from '@/lib/api/medicine';
import { useErrorText } from '@/lib/api/use-error-text';
import { blankMedicine as blank, MAX_MEDICINES, medicinesBody, type MedicineDraft as Medicine } from '@/lib/request-values';
import { dayText, schoolToday } from '@/lib/school-time';

const MAX_TIMES = 8;

/**
 * Staff record a medicine request a parent gave on paper: the child, the days, the medicines (name, dose, unit,
 * times of day, instructions) and a note, as the parents' form asks. It waits for approval like a parent's.
 */
export function MedicineCreateDialog({ onHide, onCreated }: ChildRequestProps) {
  const t = useTranslations('medicine');
  const errorText = useErrorText();
  const create = useCreateMedicine();
  const today = dayText(schoolToday());
  const [child, setChild] = useState('');
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [medicines, setMedicines] = useState<Medicine[]>([blank()]);
  const [note, setNote] = useState('');
  const [error, setError] = useState<unknown>(null);
  const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
  const change = (i: number, patch: Partial<Medicine>) =>
    setMedicines((all) => all.map((m, j) => (j === i ? { ...m, ...patch } : m)));

  const submit = async () => {
    setError(null);
    try {
      const created = await create.mutateAsync({
        student_id: child,
        from_date: from,
        to_date: to,
        medicines: medicinesBody(medicines),
        note: note.trim() || null,
      });
      showMessage(t('createdByStaff'), 'success');
      onHide();
      if (created.id) onCreated(created.id);
    } catch (e) {
      setError(e);
    }
  };

  const text = (
    key: string,
    label: string,
    value: string,
    set: (v: string) => void,
    className: string,
    opts: { max: number; required?: boolean; placeholder?: string },
  ) => (
    <FormField id={`medicine-${key}`} label={label} className={className} required={opts.required} error={fields[key]}>
      <Form.Control
        value={value}
        maxLength={opts.max}
        placeholder={opts.placeholder}
        aria-required={opts.required || undefined}
        isInvalid={!!fields[key]}
        onChange={(e) => set(e.target.value)}
      />
    </FormField>
  );

  return (
    <FormDialog
      onHide={onHide}
      title={t('createTitle')}
      submitLabel={t('createSubmit')}
      onSubmit={() => void submit()}
      submitting={create.isPending}
      testId="medicine-create"
    >
      <ListAlert text={error ? errorText(error) : null} />
      <p className="small text-body-secondary">{t('createHelp')}</p>
      <ChildPicker id="medicine" ns="medicine" error={fields.student_id} onChoose={(c) => setChild(c.id)} />
      <div className="row g-2 mb-3">
        {(
          [
            ['from_date', 'fields.fromDate', from, setFrom],
            ['to_date', 'fields.toDate', to, setTo],
          ] as const
        ).map(([key, label, value, set]) => (
          <FormField key={key} id={`medicine-${key}`} label={t(label)} className="col-6" required error={fields[key]}>
            <DayControl aria-required="true" isInvalid={!!fields[key]} value={value} onChange={(e) => set(e.target.value)} />
          </FormField>
        ))}
      </div>
      {medicines.map((m, i) => {
        const key = (f: string) => `medicines.${i}.${f}`;
        return (
          <fieldset key={i} className="border rounded p-2 mb-3" data-testid="medicine-create-item">
            <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-1">
              {t('medicineN', { n: i + 1 })}
              {medicines.length > 1 && (
                <Button
                  variant="link"
                  size="sm"
                  className="text-danger"
                  onClick={() => setMedicines((all) => all.filter((_, j) => j !== i))}
                >
                  {t('removeMedicine', { n: i + 1 })}
                </Button>
              )}
            </legend>
            <div className="row g-2">
              {text(key('name'), t('fields.medicineName'), m.name, (v) => change(i, { name: v }), 'col-12', { max: 200, required: true })}
              {text(key('dose'), t('fields.dose'), m.dose, (v) => change(i, { dose: v }), 'col-6', { max: 50, required: true })}
              {text(key('unit'), t('fields.unit'), m.unit, (v) => change(i, { unit: v }), 'col-6', { max: 30, required: true, placeholder: t('unitHint') })}
            </div>
            <fieldset className="my-2">
              <legend className="form-label fs-6 mb-1">{t('fields.times')}</legend>
              <div className="d-flex flex-wrap gap-2">
                {m.times.map((time, k) => (
                  <Form.Control
                    key={k}
                    type="time"
                    value={time}
                    style={{ width: '8rem' }}
                    aria-label={t('timeN', { n: k + 1, m: i + 1 })}
                    isInvalid={!!fields[key('times')]}
                    onChange={(e) => change(i, { times: m.times.map((x, j) => (j === k ? e.target.value : x)) })}
                  />
                ))}
                {m.times.length < MAX_TIMES && (
                  <Button variant="outline-secondary" onClick={() => change(i, { times: [...m.times, ''] })}>
                    <i className="bi bi-plus-lg me-1" aria-hidden="true" />
                    {t('addTime')}
                  </Button>
                )}
              </div>
              {fields[key('times')] && <div className="invalid-feedback d-block">{fields[key('times')]}</div>}
            </fieldset>
            {text(key('instructions'), t('fields.instructions'), m.instructions, (v) => change(i, { instructions: v }), '', { max: 500 })}
          </fieldset>
        );
      })}
      {fields.medicines && <div className="invalid-feedback d-block mb-2">{fields.medicines}</div>}
      {medicines.length < MAX_MEDICINES && (
        <Button variant="outline-primary" className="w-100 mb-3" onClick={() => setMedicines((all) => [...all, blank()])}>
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          {t('addMedicine')}
        </Button>
      )}
      <FormField id="medicine-note" label={t('fields.note')} error={fields.note}>
        <Form.Control as="textarea" rows={2} maxLength={1000} value={note} isInvalid={!!fields.note} onChange={(e) => setNote(e.target.value)} />
      </FormField>
    </FormDialog>
  );
}
