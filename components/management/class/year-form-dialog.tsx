'use client';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Form, Row, Col } from 'react-bootstrap';
import { DayControl, FormDialog, FormField } from '@/components/ui/form-dialog';
import { useSaveSchoolYear, type SchoolYearRow } from '@/lib/api/class';
import { dayText, schoolYearSchema, type SchoolYearFormInput, type SchoolYearInput } from '@/lib/schemas/class';
import { useFormFields, useSaveForm } from '@/components/ui/form-hooks';

/** Create or edit a school year; dates typed as dd/MM/yyyy. Mounted while open, so it starts from the row. */
export function YearFormDialog({ year, onHide }: { year: SchoolYearRow | null; onHide: () => void }) {
  const t = useTranslations('classAdmin');
  const tc = useTranslations('common');
  const save = useSaveSchoolYear();
  const form = useForm<SchoolYearFormInput, unknown, SchoolYearInput>({
    resolver: zodResolver(schoolYearSchema),
    defaultValues: {
      name: year?.name ?? '',
      start_date: dayText(year?.start_date),
      end_date: dayText(year?.end_date),
      is_current: year?.is_current ?? false,
    },
  });
  const saving = useSaveForm(form, {
    save: (values) => save.mutateAsync({ id: year?.id ?? null, values }),
    done: t('saved'),
    onSaved: onHide,
  });
  const field = useFormFields(form, 'year', (name) => t(`yearFields.${name}`));
  const { errors } = form.formState;

  return (
    <FormDialog
      {...saving}
      onHide={onHide}
      title={year ? t('editYearTitle', { name: year.name }) : t('createYearTitle')}
      submitLabel={tc('save')}
      testId="year-form"
    >
      <FormField {...field('name')}>
        <Form.Control
          placeholder={t('namePlaceholder')}
          maxLength={50}
          isInvalid={!!errors.name}
          aria-required="true"
          {...form.register('name')}
        />
      </FormField>
      <Row>
        {(['start_date', 'end_date'] as const).map((day) => (
          <Col xs={6} key={day}>
            <FormField {...field(day)}>
              <DayControl
                placeholder={t('datePlaceholder')}
                autoComplete="off"
                isInvalid={!!errors[day]}
                aria-required="true"
                aria-describedby="year-date-hint"
                {...form.register(day)}
              />
            </FormField>
          </Col>
        ))}
      </Row>
      <Form.Text id="year-date-hint" className="d-block mb-3 mt-n2">
        {t('dateHint')}
      </Form.Text>
      {/* The current year stays current until another one takes over (the server refuses to unmark it). */}
      {year?.is_current ? (
        <p className="mb-0">
          <span className="badge text-bg-success">{t('current')}</span>
        </p>
      ) : (
        <Form.Check id="year-is_current" label={t('yearFields.is_current')} {...form.register('is_current')} />
      )}
    </FormDialog>
  );
}
