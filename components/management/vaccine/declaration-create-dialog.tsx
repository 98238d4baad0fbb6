'use client';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Alert, Form, Spinner } from 'react-bootstrap';
import { FormDialog, RequiredLabel } from '@/components/ui/form-dialog';
import { showMessage } from '@/components/layout/site-footer';
import { useFieldError } from '@/components/management/class/field-error';
import { ApiError } from '@/lib/api/client';
import { useErrorText } from '@/lib/api/use-error-text';
import { useChildOptions, type ChildOption } from '@/lib/api/absence';
import { useCreateDeclaration, useUploadDeclarationPhoto, useVaccineSchedule } from '@/lib/api/vaccine';
import {
  vaccineDeclarationCreateSchema,
  type VaccineDeclarationCreateInput,
  type VaccineDeclarationFormInput,
} from '@/lib/schemas/vaccine';
import { dayText, schoolToday } from '@/lib/school-time';
import { VACCINE_PHOTO_MAX_BYTES } from '@/lib/vaccine-values';

const ACCEPT = 'image/png,image/jpeg,image/webp';
const MB = VACCINE_PHOTO_MAX_BYTES / 1024 / 1024;

/** Staff copy a dose from a child's vaccination book: the child, the vaccine and dose, date, place, lot, a photo. */
export function DeclarationCreateDialog({ onHide, onCreated }: { onHide: () => void; onCreated: (id: string) => void }) {
  const t = useTranslations('vaccine');
  const errorText = useErrorText();
  const fieldError = useFieldError();
  const create = useCreateDeclaration();
  const attach = useUploadDeclarationPhoto();
  const schedule = (useVaccineSchedule().data ?? []).filter((v) => v.active);
  const [error, setError] = useState<string | null>(null);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const form = useForm<VaccineDeclarationFormInput, unknown, VaccineDeclarationCreateInput>({
    resolver: zodResolver(vaccineDeclarationCreateSchema),
    defaultValues: { student_id: '', vaccine_code: '', dose_number: 1, date: dayText(schoolToday()), place: '', lot: '', note: '' },
  });
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(searchText.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [searchText]);
  const children = useChildOptions(search);
  const [chosen, setChosen] = useState<ChildOption | null>(null);
  const found = search.length >= 2 ? (children.data?.data ?? []) : [];
  const options = chosen ? [chosen, ...found.filter((c) => c.id !== chosen.id)] : found;
  const code = useWatch({ control: form.control, name: 'vaccine_code' });
  const doses = schedule.find((v) => v.code === code)?.doses ?? [];

  const pickFile = (next: File | null) => {
    setFileError(null);
    if (next && next.size > VACCINE_PHOTO_MAX_BYTES) {
      setFileError(t('photoTooLarge', { mb: MB }));
      setFile(null);
      return;
    }
    setFile(next);
  };

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    if (fileError) return;
    let id: string;
    try {
      id = (await create.mutateAsync(values)).id!;
    } catch (e) {
      if (e instanceof ApiError && e.fields) {
        for (const [field, message] of Object.entries(e.fields))
          form.setError(field as keyof VaccineDeclarationFormInput, { message });
      }
      setError(errorText(e));
      return;
    }
    if (file) {
      try {
        await attach.mutateAsync({ id, file });
      } catch (e) {
        // The dose stands; only the photo is missing, and can be sent again from the detail.
        showMessage(t('photoFailed', { error: errorText(e) }), 'warning');
        onHide();
        onCreated(id);
        return;
      }
    }
    showMessage(t('created'), 'success');
    onHide();
    onCreated(id);
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      show
      onHide={onHide}
      title={t('createTitle')}
      submitLabel={t('createSubmit')}
      onSubmit={() => void submit()}
      submitting={create.isPending || attach.isPending}
      testId="vaccine-create"
    >
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      <p className="small text-body-secondary">{t('createHelp')}</p>
      <Form.Group className="mb-2" controlId="vaccine-child-search">
        <Form.Label>{t('childSearch')}</Form.Label>
        <Form.Control
          type="search"
          placeholder={t('childSearchPlaceholder')}
          value={searchText}
          autoComplete="off"
          onChange={(e) => setSearchText(e.target.value)}
        />
      </Form.Group>
      <fieldset className="mb-3" aria-describedby={errors.student_id ? 'vaccine-child-error' : undefined}>
        <legend className="form-label fs-6 mb-1">
          <RequiredLabel>{t('fields.student')}</RequiredLabel>
        </legend>
        {children.isFetching && <Spinner size="sm" aria-hidden="true" />}
        {search.length < 2 && <div className="small text-body-secondary">{t('childSearchHint')}</div>}
        {search.length >= 2 && !children.isFetching && found.length === 0 && (
          <div className="small text-body-secondary">{t('noChildFound')}</div>
        )}
        <div className="d-flex flex-column gap-1">
          {options.map((c) => (
            <Form.Check
              key={c.id}
              type="radio"
              id={`vaccine-child-${c.id}`}
              name="vaccine-student"
              value={c.id}
              label={`${c.full_name} · ${c.code}${c.class_name ? ` · ${c.class_name}` : ''}`}
              checked={chosen?.id === c.id}
              onChange={() => {
                setChosen(c);
                form.setValue('student_id', c.id, { shouldValidate: form.formState.isSubmitted });
              }}
            />
          ))}
        </div>
        {errors.student_id && (
          <div id="vaccine-child-error" className="small text-danger mt-1">
            {fieldError(errors.student_id.message)}
          </div>
        )}
      </fieldset>
      <div className="row g-2 mb-3">
        <Form.Group className="col-12 col-sm-8" controlId="vaccine-vaccine_code">
          <Form.Label>
            <RequiredLabel>{t('fields.vaccine')}</RequiredLabel>
          </Form.Label>
          <Form.Select aria-required="true" isInvalid={!!errors.vaccine_code} {...form.register('vaccine_code')}>
            <option value="">{t('chooseVaccine')}</option>
            {schedule.map((v) => (
              <option key={v.code} value={v.code}>
                {v.name}
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid">{fieldError(errors.vaccine_code?.message)}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="col-12 col-sm-4" controlId="vaccine-dose_number">
          <Form.Label>
            <RequiredLabel>{t('fields.dose')}</RequiredLabel>
          </Form.Label>
          <Form.Select aria-required="true" isInvalid={!!errors.dose_number} {...form.register('dose_number')}>
            {(doses.length ? doses : [{ dose_number: 1 }]).map((d) => (
              <option key={d.dose_number} value={d.dose_number}>
                {d.dose_number}
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid">{fieldError(errors.dose_number?.message)}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="col-12 col-sm-6" controlId="vaccine-date">
          <Form.Label>
            <RequiredLabel>{t('fields.date')}</RequiredLabel>
          </Form.Label>
          <Form.Control placeholder="dd/MM/yyyy" inputMode="numeric" maxLength={10} aria-required="true" isInvalid={!!errors.date} {...form.register('date')} />
          <Form.Control.Feedback type="invalid">{fieldError(errors.date?.message)}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="col-12 col-sm-6" controlId="vaccine-lot">
          <Form.Label>{t('fields.lot')}</Form.Label>
          <Form.Control maxLength={50} isInvalid={!!errors.lot} {...form.register('lot')} />
        </Form.Group>
        <Form.Group className="col-12" controlId="vaccine-place">
          <Form.Label>{t('fields.place')}</Form.Label>
          <Form.Control maxLength={200} isInvalid={!!errors.place} {...form.register('place')} />
        </Form.Group>
        <Form.Group className="col-12" controlId="vaccine-note">
          <Form.Label>{t('fields.note')}</Form.Label>
          <Form.Control as="textarea" rows={2} maxLength={500} {...form.register('note')} />
        </Form.Group>
      </div>
      <Form.Group controlId="vaccine-photo">
        <Form.Label>{t('fields.photoOptional')}</Form.Label>
        <Form.Control
          type="file"
          accept={ACCEPT}
          isInvalid={!!fileError}
          onChange={(e) => pickFile((e.target as HTMLInputElement).files?.[0] ?? null)}
        />
        <Form.Text>{t('photoHelp', { mb: MB })}</Form.Text>
        <Form.Control.Feedback type="invalid">{fileError}</Form.Control.Feedback>
      </Form.Group>
    </FormDialog>
  );
}
