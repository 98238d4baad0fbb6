'use client';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Alert, Button, Col, Form, InputGroup, Row } from 'react-bootstrap';
import { Choices, RequiredLabel } from '@/components/ui/form-dialog';
import { showMessage } from '@/components/layout/site-footer';
import { SidePanelForm } from '@/components/ui/side-panel-form';
import { setFieldErrors } from '@/components/ui/form-hooks';
import { ApiError } from '@/lib/api/client';
import { useCurrentUser, useTenants } from '@/lib/api/shell';
import { useCreateUser, useUpdateUser, useUserDetail } from '@/lib/api/user-admin';
import { useErrorText } from '@/lib/api/use-error-text';
import { PASSWORD_MIN } from '@/lib/schemas/auth';
import {
  USER_LANGUAGES,
  USER_STATUSES,
  userCreateSchema,
  userUpdateSchema,
  type UserCreateInput,
} from '@/lib/schemas/user-admin';
import { MembershipEditor } from './membership-editor';

const FIELDS = ['username', 'full_name', 'email', 'phone', 'language_code', 'status', 'password', 'schools'] as const;

/** A random password for the "generate" button: letters and digits, no look-alikes, at least one of each. */
function randomPassword(length = 12): string {
  const chars = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  for (;;) {
    const value = Array.from(crypto.getRandomValues(new Uint32Array(length)), (n) => chars[n % chars.length]).join('');
    if (/[0-9]/.test(value) && /[a-zA-Z]/.test(value)) return value;
  }
}

const empty = (tenantId: string | null): UserCreateInput => ({
  username: '',
  full_name: '',
  email: '',
  phone: '',
  language_code: 'vi',
  status: 'active',
  password: '',
  is_system_admin: false,
  schools: tenantId ? [{ tenant_id: tenantId, scope: 'school', role_ids: [], class_ids: [] }] : [],
});

/**
 * Create (id null) or edit a staff account in a side panel: the account's fields, and for the chosen school the
 * roles, scope and classes. A system administrator also grants other schools and the administrator flag.
 */
