'use client';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Col, Form, Row } from 'react-bootstrap';
import { Choices, RequiredLabel } from '@/components/ui/form-dialog';
import { textValues } from '@/components/ui/form-values';
import { showMessage } from '@/components/layout/site-footer';
import { setFieldErrors } from '@/components/ui/form-hooks';
import { useProvinces } from '@/lib/api/shell';
import { useSaveSchool, type SchoolRow } from '@/lib/api/school';
import { useErrorText } from '@/lib/api/use-error-text';
import {
  DEFAULT_LOGIN_COLOURS,
  LOGIN_COLOURS,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  SCHOOL_STATUSES,
  schoolSchema,
  type SchoolInput,
} from '@/lib/schemas/school';
import { ColourField } from './colour-field';
import { LoginPreview } from './login-preview';
import { PanelForm, SidePanel } from '@/components/ui/side-panel-form';

type TextField = 'code' | 'name' | 'address' | 'phone' | 'email';
type Field = keyof SchoolInput;

function valuesOf(school: SchoolRow | null): SchoolInput {
  const colours = Object.fromEntries(LOGIN_COLOURS.map((k) => [k, school?.[k] ?? DEFAULT_LOGIN_COLOURS[k]]));
  return {
    ...textValues(school, ['code', 'name', 'address', 'province_id', 'phone', 'email', 'brandName']),
    status: school?.status ?? 'active',
    ...colours,
  };
}

/**
 * Create or edit a school in a side panel: details, status, logo and the login colours, with the sign-in page
 * previewed beside the form (below it on a phone) as the values are typed.
 */
export function SchoolFormPanel({
  school,
  show,
  onHide,
}: {
  school: SchoolRow | null;
  show: boolean;
  onHide: () => void;
}) {
  return (
    <SidePanel show={show} onHide={onHide} testId="school-form" width={1080}>
      {/* Mounted afresh at every opening, so the form starts from the school as it is then. */}
      <SchoolForm school={school} onHide={onHide} />
    </SidePanel>
  );
}

