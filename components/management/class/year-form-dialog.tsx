'use client';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Form, Row, Col } from 'react-bootstrap';
import { DayControl, FormDialog, FormField } from '@/components/ui/form-dialog';
import { ListAlert } from '@/components/ui/list-screen';
import { useSaveSchoolYear, type SchoolYearRow } from '@/lib/api/class';
import { dayText, schoolYearSchema, type SchoolYearFormInput, type SchoolYearInput } from '@/lib/schemas/class';
import { useFieldError, useSaveForm } from './field-error';

/** Create or edit a school year; dates typed as dd/MM/yyyy. Mounted while open, so it starts from the row. */
export function YearFormDialog({ year, onHide }: { year: SchoolYearRow | null; onHide: () => void }) {
  const t = useTranslations('classAdmin');
  const tc = useTranslations('common');
  const fieldError = useFieldError();
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
  const { errors } = form.formState;

  return (
    <FormDialog
      onHide={onHide}
      title={year ? t('editYearTitle', { name: year.name }) : t('createYearTitle')}
      submitLabel={tc('save')}
      onSubmit={saving.submit}
      submitting={save.isPending}
      testId="year-form"
    >
      <ListAlert text={saving.error} />
      <FormField
        id="year-name"
        label={t('yearFields.name')}
        required
        error={fieldError(errors.name?.message)}
        className="mb-3"
      >
        <Form.Control
          placeholder={t('namePlaceholder')}
          maxLength={50}
          isInvalid={!!errors.name}
          aria-required="true"
          {...form.register('name')}
        />
      </FormField>
      <Row>
        {(['start_date', 'end_date'] as const).map((field) => (
          <Col xs={6} key={field}>
            <FormField
              id={`year-${field}`}
              label={t(`yearFields.${field}`)}
              required
              error={fieldError(errors[field]?.message)}
              className="mb-3"
            >
              <DayControl
                placeholder={t('datePlaceholder')}
                autoComplete="off"
                isInvalid={!!errors[field]}
                aria-required="true"
                aria-describedby="year-date-hint"
                {...form.register(field)}
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
