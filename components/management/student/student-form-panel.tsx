'use client';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Alert, Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { SidePanelForm } from '@/components/ui/side-panel-form';
import { DayControl, FormField } from '@/components/ui/form-dialog';
import { textValues } from '@/components/ui/form-values';
import { showMessage } from '@/components/layout/site-footer';
import { setFieldErrors, useFieldError } from '@/components/ui/form-hooks';
import type { ClassRow } from '@/lib/api/class';
import { dataUrlOf } from '@/lib/api/data-url';
import { useProvinces } from '@/lib/api/shell';
import { useStudent, type StudentDetail } from '@/lib/api/student';
import { useSaveStudent, type PhotoChange } from '@/lib/api/student-actions';
import { useErrorText } from '@/lib/api/use-error-text';
import { dayText } from '@/lib/day';
import { STUDENT_PHOTO_MAX_BYTES } from '@/lib/limits';
import { studentSchema, type StudentFormInput, type StudentInput } from '@/lib/schemas/student';
import { GENDERS, STUDENT_PHOTO_TYPES } from '@/lib/student-options';
import { StudentAvatar } from './student-avatar';
import { shrinkPhoto } from './shrink-photo';
import { emptyGuardian, GuardianFields, PickupFields } from './student-people-fields';

type TextField =
  | 'code'
  | 'full_name'
  | 'nickname'
  | 'date_of_birth'
  | 'enrolment_date'
  | 'address'
  | 'ethnicity'
  | 'blood_group'
  | 'allergies'
  | 'special_diet';

function defaults(s: StudentDetail | undefined): StudentFormInput {
  return {
    ...textValues(s, [
      'code',
      'full_name',
      'nickname',
      'class_id',
      'address',
      'province_id',
      'ethnicity',
      'notes',
      'blood_group',
      'allergies',
      'special_diet',
    ]),
    gender: (s?.gender ?? '') as StudentFormInput['gender'],
    date_of_birth: dayText(s?.date_of_birth),
    enrolment_date: dayText(s?.enrolment_date),
    guardians: s
      ? s.guardians.map((g) => ({ ...g, email: g.email ?? '', address: g.address ?? '' }))
      : [emptyGuardian(true)],
    pickup_people: s ? s.pickup_people.map((p) => ({ ...p, phone: p.phone ?? '' })) : [],
  };
}

/** Create (id null) or edit a child, with guardians (one primary) and pick-up people, in a side panel. */
export function StudentFormPanel({
  id,
  classes,
  onHide,
}: {
  id: string | null;
  classes: ClassRow[];
  onHide: () => void;
}) {
  const detail = useStudent(id);
  const provinces = useProvinces();
  const t = useTranslations('studentAdmin');
  // The province list first: a select gets its saved value only if the option is there when the form starts.
  if ((id && !detail.data) || provinces.isPending) {
    return (
      <SidePanelForm show onHide={onHide} title={id ? t('editTitle') : t('createTitle')} testId="student-form">
        {detail.error ? <Alert variant="danger">{String(detail.error)}</Alert> : <Spinner size="sm" />}
      </SidePanelForm>
    );
  }
  return <StudentForm student={detail.data} classes={classes} onHide={onHide} />;
}

