'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert } from 'react-bootstrap';
import { FormDialog, RequiredLabel } from '@/components/ui/form-dialog';
import { ApiError } from '@/lib/api/client';
import { useErrorText } from '@/lib/api/use-error-text';
import { useTuitionMutation } from '@/lib/api/tuition';
import type { ClassRow } from '@/lib/api/class';
import { currentMonth, nextMonth } from '@/lib/tuition-values';

type Result = { created: number; skipped: { student_name: string }[] };

/** Generates the draft invoices of a month for a class or the whole school; says how many were made and who was skipped. */
export function GenerateDialog({
  month: initialMonth,
  classId: initialClass,
  classes,
  onHide,
  onDone,
}: {
  month: string;
  classId: string;
  classes: ClassRow[];
  onHide: () => void;
  onDone: (text: string, classId: string) => void;
}) {
  const t = useTranslations('tuition');
  const errorText = useErrorText();
  const [month, setMonth] = useState(initialMonth);
  const [classId, setClassId] = useState(initialClass || '');
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const generate = useTuitionMutation<{ month: string; class_id?: string }>('post', '/webadmin/Tuition/generate');
  const submit = async () => {
    setError(null);
    setFields({});
    try {
      const r = await generate.mutateAsync({ month, class_id: classId || undefined });
      const data = r.data as Result;
      const skipped = data.skipped.length ? ` ${t('skippedList', { names: data.skipped.map((s) => s.student_name).join(', ') })}` : '';
      onDone(`${r.text ?? ''}${skipped}`, classId);
    } catch (e) {
      if (e instanceof ApiError && e.fields) setFields(e.fields);
      setError(errorText(e));
    }
  };
  return (
    <FormDialog onHide={onHide} title={t('generateTitle')} submitLabel={t('generate')} onSubmit={submit} submitting={generate.isPending} testId="generate-dialog">
      <p className="small text-body-secondary">{t('generateHint')}</p>
      {error && <Alert variant="danger">{error}</Alert>}
      <div className="mb-3">
        <label htmlFor="generate-month" className="form-label"><RequiredLabel>{t('month')}</RequiredLabel></label>
        <input id="generate-month" type="month" className={`form-control ${fields.month ? 'is-invalid' : ''}`} value={month} max={nextMonth(currentMonth())} onChange={(e) => setMonth(e.target.value)} aria-describedby={fields.month ? 'generate-month-error' : undefined} />
        {fields.month && <div id="generate-month-error" className="invalid-feedback">{fields.month}</div>}
      </div>
      <div className="mb-3">
        <label htmlFor="generate-class" className="form-label"><RequiredLabel>{t('class')}</RequiredLabel></label>
        <select id="generate-class" className={`form-select ${fields.class_id ? 'is-invalid' : ''}`} value={classId} onChange={(e) => setClassId(e.target.value)}>
          <option value="">{t('wholeSchool')}</option>
          {classes.map((c) => (
            <option key={c.id} value={c.id}>{c.name}</option>
          ))}
        </select>
        {fields.class_id && <div className="invalid-feedback">{fields.class_id}</div>}
      </div>
    </FormDialog>
  );
}