export function UserEditor({ show, id, onHide }: { show: boolean; id: string | null; onHide: () => void }) {
  const t = useTranslations('userAdmin');
  const tl = useTranslations('languages');
  const errorText = useErrorText();
  const { data: me } = useCurrentUser();
  const { data: tenants } = useTenants();
  const isAdmin = !!me?.is_system_admin;
  const currentTenant = me?.tenant_id ?? null;
  const editing = !!id;
  const detail = useUserDetail(show ? id : null);
  const create = useCreateUser();
  const update = useUpdateUser();
  const [error, setError] = useState<string | null>(null);
  const [reveal, setReveal] = useState(false);
  const [adding, setAdding] = useState('');
  const form = useForm<UserCreateInput>({
    resolver: zodResolver(editing ? userUpdateSchema : userCreateSchema) as never,
    defaultValues: empty(currentTenant),
  });
  const schools = useFieldArray({ control: form.control, name: 'schools', keyName: 'key' });
  const { errors } = form.formState;
  const user = editing ? detail.data : undefined;
  const loading = editing && !user;
  // A user who also works at another school: their account is a system administrator's to change.
  const accountLocked = editing && !isAdmin && !!user?.shared;

  useEffect(() => {
    if (!show) return;
    if (!editing) form.reset(empty(currentTenant));
    else if (user) {
      form.reset({
        username: user.username,
        full_name: user.full_name,
        email: user.email ?? '',
        phone: user.phone ?? '',
        language_code: user.language_code as 'vi' | 'en',
        status: user.status,
        password: '',
        is_system_admin: user.is_system_admin,
        schools:
          user.schools.length || isAdmin
            ? user.schools.map((s) => ({
                tenant_id: s.tenant_id,
                scope: s.scope as 'school' | 'class',
                role_ids: s.role_ids,
                class_ids: s.class_ids,
              }))
            : empty(currentTenant).schools,
      });
    }
  }, [show, editing, user, form, currentTenant, isAdmin]);

  const schoolName = (tenantId: string) =>
    user?.schools.find((s) => s.tenant_id === tenantId)?.tenant_name ??
    tenants?.find((s) => s.value === tenantId)?.name ??
    t('thisSchool');
  const present = new Set(schools.fields.map((f) => f.tenant_id));
  const addable = (tenants ?? []).filter((s) => !present.has(s.value));

  const hide = () => {
    setError(null);
    setReveal(false);
    setAdding('');
    onHide();
  };

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const { password, ...rest } = values;
      const input = { ...rest, is_system_admin: isAdmin ? rest.is_system_admin : undefined };
      // Fields shown but not editable keep the account's own values (a disabled field sends nothing).
      if (user && (accountLocked || id === me?.id)) input.status = user.status;
      if (user && accountLocked) {
        Object.assign(input, {
          username: user.username,
          full_name: user.full_name,
          email: user.email,
          phone: user.phone,
          language_code: user.language_code,
        });
      }
      if (user && id === me?.id) input.is_system_admin = isAdmin ? user.is_system_admin : undefined;
      const result = editing
        ? await update.mutateAsync({ id: id!, input })
        : await create.mutateAsync({ ...input, password });
      showMessage(result.text ?? t(editing ? 'updated' : 'created'), 'success');
      hide();
    } catch (e) {
      setFieldErrors(form.setError, e, FIELDS);
      if (e instanceof ApiError && (e.key === 'errors.username_taken' || e.key === 'errors.email_taken')) {
        form.setError(e.key === 'errors.username_taken' ? 'username' : 'email', { message: e.key });
      }
      setError(errorText(e));
    }
  });

  const text = (
    name: 'username' | 'full_name' | 'email' | 'phone',
    label: string,
    opts: { required?: boolean; type?: string; autoComplete?: string } = {},
  ) => (
    <Form.Group controlId={`user-${name}`}>
      <Form.Label>{opts.required ? <RequiredLabel>{label}</RequiredLabel> : label}</Form.Label>
      <Form.Control
        type={opts.type ?? 'text'}
        readOnly={accountLocked}
        autoComplete={opts.autoComplete ?? 'off'}
        aria-required={opts.required || undefined}
        isInvalid={!!errors[name]}
        {...form.register(name)}
      />
      <Form.Control.Feedback type="invalid">{errors[name] && errorText(errors[name]?.message)}</Form.Control.Feedback>
    </Form.Group>
  );

  return (
    <SidePanelForm
      show={show}
      onHide={hide}
      title={editing ? t('editTitle', { name: user?.full_name ?? '' }) : t('createTitle')}
      onSubmit={loading ? undefined : () => void submit()}
      submitting={create.isPending || update.isPending}
      testId="user-editor"
      error={error}
      record={{ loading: !!loading, error: detail.error }}
      width={760}
    >
      <fieldset className="mb-4">
        <legend className="h6">{t('account')}</legend>
        {accountLocked && (
          <Alert variant="info" className="small">
            {t('sharedHint')}
          </Alert>
        )}
        <Row className="g-3">
          <Col xs={12} md={6}>
            {text('username', t('username'), { required: true, autoComplete: 'off' })}
          </Col>
          <Col xs={12} md={6}>
            {text('full_name', t('fullName'), { required: true, autoComplete: 'off' })}
          </Col>
          <Col xs={12} md={6}>
            {text('email', t('email'), { type: 'email' })}
          </Col>
          <Col xs={12} md={6}>
            {text('phone', t('phone'), { type: 'tel' })}
          </Col>
          {!editing && (
            <Col xs={12}>
              <Form.Group controlId="user-password">
                <Form.Label>
                  <RequiredLabel>{t('password')}</RequiredLabel>
                </Form.Label>
                <InputGroup hasValidation>
                  <Form.Control
                    type={reveal ? 'text' : 'password'}
                    autoComplete="new-password"
                    aria-required="true"
                    aria-describedby="user-password-hint"
                    minLength={PASSWORD_MIN}
                    isInvalid={!!errors.password}
                    {...form.register('password')}
                  />
                  <Button
                    variant="outline-secondary"
                    onClick={() => setReveal((v) => !v)}
                    aria-label={t(reveal ? 'hidePassword' : 'showPassword')}
                    aria-pressed={reveal}
                  >
                    <i className={`bi ${reveal ? 'bi-eye-slash' : 'bi-eye'}`} aria-hidden="true" />
                  </Button>
                  <Button
                    variant="outline-secondary"
                    onClick={() => {
                      form.setValue('password', randomPassword(), { shouldValidate: true });
                      setReveal(true);
                    }}
                    data-testid="user-generate-password"
                  >
                    {t('generate')}
                  </Button>
                  <Form.Control.Feedback type="invalid">
                    {errors.password && errorText(errors.password.message)}
                  </Form.Control.Feedback>
                </InputGroup>
                <Form.Text id="user-password-hint">{t('passwordHint')}</Form.Text>
              </Form.Group>
            </Col>
          )}
          <Col xs={12} sm={6}>
            <Form.Group controlId="user-language">
              <Form.Label>{t('language')}</Form.Label>
              <Form.Select {...form.register('language_code')} disabled={accountLocked}>
                <Choices options={USER_LANGUAGES.map((l) => [l, tl(l)])} />
              </Form.Select>
            </Form.Group>
          </Col>
          <Col xs={12} sm={6}>
            <Form.Group controlId="user-status">
              <Form.Label>{t('status')}</Form.Label>
              <Form.Select {...form.register('status')} disabled={accountLocked || (editing && id === me?.id)}>
                <Choices options={USER_STATUSES.map((s) => [s, t(`statusNames.${s}`)])} />
              </Form.Select>
            </Form.Group>
          </Col>
          {isAdmin && (
            <Col xs={12}>
              <Form.Check
                id="user-is-system-admin"
                label={t('systemAdmin')}
                aria-describedby="user-is-system-admin-hint"
                disabled={editing && id === me?.id}
                {...form.register('is_system_admin')}
              />
              <Form.Text id="user-is-system-admin-hint">{t('systemAdminHint')}</Form.Text>
            </Col>
          )}
        </Row>
      </fieldset>
      <fieldset>
        <legend className="h6">{t('membership')}</legend>
        {errors.schools?.message && (
          <div className="text-danger small mb-2" role="alert">
            {errorText(errors.schools.message)}
          </div>
        )}
        {schools.fields.length === 0 && <p className="text-body-secondary small">{t('noSchool')}</p>}
        {schools.fields.map((f, i) => (
          <MembershipEditor
            key={f.key}
            index={i}
            tenantId={f.tenant_id}
            tenantName={schoolName(f.tenant_id)}
            control={form.control}
            errors={errors.schools}
            onRemove={isAdmin ? () => schools.remove(i) : undefined}
          />
        ))}
        {isAdmin && addable.length > 0 && (
          <div className="d-flex flex-wrap gap-2 align-items-end">
            <Form.Group controlId="user-add-school" className="flex-grow-1">
              <Form.Label>{t('chooseSchool')}</Form.Label>
              <Form.Select value={adding} onChange={(e) => setAdding(e.target.value)}>
                <Choices empty="—" options={addable.map((s) => [s.value, s.name])} />
              </Form.Select>
            </Form.Group>
            <Button
              variant="outline-primary"
              disabled={!adding}
              onClick={() => {
                schools.append({ tenant_id: adding, scope: 'school', role_ids: [], class_ids: [] });
                setAdding('');
              }}
              data-testid="user-add-school"
            >
              <i className="bi bi-plus-lg me-1" aria-hidden="true" />
              {t('addSchool')}
            </Button>
          </div>
        )}
      </fieldset>
    </SidePanelForm>
  );
}
