'use client';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { Alert, Col, Form, Row } from 'react-bootstrap';
import { FormDialog, FormField } from '@/components/ui/form-dialog';
import { showMessage } from '@/components/layout/site-footer';
import { useFieldError, useFormFields } from '@/components/ui/form-hooks';
import { ApiError } from '@/lib/api/client';
import { useErrorText } from '@/lib/api/use-error-text';
import { ATTENDANCE_STATUSES, type AttendanceStatus } from '@/lib/attendance-values';
import { attendanceUpdateSchema } from '@/lib/schemas/attendance';
import { dayText } from '@/lib/school-time';
import {
  conflictRow,
  needsExcusedConfirm,
  type AttendanceDay,
  type AttendanceDayRow,
  type DayUpdate,
} from '@/lib/api/attendance';
import { STATUS_ICON, STATUS_VARIANT } from './attendance-bits';

const OTHER = 'other';

type Values = {
  status: AttendanceStatus | '';
  check_in_time: string;
  brought_by: string;
  check_out_time: string;
  /** '' none, an allowed person's id, or OTHER (a named person). */
  pickup: string;
  picked_up_by_name: string;
  note: string;
};

function valuesOf(row: AttendanceDayRow): Values {
  return {
    status: row.status ?? '',
    check_in_time: row.check_in_time ?? '',
    brought_by: row.brought_by ?? '',
    check_out_time: row.check_out_time ?? '',
    pickup: row.picked_up_by_id ?? (row.picked_up_by_name ? OTHER : ''),
    picked_up_by_name: row.picked_up_by_id ? '' : (row.picked_up_by_name ?? ''),
    note: row.note ?? '',
  };
}

const FIELD_OF: Record<string, keyof Values> = {
  status: 'status',
  check_in_time: 'check_in_time',
  brought_by: 'brought_by',
  check_out_time: 'check_out_time',
  picked_up_by_id: 'pickup',
  picked_up_by_name: 'picked_up_by_name',
  note: 'note',
};

