'use client';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Form } from 'react-bootstrap';
import { Choices, DayControl, FormDialog, FormField } from '@/components/ui/form-dialog';
import { useFormFields, useSaveForm } from '@/components/ui/form-hooks';
import type { ClassRow } from '@/lib/api/class';
import type { StudentRow } from '@/lib/api/student';
import { useChangeStudentStatus, useMoveStudents } from '@/lib/api/student-actions';
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
  const move = useMoveStudents();
  const form = useForm<z.input<typeof moveClassSchema>, unknown, MoveClassInput>({
    resolver: zodResolver(moveClassSchema),
    defaultValues: { ids, class_id: '', reason: '' },
  });
  const saving = useSaveForm(form, { save: move.mutateAsync, done: t('moved'), onSaved: onDone });
  const field = useFormFields(form, 'move');
  const { errors } = form.formState;
  return (
    <FormDialog
      {...saving}
      onHide={onHide}
      title={t('moveTitle', { count: ids.length })}
      submitLabel={t('move')}
      testId="student-move"
    >
      <FormField {...field('class_id', { label: t('moveTo') })}>
        <Form.Select isInvalid={!!errors.class_id} aria-required="true" {...form.register('class_id')}>
          <Choices empty={t('choose')} options={classes.map((c) => [c.id, `${c.name} (${c.school_year_name})`])} />
        </Form.Select>
      </FormField>
      <FormField id="move-reason" label={t('reason')}>
        <Form.Control maxLength={500} {...form.register('reason')} />
      </FormField>
    </FormDialog>
  );
}

/** Studying, reserved, left or graduated, from a date and with a reason. */
export function ChangeStatusDialog({ student, onHide }: { student: StudentRow; onHide: () => void }) {
  const t = useTranslations('studentAdmin');
  const change = useChangeStudentStatus();
  const form = useForm<ChangeStatusFormInput, unknown, ChangeStatusInput>({
    resolver: zodResolver(changeStatusSchema),
    defaultValues: { status: student.status, date: dayText(todayInVietnam()), reason: '' },
  });
  const saving = useSaveForm(form, {
    save: (values) => change.mutateAsync({ id: student.id, values }),
    done: t('saved'),
    onSaved: onHide,
  });
  const field = useFormFields(form, 'status');
  const { errors } = form.formState;
  return (
    <FormDialog
      {...saving}
      onHide={onHide}
      title={t('statusTitle', { name: student.full_name })}
      submitLabel={t('changeStatus')}
      testId="student-status"
    >
      <FormField {...field('status', { label: t('columns.status') })}>
        <Form.Select {...form.register('status')}>
          <Choices options={STUDENT_STATUSES.map((s) => [s, t(`statuses.${s}`)])} />
        </Form.Select>
      </FormField>
      <FormField {...field('date', { label: t('statusDate') })}>
        <DayControl isInvalid={!!errors.date} {...form.register('date')} />
      </FormField>
      <FormField id="status-reason" label={t('reason')}>
        <Form.Control maxLength={500} {...form.register('reason')} />
      </FormField>
    </FormDialog>
  );
}
