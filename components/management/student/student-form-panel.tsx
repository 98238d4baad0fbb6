'use client';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Alert, Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { SidePanelForm } from '@/components/ui/side-panel-form';
import { RequiredLabel } from '@/components/ui/form-dialog';
import { showMessage } from '@/components/layout/site-footer';
import { useFieldError } from '@/components/management/class/field-error';
import { ApiError } from '@/lib/api/client';
import type { ClassRow } from '@/lib/api/class';
import { dataUrlOf } from '@/lib/api/data-url';
import { useProvinces } from '@/lib/api/shell';
import { useStudent, type StudentDetail } from '@/lib/api/student';
import { useSaveStudent, type PhotoChange } from '@/lib/api/student-actions';
import { useErrorText } from '@/lib/api/use-error-text';
import { dayText } from '@/lib/day';
import { STUDENT_PHOTO_MAX_BYTES } from '@/lib/limits';
import { studentSchema, type StudentFormInput, type StudentInput } from '@/lib/schemas/student';
import { GENDERS, GUARDIAN_RELATIONSHIPS, STUDENT_PHOTO_TYPES } from '@/lib/student-options';
import { StudentAvatar } from './student-avatar';
import { shrinkPhoto } from './shrink-photo';

type GuardianForm = NonNullable<StudentFormInput['guardians']>[number];
const emptyGuardian = (primary: boolean): GuardianForm => ({
  full_name: '',
  relationship: 'mother',
  phone: '',
  email: '',
  address: '',
  is_primary: primary,
});

function defaults(s: StudentDetail | undefined): StudentFormInput {
  return {
    code: s?.code ?? '',
    full_name: s?.full_name ?? '',
    nickname: s?.nickname ?? '',
    gender: (s?.gender ?? '') as StudentFormInput['gender'],
    date_of_birth: dayText(s?.date_of_birth),
    class_id: s?.class_id ?? '',
    enrolment_date: dayText(s?.enrolment_date),
    address: s?.address ?? '',
    province_id: s?.province_id ?? '',
    ethnicity: s?.ethnicity ?? '',
    notes: s?.notes ?? '',
    blood_group: s?.blood_group ?? '',
    allergies: s?.allergies ?? '',
    special_diet: s?.special_diet ?? '',
    guardians: s
      ? s.guardians.map((g) => ({ ...g, email: g.email ?? '', address: g.address ?? '' }))
      : [emptyGuardian(true)],
    pickup_people: s ? s.pickup_people.map((p) => ({ ...p, phone: p.phone ?? '' })) : [],
  };
}

