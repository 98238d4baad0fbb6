'use client';
import type { ComponentProps } from 'react';
import { useFieldArray, useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { useFieldError } from '@/components/ui/form-hooks';
import type { StudentFormInput, StudentInput } from '@/lib/schemas/student';
import { GUARDIAN_RELATIONSHIPS } from '@/lib/student-options';
import { Choices } from '@/components/ui/form-dialog';

type StudentForm = UseFormReturn<StudentFormInput, unknown, StudentInput>;
type GuardianForm = NonNullable<StudentFormInput['guardians']>[number];

export const emptyGuardian = (primary: boolean): GuardianForm => ({
  full_name: '',
  relationship: 'mother',
  phone: '',
  email: '',
  address: '',
  is_primary: primary,
});

/** One field of a guardian's or pick-up person's row: named by its placeholder, its message under it. */
function RowField({
  form,
  name,
  label,
  ...control
}: { form: StudentForm; name: FieldPath<StudentFormInput>; label: string } & Omit<
  ComponentProps<typeof Form.Control>,
  'form' | 'name'
>) {
  const fieldError = useFieldError();
  const { error } = form.getFieldState(name, form.formState);
  return (
    <>
      <Form.Control aria-label={label} placeholder={label} isInvalid={!!error} {...control} {...form.register(name)} />
      <Form.Control.Feedback type="invalid">{fieldError(error?.message)}</Form.Control.Feedback>
    </>
  );
}

/** A row's remove button. */
function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="sm" variant="outline-danger" onClick={onClick} aria-label={label}>
      <i className="bi bi-x-lg" aria-hidden="true" />
    </Button>
  );
}

/** The add button under a list of rows. */
function AddButton({ text, onClick }: { text: string; onClick: () => void }) {
  return (
    <Button size="sm" variant="outline-primary" onClick={onClick}>
      <i className="bi bi-plus-lg me-1" aria-hidden="true" />
      {text}
    </Button>
  );
}

/** The child's guardians, one of them the primary contact. */
export function GuardianFields({ form }: { form: StudentForm }) {
  const t = useTranslations('studentAdmin');
  const fieldError = useFieldError();
  const guardians = useFieldArray({ control: form.control, name: 'guardians' });
  const watched = useWatch({ control: form.control, name: 'guardians' }) ?? [];
  const message = form.formState.errors.guardians?.message;
  const setPrimary = (index: number) =>
    watched.forEach((_, i) => form.setValue(`guardians.${i}.is_primary`, i === index, { shouldDirty: true }));
  return (
    <fieldset className="mb-3" data-testid="student-guardians">
      <legend className="fs-6 fw-semibold">{t('guardians')}</legend>
      {message && <div className="invalid-feedback d-block mb-2">{fieldError(message)}</div>}
      {guardians.fields.map((field, i) => (
        <div key={field.id} className="border rounded p-2 mb-2">
          <Row className="g-2">
            <Col sm={6}>
              <RowField form={form} name={`guardians.${i}.full_name`} label={t('fields.guardian_name')} />
            </Col>
            <Col xs={6} sm={3}>
              <Form.Select aria-label={t('fields.relationship')} {...form.register(`guardians.${i}.relationship`)}>
                <Choices options={GUARDIAN_RELATIONSHIPS.map((r) => [r, t(`relationships.${r}`)])} />
              </Form.Select>
            </Col>
            <Col xs={6} sm={3}>
              <RowField
                form={form}
                name={`guardians.${i}.phone`}
                label={t('fields.phone')}
                type="tel"
                inputMode="tel"
              />
            </Col>
            <Col sm={6}>
              <RowField form={form} name={`guardians.${i}.email`} label={t('fields.email')} type="email" />
            </Col>
            <Col sm={6}>
              <RowField form={form} name={`guardians.${i}.address`} label={t('fields.address')} />
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
              <RemoveButton label={t('removeGuardian')} onClick={() => guardians.remove(i)} />
            </Col>
          </Row>
        </div>
      ))}
      <AddButton text={t('addGuardian')} onClick={() => guardians.append(emptyGuardian(watched.length === 0))} />
    </fieldset>
  );
}

/** The people besides the guardians who may pick the child up. */
export function PickupFields({ form }: { form: StudentForm }) {
  const t = useTranslations('studentAdmin');
  const pickups = useFieldArray({ control: form.control, name: 'pickup_people' });
  return (
    <fieldset data-testid="student-pickups">
      <legend className="fs-6 fw-semibold">{t('pickupPeople')}</legend>
      {pickups.fields.map((field, i) => (
        <Row key={field.id} className="g-2 mb-2 align-items-start">
          <Col xs={12} sm={5}>
            <RowField form={form} name={`pickup_people.${i}.full_name`} label={t('fields.guardian_name')} />
          </Col>
          <Col xs={5} sm={3}>
            <RowField form={form} name={`pickup_people.${i}.relationship`} label={t('fields.relationship')} />
          </Col>
          <Col xs={5} sm={3}>
            <RowField
              form={form}
              name={`pickup_people.${i}.phone`}
              label={t('fields.phone')}
              type="tel"
              inputMode="tel"
            />
          </Col>
          <Col xs={2} sm={1} className="text-end">
            <RemoveButton label={t('removePickup')} onClick={() => pickups.remove(i)} />
          </Col>
        </Row>
      ))}
      <AddButton text={t('addPickup')} onClick={() => pickups.append({ full_name: '', relationship: '', phone: '' })} />
    </fieldset>
  );
}
