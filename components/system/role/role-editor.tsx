'use client';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Alert, Badge, Col, Form, Row } from 'react-bootstrap';
import { FormField } from '@/components/ui/form-dialog';
import { showMessage } from '@/components/layout/site-footer';
import { setFieldErrors } from '@/components/ui/form-hooks';
import { useCreateRole, useRoleDetail, useUpdateRole } from '@/lib/api/role';
import { useErrorText } from '@/lib/api/use-error-text';
import { roleCreateSchema, roleUpdateSchema, type MatrixMenu, type RoleCreateInput } from '@/lib/schemas/role';
import { RightsMatrix, type RightsValue } from './rights-matrix';
import { SidePanelForm } from '@/components/ui/side-panel-form';

const EMPTY: RoleCreateInput = { key: '', name_vi: '', name_en: '', rights: {} };
const FIELDS = ['key', 'name_vi', 'name_en', 'rights'] as const;

/** Create (id null) or edit a role: names, key (create only) and the rights matrix, in a side panel. */
export function RoleEditor({
  show,
  id,
  menus,
  onHide,
}: {
  show: boolean;
  id: string | null;
  menus: MatrixMenu[];
  onHide: () => void;
}) {
  const t = useTranslations('roleAdmin');
  const errorText = useErrorText();
  const editing = !!id;
  const detail = useRoleDetail(show ? id : null);
  const create = useCreateRole();
  const update = useUpdateRole();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<RoleCreateInput>({
    resolver: zodResolver(editing ? roleUpdateSchema : roleCreateSchema) as never,
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const role = editing ? detail.data : undefined;

  // The system role keeps every right on users and roles: those boxes stay ticked.
  const locked = useMemo<RightsValue>(
    () =>
      role?.is_system
        ? Object.fromEntries(
            menus.filter((m) => m.code === 'user' || m.code === 'role').map((m) => [m.code, m.actions]),
          )
        : {},
    [role?.is_system, menus],
  );

  useEffect(() => {
    if (!show) return;
    if (!editing) form.reset(EMPTY);
    else if (role) {
      const rights: RightsValue = { ...role.rights };
      for (const [menu, actions] of Object.entries(locked))
        rights[menu] = [...new Set([...(rights[menu] ?? []), ...actions])];
      form.reset({
        key: role.key,
        name_vi: role.name_vi,
        name_en: role.name_en,
        rights: rights as RoleCreateInput['rights'],
      });
    }
  }, [show, editing, role, form, locked]);

  const hide = () => {
    setError(null);
    onHide();
  };

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const { key, ...rest } = values;
      const result = editing
        ? await update.mutateAsync({ id: id!, input: rest })
        : await create.mutateAsync({ ...rest, key: key || undefined });
      showMessage(result.text ?? t(editing ? 'updated' : 'created'), 'success');
      hide();
    } catch (e) {
      setFieldErrors(form.setError, e, FIELDS);
      setError(errorText(e));
    }
  });

  const loading = editing && !role;
  return (
    <SidePanelForm
      show={show}
      onHide={hide}
      title={editing ? t('editTitle', { name: role?.name ?? '' }) : t('createTitle')}
      onSubmit={loading ? undefined : () => void submit()}
      submitting={create.isPending || update.isPending}
      testId="role-editor"
      error={error}
      record={{ loading: !!loading, error: detail.error }}
      width={960}
    >
      {role?.is_system && (
        <Alert variant="info" className="d-flex gap-2 align-items-start">
          <Badge bg="warning" text="dark">
            {t('systemBadge')}
          </Badge>
          <span>{t('systemHint')}</span>
        </Alert>
      )}
      <Row className="g-3 mb-3">
        {(['vi', 'en'] as const).map((lang) => {
          const name = lang === 'vi' ? 'name_vi' : 'name_en';
          return (
            <Col xs={12} md={6} key={lang}>
              <FormField
                id={`role-name-${lang}`}
                label={t(lang === 'vi' ? 'nameVi' : 'nameEn')}
                required
                error={errors[name] && errorText(errors[name].message)}
              >
                <Form.Control lang={lang} aria-required="true" isInvalid={!!errors[name]} {...form.register(name)} />
              </FormField>
            </Col>
          );
        })}
        <Col xs={12} md={6}>
          <Form.Group controlId="role-key">
            <Form.Label>{t('key')}</Form.Label>
            <Form.Control
              autoComplete="off"
              spellCheck={false}
              readOnly={editing}
              plaintext={editing}
              isInvalid={!!errors.key}
              aria-describedby={editing ? undefined : 'role-key-hint'}
              {...form.register('key')}
            />
            <Form.Control.Feedback type="invalid">{errors.key && errorText(errors.key.message)}</Form.Control.Feedback>
            {!editing && <Form.Text id="role-key-hint">{t('keyHint')}</Form.Text>}
          </Form.Group>
        </Col>
      </Row>
      <fieldset>
        <legend className="h6">{t('matrix')}</legend>
        <p className="small text-body-secondary">{t('matrixHint')}</p>
        {errors.rights && (
          <div className="text-danger small mb-2" role="alert">
            {errorText(errors.rights.message)}
          </div>
        )}
        <Controller
          control={form.control}
          name="rights"
          render={({ field }) => (
            <RightsMatrix
              menus={menus}
              value={(field.value ?? {}) as RightsValue}
              onChange={field.onChange}
              locked={locked}
            />
          )}
        />
      </fieldset>
    </SidePanelForm>
  );
}
