'use client';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Col, Form, Row, Spinner } from 'react-bootstrap';
import { Choices, FormDialog, FormField } from '@/components/ui/form-dialog';
import { useSaveClass, useTeacherOptions, type ClassRow, type SchoolYearRow } from '@/lib/api/class';
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
import { useFieldError, useFormFields, useSaveForm } from '@/components/ui/form-hooks';

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
  const fieldError = useFieldError();
  const save = useSaveClass();
  const teachers = useTeacherOptions(true);
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

  const saving = useSaveForm(form, {
    save: (values) => save.mutateAsync({ id: klass?.id ?? null, values }),
    done: t('saved'),
    onSaved: onHide,
  });
  const fields = useFormFields(form, 'class', (name) => t(`classFields.${name as Field}`));
  const field = (name: Field) => fields(name, { required: name !== 'status' });

  const folded = foldVietnamese(filter);
  const options = (teachers.data ?? []).filter(
    (o) => !folded || foldVietnamese(`${o.name} ${o.username}`).includes(folded),
  );

  return (
    <FormDialog
      {...saving}
      onHide={onHide}
      title={klass ? t('editClassTitle', { name: klass.name }) : t('createClassTitle')}
      submitLabel={tc('save')}
      testId="class-form"
    >
      <FormField {...field('name')}>
        <Form.Control maxLength={100} isInvalid={!!errors.name} aria-required="true" {...form.register('name')} />
      </FormField>
      <Row>
        <Col sm={6}>
          <FormField {...field('age_group')}>
            <Form.Select isInvalid={!!errors.age_group} aria-required="true" {...form.register('age_group')}>
              <Choices empty={t('chooseAgeGroup')} options={AGE_GROUPS.map((g) => [g, t(`ageGroups.${g}`)])} />
            </Form.Select>
          </FormField>
        </Col>
        <Col sm={6}>
          <FormField {...field('school_year_id')}>
            <Form.Select isInvalid={!!errors.school_year_id} aria-required="true" {...form.register('school_year_id')}>
              <Choices
                empty={t('chooseYear')}
                options={years.map((y) => [y.id, `${y.name}${y.is_current ? ` (${t('current')})` : ''}`])}
              />
            </Form.Select>
          </FormField>
        </Col>
        <Col xs={6}>
          <FormField {...field('capacity')}>
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
          </FormField>
        </Col>
        <Col xs={6}>
          <FormField {...field('status')}>
            <Form.Select {...form.register('status')}>
              <Choices options={CLASS_STATUSES.map((s) => [s, t(`statuses.${s}`)])} />
            </Form.Select>
          </FormField>
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
