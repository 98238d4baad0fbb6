'use client';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Form } from 'react-bootstrap';
import { FormDialog, RequiredLabel } from '@/components/ui/form-dialog';
import { showMessage } from '@/components/layout/site-footer';
import { ApiError } from '@/lib/api/client';
import { useCopyClasses, type SchoolYearRow } from '@/lib/api/class';
import { useErrorText } from '@/lib/api/use-error-text';
import { copyClassesSchema, type CopyClassesInput } from '@/lib/schemas/class';
import { useFieldError } from './field-error';

/** The year just before `target` by start date: "last year". */
function previousYear(years: SchoolYearRow[], target: SchoolYearRow | undefined) {
  if (!target) return undefined;
  return years
    .filter((y) => y.start_date < target.start_date)
    .sort((a, b) => b.start_date.localeCompare(a.start_date))[0];
}

/** "Copy last year's classes into a new year", in one action. Mounted while open. */
export function CopyClassesDialog({
  years,
  targetId,
  onHide,
}: {
  years: SchoolYearRow[];
  targetId: string | null;
  onHide: () => void;
}) {
  const t = useTranslations('classAdmin');
  const errorText = useErrorText();
  const fieldError = useFieldError();
  const copy = useCopyClasses();
  const [error, setError] = useState<string | null>(null);
  const target = years.find((y) => y.id === targetId) ?? years.find((y) => y.is_current);
  const form = useForm<CopyClassesInput>({
    resolver: zodResolver(copyClassesSchema),
    defaultValues: { to_school_year_id: target?.id ?? '', from_school_year_id: previousYear(years, target)?.id ?? '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const r = await copy.mutateAsync(values);
      showMessage(r.text ?? t('copied'), 'success');
      onHide();
    } catch (e) {
      if (e instanceof ApiError && e.fields) {
        for (const [field, message] of Object.entries(e.fields))
          form.setError(field as keyof CopyClassesInput, { message });
      }
      setError(errorText(e));
    }
  });

  const select = (name: keyof CopyClassesInput, label: string) => (
    <Form.Group className="mb-3" controlId={`copy-${name}`}>
      <Form.Label>
        <RequiredLabel>{label}</RequiredLabel>
      </Form.Label>
      <Form.Select isInvalid={!!errors[name]} aria-required="true" {...form.register(name)}>
        <option value="">{t('chooseYear')}</option>
        {years.map((y) => (
          <option key={y.id} value={y.id}>
            {y.name} ({y.class_count})
          </option>
        ))}
      </Form.Select>
      <Form.Control.Feedback type="invalid">{fieldError(errors[name]?.message)}</Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <FormDialog
      onHide={onHide}
      title={t('copyTitle')}
      submitLabel={t('copySubmit')}
      onSubmit={() => void submit()}
      submitting={copy.isPending}
      testId="copy-classes"
      error={error}
    >
      {select('from_school_year_id', t('copyFrom'))}
      {select('to_school_year_id', t('copyTo'))}
      <p className="small text-body-secondary mb-0">{t('copyHint')}</p>
    </FormDialog>
  );
}