function SchoolForm({ school, onHide }: { school: SchoolRow | null; onHide: () => void }) {
  const t = useTranslations('schoolAdmin');
  const te = useTranslations('errors');
  const errorText = useErrorText();
  const provinces = useProvinces();
  const save = useSaveSchool();
  // A school created here whose logo then failed: further saves edit it instead of creating another.
  const [savedId, setSavedId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const logoUrl = useMemo(() => (logo ? URL.createObjectURL(logo) : null), [logo]);
  useEffect(() => () => void (logoUrl && URL.revokeObjectURL(logoUrl)), [logoUrl]);

  const form = useForm<SchoolInput>({ resolver: zodResolver(schoolSchema), defaultValues: valuesOf(school) });
  const { errors } = form.formState;
  const watched = useWatch({ control: form.control });

  const id = school?.id ?? savedId;
  // Messages from the form's schema are keys; those the server sent for a field are already in words.
  const fieldError = (name: Field) => {
    const message = errors[name]?.message;
    return !message ? undefined : message.startsWith('errors.') ? errorText(message) : message;
  };

  const chooseLogo = (file: File | undefined) => {
    setLogoError(null);
    if (!file) return setLogo(null);
    if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return setLogoError(te('file_type'));
    if (file.size > LOGO_MAX_BYTES) return setLogoError(te('file_too_large', { max: LOGO_MAX_BYTES / 1024 }));
    setLogo(file);
  };

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    if (logoError) return;
    try {
      await save.mutateAsync({ id, values, logo });
      showMessage(id ? t('saved') : t('created'), 'success');
      onHide();
    } catch (e) {
      const saved = (e as { savedId?: string }).savedId;
      if (saved) {
        setSavedId(saved);
        setLogo(null);
        setError(t('logoFailed', { reason: errorText(e) }));
        return;
      }
      setFieldErrors(form.setError, e);
      setError(errorText(e));
    }
  });

  const title = school ? t('editTitle', { name: school.name }) : t('createTitle');
  const text = (name: TextField, required = false, props: Record<string, unknown> = {}) => (
    <Form.Group className="mb-3" controlId={`school-${name}`}>
      <Form.Label>{required ? <RequiredLabel>{t(`fields.${name}`)}</RequiredLabel> : t(`fields.${name}`)}</Form.Label>
      <Form.Control
        isInvalid={!!errors[name]}
        aria-required={required || undefined}
        aria-describedby={name === 'code' ? 'school-code-hint' : undefined}
        {...props}
        {...form.register(name)}
      />
      {name === 'code' && !errors.code && <Form.Text id="school-code-hint">{t('hints.code')}</Form.Text>}
      <Form.Control.Feedback type="invalid">{fieldError(name)}</Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <PanelForm
      onHide={onHide}
      title={title}
      onSubmit={() => void submit()}
      submitting={save.isPending}
      testId="school-form"
      error={error}
    >
      <Row className="g-4">
        <Col lg={7}>
          <fieldset>
            <legend className="h6 text-body-secondary">{t('sections.general')}</legend>
            <Row>
              <Col sm={5}>{text('code', true, { autoCapitalize: 'characters', spellCheck: false, maxLength: 30 })}</Col>
              <Col sm={7}>{text('name', true, { maxLength: 200 })}</Col>
            </Row>
            {text('address', false, { maxLength: 300, autoComplete: 'street-address' })}
            <Row>
              <Col sm={6}>
                <Form.Group className="mb-3" controlId="school-province_id">
                  <Form.Label>{t('fields.province_id')}</Form.Label>
                  <Form.Select isInvalid={!!errors.province_id} {...form.register('province_id')}>
                    <Choices
                      empty={t('chooseProvince')}
                      options={(provinces.data ?? []).map((p) => [p.province_id, p.name])}
                    />
                  </Form.Select>
                  <Form.Control.Feedback type="invalid">{fieldError('province_id')}</Form.Control.Feedback>
                </Form.Group>
              </Col>
              <Col sm={6}>
                <Form.Group className="mb-3" controlId="school-status">
                  <Form.Label>
                    <RequiredLabel>{t('fields.status')}</RequiredLabel>
                  </Form.Label>
                  <Form.Select
                    isInvalid={!!errors.status}
                    aria-describedby="school-status-hint"
                    {...form.register('status')}
                  >
                    <Choices options={SCHOOL_STATUSES.map((s) => [s, t(`statuses.${s}`)])} />
                  </Form.Select>
                  <Form.Text id="school-status-hint">{t('hints.status')}</Form.Text>
                </Form.Group>
              </Col>
            </Row>
            <Row>
              <Col sm={6}>{text('phone', false, { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}</Col>
              <Col sm={6}>{text('email', false, { type: 'email', autoComplete: 'email' })}</Col>
            </Row>
          </fieldset>
          <fieldset>
            <legend className="h6 text-body-secondary">{t('sections.brand')}</legend>
            <Form.Group className="mb-3" controlId="school-brandName">
              <Form.Label>{t('fields.brandName')}</Form.Label>
              <Form.Control
                isInvalid={!!errors.brandName}
                maxLength={100}
                aria-describedby="school-brand-hint"
                {...form.register('brandName')}
              />
              <Form.Text id="school-brand-hint">{t('hints.brandName')}</Form.Text>
              <Form.Control.Feedback type="invalid">{fieldError('brandName')}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group className="mb-3" controlId="school-logo">
              <Form.Label>{t('fields.logo')}</Form.Label>
              <Form.Control
                type="file"
                accept={LOGO_TYPES.join(',')}
                isInvalid={!!logoError}
                aria-describedby="school-logo-hint"
                onChange={(e) => chooseLogo((e.target as HTMLInputElement).files?.[0])}
              />
              <Form.Text id="school-logo-hint">{t('hints.logo')}</Form.Text>
              <Form.Control.Feedback type="invalid">{logoError}</Form.Control.Feedback>
            </Form.Group>
            <Row>
              {LOGIN_COLOURS.map((key) => (
                <Col sm={6} key={key}>
                  <ColourField
                    id={`school-${key}`}
                    label={t(`fields.${key}`)}
                    value={watched[key]}
                    error={fieldError(key)}
                    onPick={(v) => form.setValue(key, v, { shouldDirty: true, shouldValidate: true })}
                    register={form.register(key)}
                  />
                </Col>
              ))}
            </Row>
          </fieldset>
        </Col>
        <Col lg={5}>
          <div className="position-sticky" style={{ top: 0 }}>
            <LoginPreview
              brand={{
                logo: logoUrl ?? school?.logo ?? '/logo.svg',
                brandName: watched.brandName || watched.name || '—',
                btnColor: watched.btnColor,
                textColor: watched.textColor,
                themePrimary: watched.themePrimary,
                themeMHPrimary: watched.themeMHPrimary,
                themeMHHeader: watched.themeMHHeader,
                themeMHPrimaryLighter: watched.themeMHPrimaryLighter,
              }}
            />
          </div>
        </Col>
      </Row>
    </PanelForm>
  );
}
