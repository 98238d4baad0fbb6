'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button, Form } from 'react-bootstrap';
import { FormDialog, RequiredLabel } from '@/components/ui/form-dialog';
import { showMessage } from '@/components/layout/site-footer';
import { ApiError } from '@/lib/api/client';
import { useErrorText } from '@/lib/api/use-error-text';
import { useSaveVaccine, type VaccineRow } from '@/lib/api/vaccine';
import { MAX_DOSES, VACCINE_CODE } from '@/lib/vaccine-values';
import { ListAlert } from '@/components/ui/list-screen';

type Dose = { age_months: string; age_days: string };

/** Add or edit a vaccine: code (fixed once made), names in both languages, in use or not, its doses' ages. */
export function VaccineFormDialog({ vaccine, national, onHide }: { vaccine: VaccineRow | null; national: boolean; onHide: () => void }) {
  const t = useTranslations('vaccine');
  const tf = useTranslations('vaccine.vaccineForm');
  const te = useTranslations();
  const errorText = useErrorText();
  const save = useSaveVaccine();
  const [code, setCode] = useState(vaccine?.code ?? '');
  const [nameVi, setNameVi] = useState(vaccine?.name_vi ?? '');
  const [nameEn, setNameEn] = useState(vaccine?.name_en ?? '');
  const [active, setActive] = useState(vaccine?.active ?? true);
  const [doses, setDoses] = useState<Dose[]>(
    vaccine?.doses.map((d) => ({ age_months: String(d.age_months), age_days: String(d.age_days) })) ?? [{ age_months: '', age_days: '0' }],
  );
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const setDose = (i: number, key: keyof Dose, value: string) => setDoses((all) => all.map((d, j) => (j === i ? { ...d, [key]: value } : d)));
  const whole = (v: string, max: number) => /^\d{1,3}$/.test(v.trim()) && Number(v) <= max;

  const submit = async () => {
    setError(null);
    const bad: Record<string, string> = {};
    if (!vaccine && !VACCINE_CODE.test(code.trim().toUpperCase())) bad.code = te('errors.vaccine_code_format');
    if (!nameVi.trim()) bad.name_vi = te('errors.required');
    if (!nameEn.trim()) bad.name_en = te('errors.required');
    doses.forEach((d, i) => {
      if (!whole(d.age_months, 216)) bad[`doses.${i}.age_months`] = te('errors.validation');
      if (!whole(d.age_days || '0', 365)) bad[`doses.${i}.age_days`] = te('errors.validation');
    });
    setInvalid(bad);
    if (Object.keys(bad).length) return;
    try {
      const result = await save.mutateAsync({
        id: vaccine?.id,
        ...(!vaccine && { code: code.trim().toUpperCase(), national }),
        name_vi: nameVi.trim(),
        name_en: nameEn.trim(),
        active,
        doses: doses.map((d) => ({ age_months: Number(d.age_months), age_days: Number(d.age_days || 0) })),
      });
      showMessage(result.text ?? t('vaccineSaved'), 'success');
      onHide();
    } catch (e) {
      if (e instanceof ApiError && e.fields) setInvalid(e.fields);
      setError(errorText(e));
    }
  };

  const field = (id: string, label: string, value: string, set: (v: string) => void, key: string, required = true, extra = {}) => (
    <Form.Group className="mb-2" controlId={id}>
      <Form.Label>{required ? <RequiredLabel>{label}</RequiredLabel> : label}</Form.Label>
      <Form.Control value={value} isInvalid={!!invalid[key]} aria-required={required} onChange={(e) => set(e.target.value)} {...extra} />
      <Form.Control.Feedback type="invalid">{invalid[key]}</Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <FormDialog
      onHide={onHide}
      title={vaccine ? tf('editTitle', { code: vaccine.code }) : national ? t('addNational') : t('addVaccine')}
      submitLabel={tf('save')}
      onSubmit={() => void submit()}
      submitting={save.isPending}
      testId="vaccine-form"
    >
      <ListAlert text={error} />
      {!vaccine && field('vaccine-form-code', tf('code'), code, setCode, 'code', true, { maxLength: 20, autoCapitalize: 'characters' })}
      {field('vaccine-form-name-vi', tf('nameVi'), nameVi, setNameVi, 'name_vi', true, { maxLength: 120 })}
      {field('vaccine-form-name-en', tf('nameEn'), nameEn, setNameEn, 'name_en', true, { maxLength: 120 })}
      <Form.Check className="my-3" type="switch" id="vaccine-form-active" label={tf('active')} checked={active} onChange={(e) => setActive(e.target.checked)} />
      <fieldset>
        <legend className="form-label fs-6">{tf('doses')}</legend>
        {doses.map((d, i) => (
          <div key={i} className="row g-2 align-items-end mb-2">
            <div className="col-12 fw-semibold small">{tf('doseN', { n: i + 1 })}</div>
            <Form.Group className="col-5" controlId={`vaccine-form-dose-${i}-months`}>
              <Form.Label className="small">{tf('months')}</Form.Label>
              <Form.Control inputMode="numeric" value={d.age_months} isInvalid={!!invalid[`doses.${i}.age_months`]} onChange={(e) => setDose(i, 'age_months', e.target.value)} />
            </Form.Group>
            <Form.Group className="col-4" controlId={`vaccine-form-dose-${i}-days`}>
              <Form.Label className="small">{tf('days')}</Form.Label>
              <Form.Control inputMode="numeric" value={d.age_days} isInvalid={!!invalid[`doses.${i}.age_days`]} onChange={(e) => setDose(i, 'age_days', e.target.value)} />
            </Form.Group>
            <div className="col-3">
              {doses.length > 1 && i === doses.length - 1 && (
                <Button
                  variant="outline-danger"
                  style={{ minWidth: 44, minHeight: 44 }}
                  aria-label={tf('removeDose', { n: i + 1 })}
                  onClick={() => setDoses((all) => all.slice(0, -1))}
                >
                  <i className="bi bi-trash" aria-hidden="true" />
                </Button>
              )}
            </div>
          </div>
        ))}
        {doses.length < MAX_DOSES && (
          <Button variant="outline-secondary" style={{ minHeight: 44 }} onClick={() => setDoses((all) => [...all, { age_months: '', age_days: '0' }])}>
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {tf('addDose')}
          </Button>
        )}
      </fieldset>
    </FormDialog>
  );
}
