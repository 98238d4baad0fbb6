'use client';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Alert, Form, Row, Col } from 'react-bootstrap';
import { FormDialog, RequiredLabel } from '@/components/ui/form-dialog';
import { showMessage } from '@/components/layout/site-footer';
import { ApiError } from '@/lib/api/client';
import { useSaveSchoolYear, type SchoolYearRow } from '@/lib/api/class';
import { useErrorText } from '@/lib/api/use-error-text';
import { dayText, schoolYearSchema, type SchoolYearFormInput, type SchoolYearInput } from '@/lib/schemas/class';
import { useFieldError } from './field-error';

type Field = 'name' | 'start_date' | 'end_date';

/** Create or edit a school year; dates typed as dd/MM/yyyy. Mounted while open, so it starts from the row. */
export function YearFormDialog({ year, onHide }: { year: SchoolYearRow | null; onHide: () => void }) {
  const t = useTranslations('classAdmin');
  const tc = useTranslations('common');
  const errorText = useErrorText();
  const fieldError = useFieldError();
  const save = useSaveSchoolYear();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SchoolYearFormInput, unknown, SchoolYearInput>({
    resolver: zodResolver(schoolYearSchema),
    defaultValues: {
      name: year?.name ?? '',
      start_date: dayText(year?.start_date),
      end_date: dayText(year?.end_date),
      is_current: year?.is_current ?? false,
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await save.mutateAsync({ id: year?.id ?? null, values });
      showMessage(t('saved'), 'success');
      onHide();
    } catch (e) {
      if (e instanceof ApiError && e.fields) {
        for (const [field, message] of Object.entries(e.fields)) form.setError(field as Field, { message });
      }
      setError(errorText(e));
    }
  });

  return (
    <FormDialog
      show
      onHide={onHide}
      title={year ? t('editYearTitle', { name: year.name }) : t('createYearTitle')}
      submitLabel={tc('save')}
      onSubmit={() => void submit()}
      submitting={save.isPending}
      testId="year-form"
    >
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      <Form.Group className="mb-3" controlId="year-name">
        <Form.Label>
          <RequiredLabel>{t('yearFields.name')}</RequiredLabel>
        </Form.Label>
        <Form.Control
          placeholder={t('namePlaceholder')}
          maxLength={50}
          isInvalid={!!errors.name}
          aria-required="true"
          {...form.register('name')}
        />
        <Form.Control.Feedback type="invalid">{fieldError(errors.name?.message)}</Form.Control.Feedback>
      </Form.Group>
      <Row>
        {(['start_date', 'end_date'] as const).map((field) => (
          <Col xs={6} key={field}>
            <Form.Group className="mb-3" controlId={`year-${field}`}>
              <Form.Label>
                <RequiredLabel>{t(`yearFields.${field}`)}</RequiredLabel>
              </Form.Label>
              <Form.Control
                placeholder={t('datePlaceholder')}
                inputMode="numeric"
                autoComplete="off"
                maxLength={10}
                isInvalid={!!errors[field]}
                aria-required="true"
                aria-describedby="year-date-hint"
                {...form.register(field)}
              />
              <Form.Control.Feedback type="invalid">{fieldError(errors[field]?.message)}</Form.Control.Feedback>
            </Form.Group>
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
