'use client';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { useAssignable } from '@/lib/api/role';
import { useErrorText } from '@/lib/api/use-error-text';
import type { UserCreateInput } from '@/lib/schemas/user-admin';

const toggle = (list: string[] | undefined, id: string, on: boolean) => {
  const set = new Set(list ?? []);
  if (on) set.add(id);
  else set.delete(id);
  return [...set];
};

/** Check boxes for some of a school's roles or classes, two columns from 576 px, bound to a list of ids. */
function IdChecks({
  control,
  name,
  items,
}: {
  control: Control<UserCreateInput>;
  name: `schools.${number}.role_ids` | `schools.${number}.class_ids`;
  items: { id: string; value: string; label: string; testId?: string }[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="row g-1">
          {items.map((item) => (
            <div className="col-12 col-sm-6" key={item.value}>
              <Form.Check
                id={item.id}
                label={item.label}
                checked={!!field.value?.includes(item.value)}
                onChange={(e) => field.onChange(toggle(field.value, item.value, e.target.checked))}
                data-testid={item.testId}
              />
            </div>
          ))}
        </div>
      )}
    />
  );
}

/**
 * A user's access to one school: their roles there, their data scope (whole school or their classes) and the
 * classes they teach. Roles and classes come from that school only.
 */
export function MembershipEditor({
  index,
  tenantId,
  tenantName,
  control,
  errors,
  onRemove,
}: {
  index: number;
  tenantId: string;
  tenantName: string;
  control: Control<UserCreateInput>;
  errors?: FieldErrors<UserCreateInput>['schools'];
  onRemove?: () => void;
}) {
  const t = useTranslations('userAdmin');
  const errorText = useErrorText();
  const options = useAssignable(tenantId);
  const prefix = `m-${index}`;
  const fieldError = (errors as Record<number, Record<string, { message?: string }>> | undefined)?.[index];

  return (
    <Card className="mb-3" data-testid="membership" data-tenant={tenantId}>
      <Card.Header className="d-flex align-items-center justify-content-between gap-2">
        <h3 className="h6 mb-0">{tenantName}</h3>
        {onRemove && (
          <Button
            size="sm"
            variant="outline-danger"
            onClick={onRemove}
            aria-label={t('removeSchool', { school: tenantName })}
          >
            <i className="bi bi-x-lg" aria-hidden="true" />
          </Button>
        )}
      </Card.Header>
      <Card.Body>
        {options.error && (
          <Alert variant="danger" role="alert">
            {errorText(options.error)}
          </Alert>
        )}
        {options.isLoading && (
          <div className="text-center" role="status">
            <Spinner size="sm" aria-hidden="true" />
          </div>
        )}
        {options.data && (
          <>
            <fieldset className="mb-3">
              <legend className="fs-6 fw-semibold">{t('roles')}</legend>
              {options.data.roles.length === 0 && <p className="small text-body-secondary mb-0">{t('noRoles')}</p>}
              <IdChecks
                control={control}
                name={`schools.${index}.role_ids`}
                items={options.data.roles.map((r) => ({
                  id: `${prefix}-role-${r.id}`,
                  value: r.id,
                  label: r.name,
                  testId: `role-${r.key}`,
                }))}
              />
              {fieldError?.role_ids && (
                <div className="text-danger small">{errorText(fieldError.role_ids.message)}</div>
              )}
            </fieldset>
            <fieldset className="mb-3">
              <legend className="fs-6 fw-semibold">{t('scope')}</legend>
              <Controller
                control={control}
                name={`schools.${index}.scope`}
                render={({ field }) => (
                  <div className="d-flex flex-wrap gap-3">
                    {(['school', 'class'] as const).map((s) => (
                      <Form.Check
                        key={s}
                        type="radio"
                        id={`${prefix}-scope-${s}`}
                        name={`${prefix}-scope`}
                        label={t(s === 'school' ? 'scopeSchool' : 'scopeClass')}
                        checked={(field.value ?? 'school') === s}
                        onChange={() => field.onChange(s)}
                      />
                    ))}
                  </div>
                )}
              />
            </fieldset>
            <fieldset>
              <legend className="fs-6 fw-semibold">{t('classes')}</legend>
              {options.data.classes.length === 0 && <p className="small text-body-secondary mb-0">{t('noClasses')}</p>}
              <IdChecks
                control={control}
                name={`schools.${index}.class_ids`}
                items={options.data.classes.map((c) => ({
                  id: `${prefix}-class-${c.id}`,
                  value: c.id,
                  label: `${c.name} (${c.school_year})`,
                }))}
              />
              {fieldError?.class_ids && (
                <div className="text-danger small">{errorText(fieldError.class_ids.message)}</div>
              )}
            </fieldset>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