/** Everything about one child's day: mark, arrival, pick-up and note, checked by the shared schema. */
export function RowEditDialog({
  row: initial,
  day,
  update,
  onHide,
}: {
  row: AttendanceDayRow;
  day: AttendanceDay;
  update: (values: DayUpdate) => Promise<unknown>;
  onHide: () => void;
}) {
  const t = useTranslations('attendance');
  const errorText = useErrorText();
  const fieldError = useFieldError();
  // The row the user is editing from: a conflict brings the newer one (and its version).
  const [row, setRow] = useState(initial);
  const [notice, setNotice] = useState<{ text: string; variant: 'danger' | 'warning' } | null>(null);
  const [confirmText, setConfirmText] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<Values>({ defaultValues: valuesOf(initial) });
  const status = useWatch({ control: form.control, name: 'status' });
  const pickup = useWatch({ control: form.control, name: 'pickup' });
  const present = status === 'present';
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (v) => {
    setNotice(null);
    const payload = {
      class_id: day.class_id,
      student_id: row.student_id,
      date: day.date,
      version: row.version,
      status: v.status,
      check_in_time: present ? v.check_in_time : null,
      brought_by: present ? v.brought_by : null,
      check_out_time: present ? v.check_out_time : null,
      picked_up_by_id: present && v.check_out_time && v.pickup && v.pickup !== OTHER ? v.pickup : null,
      picked_up_by_name: present && v.check_out_time && v.pickup === OTHER ? v.picked_up_by_name : null,
      note: v.note,
      confirm_excused: !!confirmText,
    };
    const parsed = attendanceUpdateSchema.safeParse(payload);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = FIELD_OF[String(issue.path[0])];
        if (field) form.setError(field, { message: issue.message });
      }
      return;
    }
    setSaving(true);
    try {
      await update({ ...parsed.data, student_id: row.student_id });
      showMessage(t('saved'), 'success');
      onHide();
    } catch (e) {
      if (needsExcusedConfirm(e)) {
        setConfirmText(errorText(e));
      } else if (conflictRow(e)) {
        const current = conflictRow(e)!;
        setRow(current);
        form.reset(valuesOf(current));
        setNotice({ text: errorText(e), variant: 'warning' });
      } else {
        if (e instanceof ApiError && e.fields) {
          for (const [field, message] of Object.entries(e.fields)) {
            const name = FIELD_OF[field];
            if (name) form.setError(name, { message });
          }
        }
        setNotice({ text: errorText(e), variant: 'danger' });
      }
    } finally {
      setSaving(false);
    }
  });

  const id = (name: string) => `attendance-edit-${name}`;
  const field = useFormFields(form, 'attendance-edit', (name) => t(`fields.${name}`), {});
  /** Arrival or pick-up time: only a present child has one. */
  const timeField = (name: 'check_in_time' | 'check_out_time') => (
    <Col xs={12} sm={5}>
      <FormField {...field(name)}>
        <Form.Control type="time" disabled={!present} isInvalid={!!errors[name]} {...form.register(name)} />
      </FormField>
    </Col>
  );
  return (
    <FormDialog
      show
      onHide={onHide}
      title={t('editTitle', { name: row.full_name, day: dayText(day.date) })}
      submitLabel={confirmText ? t('confirmPresent') : t('save')}
      onSubmit={() => void submit()}
      submitting={saving}
      testId="attendance-edit-dialog"
    >
      {notice && (
        <Alert variant={notice.variant} role="alert">
          {notice.text}
        </Alert>
      )}
      {confirmText && (
        <Alert variant="warning" role="alert" data-testid="attendance-edit-confirm">
          {confirmText}
        </Alert>
      )}
      {row.absence_id && (
        <p className="small mb-2">
          <i className="bi bi-envelope-check me-1" aria-hidden="true" />
          {t('approvedAbsence')}
          {row.absence_reason && <>: {row.absence_reason}</>}
        </p>
      )}
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('fields.status')}</legend>
        <div className="d-flex flex-wrap gap-2">
          {ATTENDANCE_STATUSES.map((s) => (
            <Form.Check
              key={s}
              type="radio"
              id={id(`status-${s}`)}
              value={s}
              label={
                <>
                  <i className={`bi ${STATUS_ICON[s]} text-${STATUS_VARIANT[s]}-emphasis me-1`} aria-hidden="true" />
                  {t(`statuses.${s}`)}
                </>
              }
              className="me-2"
              isInvalid={!!errors.status}
              {...form.register('status', {
                onChange: () => setConfirmText(null),
              })}
            />
          ))}
        </div>
        {errors.status && <div className="invalid-feedback d-block">{fieldError(errors.status.message)}</div>}
      </fieldset>
      <Row className="g-3 mb-3">
        {timeField('check_in_time')}
        <Col xs={12} sm={7}>
          <FormField {...field('brought_by')}>
            <Form.Control
              maxLength={100}
              disabled={!present}
              isInvalid={!!errors.brought_by}
              {...form.register('brought_by')}
            />
          </FormField>
        </Col>
        {timeField('check_out_time')}
        <Col xs={12} sm={7}>
          <FormField {...field('pickup', { label: t('fields.picked_up_by') })}>
            <Form.Select disabled={!present} isInvalid={!!errors.pickup} {...form.register('pickup')}>
              <option value="">{t('pickupNone')}</option>
              {row.pickup_people.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.full_name} ({p.relationship})
                </option>
              ))}
              <option value={OTHER}>{t('pickupOther')}</option>
            </Form.Select>
          </FormField>
          {present && pickup === OTHER && (
            <FormField {...field('picked_up_by_name', { className: 'mt-2' })}>
              <Form.Control
                maxLength={100}
                isInvalid={!!errors.picked_up_by_name}
                {...form.register('picked_up_by_name')}
              />
            </FormField>
          )}
        </Col>
      </Row>
      <FormField {...field('note')}>
        <Form.Control as="textarea" rows={2} maxLength={500} isInvalid={!!errors.note} {...form.register('note')} />
      </FormField>
    </FormDialog>
  );
}
