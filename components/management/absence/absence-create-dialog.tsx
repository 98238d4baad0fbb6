'use client';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Form } from 'react-bootstrap';
import { DayControl, FormField } from '@/components/ui/form-dialog';
import { useFileChoice, useSaveWithFile } from '@/components/ui/file-field';
import { setFieldErrors, useFieldError } from '@/components/management/class/field-error';
import { ChildRequestDialog } from '@/components/management/requests/child-request-dialog';
import { MAX_ABSENCE_ATTACHMENT_BYTES } from '@/lib/attendance-values';
import { absenceCreateSchema, type AbsenceCreateFormInput, type AbsenceCreateInput } from '@/lib/schemas/absence';
import { dayText, schoolToday } from '@/lib/school-time';
import { useCreateAbsence, useUploadAbsenceAttachment } from '@/lib/api/absence';

const ACCEPT = 'image/png,image/jpeg,image/webp,application/pdf';
const MB = MAX_ABSENCE_ATTACHMENT_BYTES / 1024 / 1024;

/** Staff enter a leave request on a parent's behalf: pick a studying child, the days, the reason, maybe a file. */
export function AbsenceCreateDialog({ onHide, onCreated }: { onHide: () => void; onCreated: (id: string) => void }) {
  const t = useTranslations('absence');
  const fieldError = useFieldError();
  const create = useCreateAbsence();
  const attach = useUploadAbsenceAttachment();
  const file = useFileChoice(MAX_ABSENCE_ATTACHMENT_BYTES, t('attachmentTooLarge', { mb: MB }));
  const today = dayText(schoolToday());
  const form = useForm<AbsenceCreateFormInput, unknown, AbsenceCreateInput>({
    resolver: zodResolver(absenceCreateSchema),
    defaultValues: { student_id: '', from_date: today, to_date: today, reason: '' },
  });
  const saving = useSaveWithFile({
    save: create.mutateAsync,
    upload: attach.mutateAsync,
    choice: file,
    done: t('createdShort'),
    fileFailed: (error) => t('attachmentFailed', { error }),
    onRefused: (e) => setFieldErrors(form.setError, e),
    onSaved: (id) => {
      onHide();
      onCreated(id);
    },
  });
  const { errors } = form.formState;
  return (
    <ChildRequestDialog
      ns="absence"
      onHide={onHide}
      onSubmit={() => void form.handleSubmit(saving.run)()}
      submitting={create.isPending || attach.isPending}
      error={saving.error}
      childError={fieldError(errors.student_id?.message)}
      onChild={(id) => form.setValue('student_id', id, { shouldValidate: form.formState.isSubmitted })}
      file={{
        id: 'absence-attachment',
        label: t('fields.attachmentOptional'),
        help: t('attachmentHelp', { mb: MB }),
        accept: ACCEPT,
        choice: file,
      }}
    >
      <div className="row g-2 mb-3">
        {(['from_date', 'to_date'] as const).map((key) => (
          <FormField
            key={key}
            id={`absence-${key}`}
            label={t(key === 'from_date' ? 'fields.fromDate' : 'fields.toDate')}
            required
            error={fieldError(errors[key]?.message)}
            className="col-6"
          >
            <DayControl aria-required="true" isInvalid={!!errors[key]} {...form.register(key)} />
          </FormField>
        ))}
      </div>
      <FormField
        id="absence-reason"
        label={t('fields.reason')}
        required
        error={fieldError(errors.reason?.message)}
        className="mb-3"
      >
        <Form.Control
          as="textarea"
          rows={3}
          maxLength={500}
          aria-required="true"
          isInvalid={!!errors.reason}
          {...form.register('reason')}
        />
      </FormField>
    </ChildRequestDialog>
  );
}
