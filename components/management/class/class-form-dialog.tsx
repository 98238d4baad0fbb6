'use client';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Alert, Col, Form, Row, Spinner } from 'react-bootstrap';
import { FormDialog, RequiredLabel } from '@/components/ui/form-dialog';
import { showMessage } from '@/components/layout/site-footer';
import { ApiError } from '@/lib/api/client';
import { useSaveClass, useTeacherOptions, type ClassRow, type SchoolYearRow } from '@/lib/api/class';
import { useErrorText } from '@/lib/api/use-error-text';
import {
  AGE_GROUPS,
  CAPACITY_MAX,
  CAPACITY_MIN,
  CLASS_STATUSES,
  classSchema,
  type ClassFormInput,
  type ClassInput,
} from '@/lib/schemas/class';
import { foldVietnamese } from '@/lib/text';
import { useFieldError } from './field-error';

type Field = keyof ClassFormInput;

/** Create or edit a class: name, age group, year, capacity, status and teachers. Mounted while open. */
export function ClassFormDialog({
  klass,
  years,
  defaultYearId,
  onHide,
}: {
  klass: ClassRow | null;
  years: SchoolYearRow[];
  defaultYearId: string;
  onHide: () => void;
}) {
  const t = useTranslations('classAdmin');
  const tc = useTranslations('common');
  const errorText = useErrorText();
  const fieldError = useFieldError();
  const save = useSaveClass();
  const teachers = useTeacherOptions(true);
  const [error, setError] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const form = useForm<ClassFormInput, unknown, ClassInput>({
    resolver: zodResolver(classSchema),
    defaultValues: {
      name: klass?.name ?? '',
      // Empty until chosen: the schema answers "required".
      age_group: (klass?.age_group ?? '') as ClassFormInput['age_group'],
      school_year_id: klass?.school_year_id ?? defaultYearId,
      capacity: klass?.capacity ?? 25,
      status: klass?.status ?? 'active',
      teacher_ids: klass?.teachers.map((x) => x.id) ?? [],
    },
  });
  const { errors } = form.formState;
  const chosen = useWatch({ control: form.control, name: 'teacher_ids' }) ?? [];

  const toggleTeacher = (id: string, on: boolean) =>
    form.setValue('teacher_ids', on ? [...chosen, id] : chosen.filter((x) => x !== id), { shouldDirty: true });

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await save.mutateAsync({ id: klass?.id ?? null, values });
      showMessage(t('saved'), 'success');
      onHide();
    } catch (e) {
      if (e instanceof ApiError && e.fields) {
        for (const [field, message] of Object.entries(e.fields)) form.setError(field as Field, { message });
      }
      setError(errorText(e));
    }
  });

  const folded = foldVietnamese(filter);
  const options = (teachers.data ?? []).filter(
    (o) => !folded || foldVietnamese(`${o.name} ${o.username}`).includes(folded),
  );

  return (
    <FormDialog
      show
      onHide={onHide}
      title={klass ? t('editClassTitle', { name: klass.name }) : t('createClassTitle')}
      submitLabel={tc('save')}
      onSubmit={() => void submit()}
      submitting={save.isPending}
      testId="class-form"
    >
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      <Form.Group className="mb-3" controlId="class-name">
        <Form.Label>
          <RequiredLabel>{t('classFields.name')}</RequiredLabel>
        </Form.Label>
        <Form.Control maxLength={100} isInvalid={!!errors.name} aria-required="true" {...form.register('name')} />
        <Form.Control.Feedback type="invalid">{fieldError(errors.name?.message)}</Form.Control.Feedback>
      </Form.Group>
      <Row>
        <Col sm={6}>
          <Form.Group className="mb-3" controlId="class-age_group">
            <Form.Label>
              <RequiredLabel>{t('classFields.age_group')}</RequiredLabel>
            </Form.Label>
            <Form.Select isInvalid={!!errors.age_group} aria-required="true" {...form.register('age_group')}>
              <option value="">{t('chooseAgeGroup')}</option>
              {AGE_GROUPS.map((g) => (
                <option key={g} value={g}>
                  {t(`ageGroups.${g}`)}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{fieldError(errors.age_group?.message)}</Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col sm={6}>
          <Form.Group className="mb-3" controlId="class-school_year_id">
            <Form.Label>
              <RequiredLabel>{t('classFields.school_year_id')}</RequiredLabel>
            </Form.Label>
            <Form.Select isInvalid={!!errors.school_year_id} aria-required="true" {...form.register('school_year_id')}>
              <option value="">{t('chooseYear')}</option>
              {years.map((y) => (
                <option key={y.id} value={y.id}>
                  {y.name}
                  {y.is_current ? ` (${t('current')})` : ''}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{fieldError(errors.school_year_id?.message)}</Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col xs={6}>
          <Form.Group className="mb-3" controlId="class-capacity">
            <Form.Label>
              <RequiredLabel>{t('classFields.capacity')}</RequiredLabel>
            </Form.Label>
            <Form.Control
              type="number"
              inputMode="numeric"
              min={CAPACITY_MIN}
              max={CAPACITY_MAX}
              step={1}
              isInvalid={!!errors.capacity}
              aria-required="true"
              {...form.register('capacity', { valueAsNumber: true })}
            />
            <Form.Control.Feedback type="invalid">{fieldError(errors.capacity?.message)}</Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col xs={6}>
          <Form.Group className="mb-3" controlId="class-status">
            <Form.Label>{t('classFields.status')}</Form.Label>
            <Form.Select {...form.register('status')}>
              {CLASS_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`statuses.${s}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
      </Row>
      <fieldset aria-describedby={errors.teacher_ids ? 'class-teachers-error' : undefined}>
        <legend className="form-label fs-6 mb-1">{t('classFields.teacher_ids')}</legend>
        <Form.Control
          type="search"
          size="sm"
          className="mb-2"
          placeholder={t('teacherSearch')}
          aria-label={t('teacherSearch')}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        <div className="border rounded p-2 overflow-auto" style={{ maxHeight: 200 }} data-testid="class-teachers">
          {teachers.isLoading && <Spinner size="sm" aria-hidden="true" />}
          {teachers.data?.length === 0 && <p className="small text-body-secondary mb-0">{t('noTeachers')}</p>}
          {options.map((o) => (
            <Form.Check
              key={o.value}
              id={`class-teacher-${o.value}`}
              className="py-1"
              checked={chosen.includes(o.value)}
              onChange={(e) => toggleTeacher(o.value, e.target.checked)}
              label={
                <>
                  {o.name} <span className="small text-body-secondary">({o.username})</span>
                </>
              }
            />
          ))}
        </div>
        {errors.teacher_ids && (
          <div id="class-teachers-error" className="invalid-feedback d-block">
            {fieldError(errors.teacher_ids.message)}
          </div>
        )}
      </fieldset>
    </FormDialog>
  );
}
