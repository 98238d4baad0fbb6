'use client';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Form } from 'react-bootstrap';
import { Choices, DayControl, FormField } from '@/components/ui/form-dialog';
import { ChildRequestDialog } from '@/components/management/requests/child-request-dialog';
import { useChildRequest, type ChildRequestProps } from '@/components/management/requests/use-child-request';
import { useCreateDeclaration, useUploadDeclarationPhoto, useVaccineSchedule } from '@/lib/api/vaccine';
import {
  vaccineDeclarationCreateSchema,
  type VaccineDeclarationCreateInput,
  type VaccineDeclarationFormInput,
} from '@/lib/schemas/vaccine';
import { dayText, schoolToday } from '@/lib/school-time';
import { VACCINE_PHOTO_MAX_BYTES } from '@/lib/vaccine-values';

const ACCEPT = 'image/png,image/jpeg,image/webp';

/** Staff copy a dose from a child's vaccination book: the child, the vaccine and dose, date, place, lot, a photo. */
export function DeclarationCreateDialog(props: ChildRequestProps) {
  const t = useTranslations('vaccine');
  const create = useCreateDeclaration();
  const attach = useUploadDeclarationPhoto();
  const schedule = (useVaccineSchedule().data ?? []).filter((v) => v.active);
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
  const { dialog, field } = useChildRequest(form, {
    ...props,
    ns: 'vaccine',
    file: { name: 'photo', accept: ACCEPT, maxBytes: VACCINE_PHOTO_MAX_BYTES },
    create,
    attach,
    done: t('created'),
  });
  const { errors } = form.formState;
  return (
    <ChildRequestDialog {...dialog}>
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
