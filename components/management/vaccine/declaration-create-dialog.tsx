'use client';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Form } from 'react-bootstrap';
import { Choices, DayControl, FormField } from '@/components/ui/form-dialog';
import { useFileChoice, useSaveWithFile } from '@/components/ui/file-field';
import { setFieldErrors, useFieldError } from '@/components/management/class/field-error';
import { ChildRequestDialog } from '@/components/management/requests/child-request-dialog';
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
export function DeclarationCreateDialog({
  onHide,
  onCreated,
}: {
  onHide: () => void;
  onCreated: (id: string) => void;
}) {
  const t = useTranslations('vaccine');
  const fieldError = useFieldError();
  const create = useCreateDeclaration();
  const attach = useUploadDeclarationPhoto();
  const schedule = (useVaccineSchedule().data ?? []).filter((v) => v.active);
  const photo = useFileChoice(VACCINE_PHOTO_MAX_BYTES, t('photoTooLarge', { mb: MB }));
  const form = useForm<VaccineDeclarationFormInput, unknown, VaccineDeclarationCreateInput>({
    resolver: zodResolver(vaccineDeclarationCreateSchema),
    defaultValues: {
      student_id: '',
      vaccine_code: '',
      dose_number: 1,
      date: dayText(schoolToday()),
      place: '',
      lot: '',
      note: '',
    },
  });
  const code = useWatch({ control: form.control, name: 'vaccine_code' });
  const doses = schedule.find((v) => v.code === code)?.doses ?? [];
  const saving = useSaveWithFile({
    save: create.mutateAsync,
    upload: attach.mutateAsync,
    choice: photo,
    done: t('created'),
    fileFailed: (error) => t('photoFailed', { error }),
    onRefused: (e) => setFieldErrors(form.setError, e),
    onSaved: (id) => {
      onHide();
      onCreated(id);
    },
  });
  const { errors } = form.formState;
  const field = (key: keyof VaccineDeclarationFormInput, label: string, className: string, required = false) => ({
    id: `vaccine-${key}`,
    label: t(label),
    className,
    required,
    error: fieldError(errors[key]?.message),
  });
  return (
    <ChildRequestDialog
      ns="vaccine"
      onHide={onHide}
      onSubmit={() => void form.handleSubmit(saving.run)()}
      submitting={create.isPending || attach.isPending}
      error={saving.error}
      childError={fieldError(errors.student_id?.message)}
      onChild={(id) => form.setValue('student_id', id, { shouldValidate: form.formState.isSubmitted })}
      file={{
        id: 'vaccine-photo',
        label: t('fields.photoOptional'),
        help: t('photoHelp', { mb: MB }),
        accept: ACCEPT,
        choice: photo,
      }}
    >
      <div className="row g-2 mb-3">
        <FormField {...field('vaccine_code', 'fields.vaccine', 'col-12 col-sm-8', true)}>
          <Form.Select aria-required="true" isInvalid={!!errors.vaccine_code} {...form.register('vaccine_code')}>
            <Choices empty={t('chooseVaccine')} options={schedule.map((v) => [v.code, v.name])} />
          </Form.Select>
        </FormField>
        <FormField {...field('dose_number', 'fields.dose', 'col-12 col-sm-4', true)}>
          <Form.Select aria-required="true" isInvalid={!!errors.dose_number} {...form.register('dose_number')}>
            {(doses.length ? doses : [{ dose_number: 1 }]).map((d) => (
              <option key={d.dose_number} value={d.dose_number}>
                {d.dose_number}
              </option>
            ))}
          </Form.Select>
        </FormField>
        <FormField {...field('date', 'fields.date', 'col-12 col-sm-6', true)}>
          <DayControl aria-required="true" isInvalid={!!errors.date} {...form.register('date')} />
        </FormField>
        <FormField {...field('lot', 'fields.lot', 'col-12 col-sm-6')}>
          <Form.Control maxLength={50} isInvalid={!!errors.lot} {...form.register('lot')} />
        </FormField>
        <FormField {...field('place', 'fields.place', 'col-12')}>
          <Form.Control maxLength={200} isInvalid={!!errors.place} {...form.register('place')} />
        </FormField>
        <FormField {...field('note', 'fields.note', 'col-12')}>
          <Form.Control as="textarea" rows={2} maxLength={500} {...form.register('note')} />
        </FormField>
      </div>
    </ChildRequestDialog>
  );
}
