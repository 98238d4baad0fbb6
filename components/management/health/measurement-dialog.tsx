'use client';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatDecimal } from '@/lib/format';
import { Col, Form, Row } from 'react-bootstrap';
import { DayControl, FormDialog, FormField } from '@/components/ui/form-dialog';
import { ChildPicker } from '@/components/management/requests/child-picker';
import { showMessage } from '@/components/layout/site-footer';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api/client';
import { useErrorText } from '@/lib/api/use-error-text';
import type { ChildOption } from '@/lib/api/absence';
import { useCreateDeclaration, useUpdateDeclaration, type HealthRow } from '@/lib/api/health';
import { dayText, parseDay, schoolToday } from '@/lib/school-time';

type Values = {
  measured_on: string;
  height_cm: string;
  weight_kg: string;
  temperature_c: string;
  symptoms: string;
  note: string;
  measured: '' | 'lying' | 'standing';
};

/** A saved value in the form, with the language's decimal mark (the server reads "112,5" and "112.5" alike). */
const text = (n: number | null, locale: string) => (n === null ? '' : formatDecimal(n, locale));

/**
 * One measurement: a new one for a child found by name, or a correction of a listed one. The server checks the
 * values against the child's age and answers per field; the BMI and WHO classes are computed there. A value far from
 * the child's other measurements (5.7 cm shorter ten days later) comes back as a question: confirmed, it is sent again.
 */
export function MeasurementDialog({ row, onHide }: { row: HealthRow | null; onHide: () => void }) {
  const t = useTranslations('health');
  const locale = useLocale();
  const errorText = useErrorText();
  const create = useCreateDeclaration();
  const update = useUpdateDeclaration();
  const [values, setValues] = useState<Values>({
    measured_on: row ? dayText(row.measured_on) : dayText(schoolToday()),
    height_cm: text(row?.height_cm ?? null, locale),
    weight_kg: text(row?.weight_kg ?? null, locale),
    temperature_c: text(row?.temperature_c ?? null, locale),
    symptoms: row?.symptoms ?? '',
    note: row?.note ?? '',
    measured: row?.measured ?? '',
  });
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ChildOption | null>(null);
  /** The server's warning about a value far from the child's last, while the user decides. */
  const [warning, setWarning] = useState<string | null>(null);
  const set = (k: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [k]: e.target.value }));

  const submit = async (confirmed = false) => {
    setError(null);
    setWarning(null);
    setFields({});
    const studentId = row?.student_id ?? chosen?.id;
    if (!studentId) {
      setFields({ student_id: t('form.pickChild') });
      return;
    }
    const body = {
      student_id: studentId,
      measured_on: parseDay(values.measured_on) ?? values.measured_on,
      height_cm: values.height_cm,
      weight_kg: values.weight_kg,
      temperature_c: values.temperature_c,
      symptoms: values.symptoms,
      note: values.note,
      measured: values.measured || null,
      ...(confirmed && { confirmed: true }),
    };
    try {
      if (row) await update.mutateAsync({ ...body, id: row.id });
      else await create.mutateAsync(body);
      showMessage(row ? t('updated') : t('created'), 'success');
      onHide();
    } catch (e) {
      if (e instanceof ApiError && e.fields) setFields(e.fields);
      if (e instanceof ApiError && e.details.confirm === true) setWarning(errorText(e));
      else setError(errorText(e));
    }
  };
  const input = (k: 'height_cm' | 'weight_kg' | 'temperature_c') => (
    <FormField id={`health-${k}`} label={t(`columns.${k}`)} error={fields[k]}>
      <Form.Control
        inputMode="decimal"
        value={values[k]}
        onChange={set(k)}
        isInvalid={!!fields[k]}
        autoComplete="off"
      />
    </FormField>
  );
  return (
    <FormDialog
      onHide={onHide}
      title={row ? t('form.editTitle', { name: row.student_name }) : t('form.createTitle')}
      submitLabel={t('form.save')}
      onSubmit={() => void submit()}
      submitting={create.isPending || update.isPending}
      testId="health-form"
      error={error}
    >
      {!row && (
        <ChildPicker
          id="health"
          words={{ search: t('form.childSearch'), legend: t('columns.student') }}
          error={fields.student_id}
          onChoose={setChosen}
        />
      )}
      <Row className="g-2 mb-2">
        <Col xs={12} sm={6}>
          <FormField id="health-measured-on" label={t('columns.measured_on')} required error={fields.measured_on}>
            <DayControl value={values.measured_on} onChange={set('measured_on')} isInvalid={!!fields.measured_on} />
          </FormField>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Group controlId="health-measured">
            <Form.Label>{t('form.measured')}</Form.Label>
            <Form.Select value={values.measured} onChange={set('measured')}>
              <option value="">{t('form.measuredDefault')}</option>
              <option value="lying">{t('form.lying')}</option>
              <option value="standing">{t('form.standing')}</option>
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={4}>{input('height_cm')}</Col>
        <Col xs={4}>{input('weight_kg')}</Col>
        <Col xs={4}>{input('temperature_c')}</Col>
      </Row>
      <Form.Group className="mb-2" controlId="health-symptoms">
        <Form.Label>{t('form.symptoms')}</Form.Label>
        <Form.Control value={values.symptoms} onChange={set('symptoms')} maxLength={500} />
      </Form.Group>
      <Form.Group controlId="health-note">
        <Form.Label>{t('form.note')}</Form.Label>
        <Form.Control as="textarea" rows={2} value={values.note} onChange={set('note')} maxLength={500} />
      </Form.Group>
      <ConfirmDialog
        show={warning !== null}
        title={t('form.farTitle')}
        confirmLabel={t('form.farConfirm')}
        variant="warning"
        pending={create.isPending || update.isPending}
        onConfirm={() => void submit(true)}
        onHide={() => setWarning(null)}
        testId="health-far"
      >
        <p className="mb-0">{warning}</p>
      </ConfirmDialog>
    </FormDialog>
  );
}