/** Create (id null) or edit a child, with guardians (one primary) and pick-up people, in a side panel. */
export function StudentFormPanel({ id, classes, onHide }: { id: string | null; classes: ClassRow[]; onHide: () => void }) {
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

function StudentForm({ student, classes, onHide }: { student?: StudentDetail; classes: ClassRow[]; onHide: () => void }) {
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
  const guardians = useFieldArray({ control: form.control, name: 'guardians' });
  const pickups = useFieldArray({ control: form.control, name: 'pickup_people' });
  const watched = useWatch({ control: form.control, name: 'guardians' }) ?? [];
  const fullName = useWatch({ control: form.control, name: 'full_name' }) ?? '';
  const id = student?.id ?? savedId;
  const hasPhoto = photo.kind === 'upload' || (photo.kind === 'keep' && !!student?.photo_url);

  const setPrimary = (index: number) =>
    watched.forEach((_, i) => form.setValue(`guardians.${i}.is_primary`, i === index, { shouldDirty: true }));

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
      if (e instanceof ApiError && e.fields) {
        for (const [field, message] of Object.entries(e.fields)) form.setError(field as keyof StudentFormInput, { message });
      }
      setError(errorText(e));
    }
  });

  const text = (name: 'code' | 'full_name' | 'nickname' | 'date_of_birth' | 'enrolment_date' | 'address' | 'ethnicity' | 'blood_group' | 'allergies' | 'special_diet', opts: { required?: boolean; placeholder?: string; max?: number } = {}) => (
    <Form.Group className="mb-3" controlId={`student-${name}`}>
      <Form.Label>{opts.required ? <RequiredLabel>{t(`fields.${name}`)}</RequiredLabel> : t(`fields.${name}`)}</Form.Label>
      <Form.Control
        maxLength={opts.max ?? 100}
        placeholder={opts.placeholder}
        isInvalid={!!errors[name]}
        aria-required={opts.required ? 'true' : undefined}
        {...form.register(name)}
      />
      <Form.Control.Feedback type="invalid">{fieldError(errors[name]?.message)}</Form.Control.Feedback>
    </Form.Group>
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
    >
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
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
        <Col xs={6} sm={4}>{text('nickname', { max: 50 })}</Col>
        <Col xs={6} sm={4}>
          <Form.Group className="mb-3" controlId="student-gender">
            <Form.Label>
              <RequiredLabel>{t('fields.gender')}</RequiredLabel>
            </Form.Label>
            <Form.Select isInvalid={!!errors.gender} aria-required="true" {...form.register('gender')}>
              <option value="">{t('choose')}</option>
              {GENDERS.map((g) => (
                <option key={g} value={g}>
                  {t(`genders.${g}`)}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{fieldError(errors.gender?.message)}</Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col sm={4}>{text('date_of_birth', { required: true, placeholder: 'dd/MM/yyyy', max: 10 })}</Col>
        <Col sm={8}>
          <Form.Group className="mb-3" controlId="student-class_id">
            <Form.Label>{t('fields.class_id')}</Form.Label>
            <Form.Select isInvalid={!!errors.class_id} {...form.register('class_id')}>
              <option value="">{t('noClass')}</option>
              {classes.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} ({c.school_year_name})
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{fieldError(errors.class_id?.message)}</Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col sm={4}>{text('enrolment_date', { placeholder: 'dd/MM/yyyy', max: 10 })}</Col>
        <Col sm={8}>{text('address', { max: 300 })}</Col>
        <Col sm={4}>
          <Form.Group className="mb-3" controlId="student-province_id">
            <Form.Label>{t('fields.province_id')}</Form.Label>
            <Form.Select isInvalid={!!errors.province_id} {...form.register('province_id')}>
              <option value="">{t('chooseProvince')}</option>
              {provinces.data?.map((p) => (
                <option key={p.province_id} value={p.province_id}>
                  {p.name}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{fieldError(errors.province_id?.message)}</Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col xs={6} sm={4}>{text('ethnicity', { max: 50 })}</Col>
        <Col xs={6} sm={4}>{text('blood_group', { max: 10 })}</Col>
        <Col sm={6}>{text('allergies', { max: 500 })}</Col>
        <Col sm={6}>{text('special_diet', { max: 500 })}</Col>
        <Col xs={12}>
          <Form.Group className="mb-3" controlId="student-notes">
            <Form.Label>{t('fields.notes')}</Form.Label>
            <Form.Control as="textarea" rows={2} maxLength={1000} {...form.register('notes')} />
          </Form.Group>
        </Col>
      </Row>

      <fieldset className="mb-3" data-testid="student-guardians">
        <legend className="fs-6 fw-semibold">{t('guardians')}</legend>
        {errors.guardians?.message && <div className="invalid-feedback d-block mb-2">{fieldError(errors.guardians.message)}</div>}
        {guardians.fields.map((field, i) => {
          const e = errors.guardians?.[i];
          return (
            <div key={field.id} className="border rounded p-2 mb-2">
              <Row className="g-2">
                <Col sm={6}>
                  <Form.Control
                    aria-label={t('fields.guardian_name')}
                    placeholder={t('fields.guardian_name')}
                    isInvalid={!!e?.full_name}
                    {...form.register(`guardians.${i}.full_name`)}
                  />
                  <Form.Control.Feedback type="invalid">{fieldError(e?.full_name?.message)}</Form.Control.Feedback>
                </Col>
                <Col xs={6} sm={3}>
                  <Form.Select aria-label={t('fields.relationship')} {...form.register(`guardians.${i}.relationship`)}>
                    {GUARDIAN_RELATIONSHIPS.map((r) => (
                      <option key={r} value={r}>
                        {t(`relationships.${r}`)}
                      </option>
                    ))}
                  </Form.Select>
                </Col>
                <Col xs={6} sm={3}>
                  <Form.Control
                    type="tel"
                    inputMode="tel"
                    aria-label={t('fields.phone')}
                    placeholder={t('fields.phone')}
                    isInvalid={!!e?.phone}
                    {...form.register(`guardians.${i}.phone`)}
                  />
                  <Form.Control.Feedback type="invalid">{fieldError(e?.phone?.message)}</Form.Control.Feedback>
                </Col>
                <Col sm={6}>
                  <Form.Control
                    type="email"
                    aria-label={t('fields.email')}
                    placeholder={t('fields.email')}
                    isInvalid={!!e?.email}
                    {...form.register(`guardians.${i}.email`)}
                  />
                  <Form.Control.Feedback type="invalid">{fieldError(e?.email?.message)}</Form.Control.Feedback>
                </Col>
                <Col sm={6}>
                  <Form.Control aria-label={t('fields.address')} placeholder={t('fields.address')} {...form.register(`guardians.${i}.address`)} />
                </Col>
                <Col xs={12} className="d-flex justify-content-between align-items-center">
                  <Form.Check
                    type="radio"
                    id={`guardian-primary-${i}`}
                    name="guardian-primary"
                    label={t('primary')}
                    checked={!!watched[i]?.is_primary}
                    onChange={() => setPrimary(i)}
                  />
                  <Button
                    size="sm"
                    variant="outline-danger"
                    onClick={() => guardians.remove(i)}
                    aria-label={t('removeGuardian')}
                  >
                    <i className="bi bi-x-lg" aria-hidden="true" />
                  </Button>
                </Col>
              </Row>
            </div>
          );
        })}
        <Button size="sm" variant="outline-primary" onClick={() => guardians.append(emptyGuardian(watched.length === 0))}>
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          {t('addGuardian')}
        </Button>
      </fieldset>

      <fieldset data-testid="student-pickups">
        <legend className="fs-6 fw-semibold">{t('pickupPeople')}</legend>
        {pickups.fields.map((field, i) => {
          const e = errors.pickup_people?.[i];
          return (
            <Row key={field.id} className="g-2 mb-2 align-items-start">
              <Col xs={12} sm={5}>
                <Form.Control
                  aria-label={t('fields.guardian_name')}
                  placeholder={t('fields.guardian_name')}
                  isInvalid={!!e?.full_name}
                  {...form.register(`pickup_people.${i}.full_name`)}
                />
                <Form.Control.Feedback type="invalid">{fieldError(e?.full_name?.message)}</Form.Control.Feedback>
              </Col>
              <Col xs={5} sm={3}>
                <Form.Control
                  aria-label={t('fields.relationship')}
                  placeholder={t('fields.relationship')}
                  isInvalid={!!e?.relationship}
                  {...form.register(`pickup_people.${i}.relationship`)}
                />
                <Form.Control.Feedback type="invalid">{fieldError(e?.relationship?.message)}</Form.Control.Feedback>
              </Col>
              <Col xs={5} sm={3}>
                <Form.Control
                  type="tel"
                  inputMode="tel"
                  aria-label={t('fields.phone')}
                  placeholder={t('fields.phone')}
                  isInvalid={!!e?.phone}
                  {...form.register(`pickup_people.${i}.phone`)}
                />
                <Form.Control.Feedback type="invalid">{fieldError(e?.phone?.message)}</Form.Control.Feedback>
              </Col>
              <Col xs={2} sm={1} className="text-end">
                <Button size="sm" variant="outline-danger" onClick={() => pickups.remove(i)} aria-label={t('removePickup')}>
                  <i className="bi bi-x-lg" aria-hidden="true" />
                </Button>
              </Col>
            </Row>
          );
        })}
        <Button
          size="sm"
          variant="outline-primary"
          onClick={() => pickups.append({ full_name: '', relationship: '', phone: '' })}
        >
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          {t('addPickup')}
        </Button>
      </fieldset>
    </SidePanelForm>
  );
}
