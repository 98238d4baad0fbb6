'use client';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Form } from 'react-bootstrap';
import { FormDialog, FormField } from '@/components/ui/form-dialog';
import { useCopyClasses, type SchoolYearRow } from '@/lib/api/class';
import { copyClassesSchema, type CopyClassesInput } from '@/lib/schemas/class';
import { useFormFields, useSaveForm } from '@/components/ui/form-hooks';

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
  const copy = useCopyClasses();
  const target = years.find((y) => y.id === targetId) ?? years.find((y) => y.is_current);
  const form = useForm<CopyClassesInput>({
    resolver: zodResolver(copyClassesSchema),
    defaultValues: { to_school_year_id: target?.id ?? '', from_school_year_id: previousYear(years, target)?.id ?? '' },
  });
  const saving = useSaveForm(form, { save: copy.mutateAsync, done: (r) => r.text ?? t('copied'), onSaved: onHide });
  const field = useFormFields(form, 'copy');
  const { errors } = form.formState;

  const select = (name: keyof CopyClassesInput, label: string) => (
    <FormField {...field(name, { label })}>
      <Form.Select isInvalid={!!errors[name]} aria-required="true" {...form.register(name)}>
        <option value="">{t('chooseYear')}</option>
        {years.map((y) => (
          <option key={y.id} value={y.id}>
            {y.name} ({y.class_count})
          </option>
        ))}
      </Form.Select>
    </FormField>
  );

  return (
    <FormDialog {...saving} onHide={onHide} title={t('copyTitle')} submitLabel={t('copySubmit')} testId="copy-classes">
      {select('from_school_year_id', t('copyFrom'))}
      {select('to_school_year_id', t('copyTo'))}
      <p className="small text-body-secondary mb-0">{t('copyHint')}</p>
    </FormDialog>
  );
}
