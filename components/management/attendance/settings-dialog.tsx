'use client';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Col, Form, Row, Spinner } from 'react-bootstrap';
import { FormDialog, FormField, RequiredLabel } from '@/components/ui/form-dialog';
import { useFieldError, useFormFields, useSaveForm } from '@/components/ui/form-hooks';
import { useErrorText } from '@/lib/api/use-error-text';
import { attendanceSettingsSchema, type AttendanceSettingsInput } from '@/lib/schemas/attendance';
import { useAttendanceSettings, useSaveAttendanceSettings, type AttendanceSettingsView } from '@/lib/api/attendance';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const TIMES = ['check_in_from', 'check_in_until', 'check_out_from', 'check_out_until'] as const;

/** The school's check-in and check-out windows and its school days (late flags and shaded days follow them). */
export function SettingsDialog({ onHide }: { onHide: () => void }) {
  const settings = useAttendanceSettings();
  const t = useTranslations('attendance');
  const errorText = useErrorText();
  if (!settings.data) {
    return (
      <FormDialog
        onHide={onHide}
        title={t('settingsTitle')}
        submitLabel={t('save')}
        onSubmit={() => {}}
        submitting
        error={settings.error && errorText(settings.error)}
      >
        {!settings.error && <Spinner role="status" aria-label={t('loading')} />}
      </FormDialog>
    );
  }
  return <SettingsForm initial={settings.data} onHide={onHide} />;
}

function SettingsForm({ initial, onHide }: { initial: AttendanceSettingsView; onHide: () => void }) {
  const t = useTranslations('attendance');
  const fieldError = useFieldError();
  const save = useSaveAttendanceSettings();
  const form = useForm<AttendanceSettingsInput, unknown, AttendanceSettingsInput>({
    resolver: zodResolver(attendanceSettingsSchema),
    defaultValues: initial,
  });
  const days = useWatch({ control: form.control, name: 'work_days' }) ?? [];
  const toggleDay = (d: number, on: boolean) =>
    form.setValue('work_days', on ? [...days, d].sort((a, b) => a - b) : days.filter((x) => x !== d), {
      shouldValidate: true,
    });
  const saving = useSaveForm(form, {
    save: (values) => save.mutateAsync(values),
    done: (reply) => reply.text ?? t('settingsSaved'),
    onSaved: onHide,
  });
  const field = useFormFields(form, 'attendance-settings', (name) => t(`fields.${name}`), { required: true });
  const { errors } = form.formState;
  return (
    <FormDialog
      {...saving}
      onHide={onHide}
      title={t('settingsTitle')}
      submitLabel={t('save')}
      testId="attendance-settings"
    >
      <p className="small text-body-secondary">{t('settingsHint')}</p>
      <Row className="g-3 mb-3">
        {TIMES.map((name) => (
          <Col xs={6} key={name}>
            <FormField {...field(name)}>
              <Form.Control type="time" aria-required="true" isInvalid={!!errors[name]} {...form.register(name)} />
            </FormField>
          </Col>
        ))}
      </Row>
      <fieldset>
        <legend className="form-label fs-6">
          <RequiredLabel>{t('fields.work_days')}</RequiredLabel>
        </legend>
        <div className="d-flex flex-wrap gap-3">
          {WEEKDAYS.map((d) => (
            <Form.Check
              key={d}
              id={`attendance-settings-day-${d}`}
              label={t(`weekdays.${d}`)}
              checked={days.includes(d)}
              isInvalid={!!errors.work_days}
              onChange={(e) => toggleDay(d, e.target.checked)}
            />
          ))}
        </div>
        {errors.work_days && <div className="invalid-feedback d-block">{fieldError(errors.work_days.message)}</div>}
      </fieldset>
    </FormDialog>
  );
}
