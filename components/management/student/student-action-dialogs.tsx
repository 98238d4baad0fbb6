'use client';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Alert, Form } from 'react-bootstrap';
import { FormDialog, RequiredLabel } from '@/components/ui/form-dialog';
import { showMessage } from '@/components/layout/site-footer';
import { useFieldError } from '@/components/management/class/field-error';
import { ApiError } from '@/lib/api/client';
import type { ClassRow } from '@/lib/api/class';
import type { StudentRow } from '@/lib/api/student';
import { useChangeStudentStatus, useMoveStudents } from '@/lib/api/student-actions';
import { useErrorText } from '@/lib/api/use-error-text';
import { dayText } from '@/lib/schemas/class';
import {
  STUDENT_STATUSES,
  changeStatusSchema,
  moveClassSchema,
  todayInVietnam,
  type ChangeStatusFormInput,
  type ChangeStatusInput,
  type MoveClassInput,
} from '@/lib/schemas/student';
import type { z } from 'zod';

/** Moves the selected children to one class, with a reason kept in their class history. */
export function MoveClassDialog({
  ids,
  classes,
  onHide,
  onDone,
}: {
  ids: string[];
  classes: ClassRow[];
  onHide: () => void;
  onDone: () => void;
}) {
  const t = useTranslations('studentAdmin');
  const errorText = useErrorText();
  const fieldError = useFieldError();
  const move = useMoveStudents();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof moveClassSchema>, unknown, MoveClassInput>({
    resolver: zodResolver(moveClassSchema),
    defaultValues: { ids, class_id: '', reason: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await move.mutateAsync(values);
      showMessage(t('moved'), 'success');
      onDone();
    } catch (e) {
      setError(errorText(e));
    }
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      onHide={onHide}
      title={t('moveTitle', { count: ids.length })}
      submitLabel={t('move')}
      onSubmit={() => void submit()}
      submitting={move.isPending}
      testId="student-move"
    >
      {error && <Alert variant="danger">{error}</Alert>}
      <Form.Group className="mb-3" controlId="move-class_id">
        <Form.Label>
          <RequiredLabel>{t('moveTo')}</RequiredLabel>
        </Form.Label>
        <Form.Select isInvalid={!!errors.class_id} aria-required="true" {...form.register('class_id')}>
          <option value="">{t('choose')}</option>
          {classes.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name} ({c.school_year_name})
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{fieldError(errors.class_id?.message)}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group controlId="move-reason">
        <Form.Label>{t('reason')}</Form.Label>
        <Form.Control maxLength={500} {...form.register('reason')} />
      </Form.Group>
    </FormDialog>
  );
}

/** Studying, reserved, left or graduated, from a date and with a reason. */
export function ChangeStatusDialog({ student, onHide }: { student: StudentRow; onHide: () => void }) {
  const t = useTranslations('studentAdmin');
  const errorText = useErrorText();
  const fieldError = useFieldError();
  const change = useChangeStudentStatus();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ChangeStatusFormInput, unknown, ChangeStatusInput>({
    resolver: zodResolver(changeStatusSchema),
    defaultValues: { status: student.status, date: dayText(todayInVietnam()), reason: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await change.mutateAsync({ id: student.id, values });
      showMessage(t('saved'), 'success');
      onHide();
    } catch (e) {
      if (e instanceof ApiError && e.fields) {
        for (const [field, message] of Object.entries(e.fields)) form.setError(field as keyof ChangeStatusFormInput, { message });
      }
      setError(errorText(e));
    }
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      onHide={onHide}
      title={t('statusTitle', { name: student.full_name })}
      submitLabel={t('changeStatus')}
      onSubmit={() => void submit()}
      submitting={change.isPending}
      testId="student-status"
    >
      {error && <Alert variant="danger">{error}</Alert>}
      <Form.Group className="mb-3" controlId="status-status">
        <Form.Label>
          <RequiredLabel>{t('columns.status')}</RequiredLabel>
        </Form.Label>
        <Form.Select {...form.register('status')}>
          {STUDENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`statuses.${s}`)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group className="mb-3" controlId="status-date">
        <Form.Label>
          <RequiredLabel>{t('statusDate')}</RequiredLabel>
        </Form.Label>
        <Form.Control placeholder="dd/MM/yyyy" maxLength={10} isInvalid={!!errors.date} {...form.register('date')} />
        <Form.Control.Feedback type="invalid">{fieldError(errors.date?.message)}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group controlId="status-reason">
        <Form.Label>{t('reason')}</Form.Label>
        <Form.Control maxLength={500} {...form.register('reason')} />
      </Form.Group>
    </FormDialog>
  );
}
