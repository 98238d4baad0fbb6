'use client';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Form } from 'react-bootstrap';
import { DayControl, FormField } from '@/components/ui/form-dialog';
import { ChildRequestDialog } from '@/components/management/requests/child-request-dialog';
import { useChildRequest, type ChildRequestProps } from '@/components/management/requests/use-child-request';
import { MAX_ABSENCE_ATTACHMENT_BYTES } from '@/lib/attendance-values';
import { absenceCreateSchema, type AbsenceCreateFormInput, type AbsenceCreateInput } from '@/lib/schemas/absence';
import { dayText, schoolToday } from '@/lib/school-time';
import { useCreateAbsence, useUploadAbsenceAttachment } from '@/lib/api/absence';

const ACCEPT = 'image/png,image/jpeg,image/webp,application/pdf';

/** Staff enter a leave request on a parent's behalf: pick a studying child, the days, the reason, maybe a file. */
export function AbsenceCreateDialog(props: ChildRequestProps) {
  const t = useTranslations('absence');
  const create = useCreateAbsence();
  const attach = useUploadAbsenceAttachment();
  const today = dayText(schoolToday());
  const form = useForm<AbsenceCreateFormInput, unknown, AbsenceCreateInput>({
    resolver: zodResolver(absenceCreateSchema),
    defaultValues: { student_id: '', from_date: today, to_date: today, reason: '' },
  });
  const { dialog, field } = useChildRequest(form, {
    ...props,
    ns: 'absence',
    file: { name: 'attachment', accept: ACCEPT, maxBytes: MAX_ABSENCE_ATTACHMENT_BYTES },
    create,
    attach,
    done: t('createdShort'),
  });
  const { errors } = form.formState;
  return (
    <ChildRequestDialog {...dialog}>
      <div className="row g-2 mb-3">
        {(['from_date', 'to_date'] as const).map((key) => (
          <FormField
            key={key}
            {...field(key, key === 'from_date' ? 'fields.fromDate' : 'fields.toDate', 'col-6', true)}
          >
            <DayControl aria-required="true" isInvalid={!!errors[key]} {...form.register(key)} />
          </FormField>
        ))}
      </div>
      <FormField {...field('reason', 'fields.reason', 'mb-3', true)}>
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