function StudentForm({
  student,
  classes,
  onHide,
}: {
  student?: StudentDetail;
  classes: ClassRow[];
  onHide: () => void;
}) {
  const t = useTranslations('studentAdmin');
  const tc = useTranslations('common');
  const te = useTranslations('errors');
  const errorText = useErrorText();
  const fieldError = useFieldError();
  const provinces = useProvinces();
  const save = useSaveStudent();
  const [error, setError] = useState<string | null>(null);
  // A child created here whose photo then failed: further saves edit it instead of creating another.
  const [savedId, setSavedId] = useState<string | null>(null);
  const [photo, setPhoto] = useState<PhotoChange>({ kind: 'keep' });
  const [preview, setPreview] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  // A new key empties the file input (after a remove, or a photo the server refused).
  const [photoInputKey, setPhotoInputKey] = useState(0);
  const form = useForm<StudentFormInput, unknown, StudentInput>({
    resolver: zodResolver(studentSchema),
    defaultValues: defaults(student),
  });
  const { errors } = form.formState;
  const fullName = useWatch({ control: form.control, name: 'full_name' }) ?? '';
  const id = student?.id ?? savedId;
  const hasPhoto = photo.kind === 'upload' || (photo.kind === 'keep' && !!student?.photo_url);

  // The browser's claim about the type is only a first check; the server reads the content.
  const choosePhoto = async (file: File | undefined) => {
    setPhotoError(null);
    if (!file) return;
    if (!(STUDENT_PHOTO_TYPES as readonly string[]).includes(file.type)) {
      setPhotoError(te('file_type'));
      return;
    }
    const small = await shrinkPhoto(file);
    if (!small) {
      setPhotoError(te('file_type'));
      return;
    }
    if (small.size > STUDENT_PHOTO_MAX_BYTES) {
      setPhotoError(te('file_too_large', { max: STUDENT_PHOTO_MAX_BYTES / 1024 }));
      return;
    }
    setPhoto({ kind: 'upload', file: small });
    setPreview(await dataUrlOf(small));
  };
  const removePhoto = () => {
    setPhotoError(null);
    setPreview(null);
    setPhoto(student?.photo_url ? { kind: 'remove' } : { kind: 'keep' });
    setPhotoInputKey((k) => k + 1);
  };

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    if (photoError) return;
    try {
      await save.mutateAsync({ id, values, photo });
      showMessage(t('saved'), 'success');
      onHide();
    } catch (e) {
      const saved = (e as { savedId?: string }).savedId;
      if (saved) {
        setSavedId(saved);
        setPhoto({ kind: 'keep' });
        setPreview(null);
        setPhotoInputKey((k) => k + 1);
        setError(t('photoFailed', { reason: errorText(e) }));
        return;
      }
      setFieldErrors(form.setError, e);
      setError(errorText(e));
    }
  });

  const text = (name: TextField, opts: { required?: boolean; max?: number; day?: boolean } = {}) => {
    const Control = opts.day ? DayControl : Form.Control;
    return (
      <FormField
        id={`student-${name}`}
        label={t(`fields.${name}`)}
        required={opts.required}
        error={fieldError(errors[name]?.message)}
        className="mb-3"
      >
        <Control
          maxLength={opts.day ? 10 : (opts.max ?? 100)}
          isInvalid={!!errors[name]}
          aria-required={opts.required ? 'true' : undefined}
          {...form.register(name)}
        />
      </FormField>
    );
  };
  const select = (name: 'gender' | 'class_id' | 'province_id', empty: string, options: [string, string][]) => (
    <FormField
      id={`student-${name}`}
      label={t(`fields.${name}`)}
      required={name === 'gender'}
      error={fieldError(errors[name]?.message)}
      className="mb-3"
    >
      <Form.Select
        isInvalid={!!errors[name]}
        aria-required={name === 'gender' ? 'true' : undefined}
        {...form.register(name)}
      >
        <option value="">{empty}</option>
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Form.Select>
    </FormField>
  );

  return (
    <SidePanelForm
      show
      onHide={onHide}
      title={student ? t('editTitleNamed', { name: student.full_name }) : t('createTitle')}
      submitLabel={tc('save')}
      onSubmit={() => void submit()}
      submitting={save.isPending}
      testId="student-form"
      error={error}
    >
      <div className="d-flex align-items-start gap-3 mb-3" data-testid="student-photo-field">
        <StudentAvatar
          name={fullName}
          url={photo.kind === 'keep' ? student?.photo_url : null}
          src={preview}
          size={72}
          alt={t('photoOf', { name: fullName })}
        />
        <Form.Group className="flex-grow-1" style={{ minWidth: 0 }} controlId="student-photo">
          <Form.Label>{t('fields.photo')}</Form.Label>
          <Form.Control
            key={photoInputKey}
            type="file"
            accept={STUDENT_PHOTO_TYPES.join(',')}
            isInvalid={!!photoError}
            aria-describedby="student-photo-hint"
            onChange={(e) => void choosePhoto((e.target as HTMLInputElement).files?.[0])}
          />
          <Form.Text id="student-photo-hint">
            {photo.kind === 'remove' ? t('photoWillBeRemoved') : t('photoHint')}
          </Form.Text>
          <Form.Control.Feedback type="invalid">{photoError}</Form.Control.Feedback>
          {hasPhoto && (
            <div>
              <Button size="sm" variant="outline-danger" className="mt-2" onClick={removePhoto}>
                <i className="bi bi-trash me-1" aria-hidden="true" />
                {t('removePhoto')}
              </Button>
            </div>
          )}
        </Form.Group>
      </div>
      <Row>
        <Col sm={4}>{text('code', { required: true, max: 30 })}</Col>
        <Col sm={8}>{text('full_name', { required: true })}</Col>
        <Col xs={6} sm={4}>
          {text('nickname', { max: 50 })}
        </Col>
        <Col xs={6} sm={4}>
          {select(
            'gender',
            t('choose'),
            GENDERS.map((g) => [g, t(`genders.${g}`)]),
          )}
        </Col>
        <Col sm={4}>{text('date_of_birth', { required: true, day: true })}</Col>
        <Col sm={8}>
          {select(
            'class_id',
            t('noClass'),
            classes.map((c) => [c.id, `${c.name} (${c.school_year_name})`]),
          )}
        </Col>
        <Col sm={4}>{text('enrolment_date', { day: true })}</Col>
        <Col sm={8}>{text('address', { max: 300 })}</Col>
        <Col sm={4}>
          {select(
            'province_id',
            t('chooseProvince'),
            (provinces.data ?? []).map((p) => [p.province_id, p.name]),
          )}
        </Col>
        <Col xs={6} sm={4}>
          {text('ethnicity', { max: 50 })}
        </Col>
        <Col xs={6} sm={4}>
          {text('blood_group', { max: 10 })}
        </Col>
        <Col sm={6}>{text('allergies', { max: 500 })}</Col>
        <Col sm={6}>{text('special_diet', { max: 500 })}</Col>
        <Col xs={12}>
          <Form.Group className="mb-3" controlId="student-notes">
            <Form.Label>{t('fields.notes')}</Form.Label>
            <Form.Control as="textarea" rows={2} maxLength={1000} {...form.register('notes')} />
          </Form.Group>
        </Col>
      </Row>

      <GuardianFields form={form} />
      <PickupFields form={form} />
    </SidePanelForm>
  );
}
