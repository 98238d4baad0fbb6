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
  legend,
  empty,
  error,
  className,
  items,
}: {
  control: Control<UserCreateInput>;
  name: `schools.${number}.role_ids` | `schools.${number}.class_ids`;
  legend: string;
  /** Said when there is nothing to choose. */
  empty: string;
  error: string | undefined;
  className?: string;
  items: { id: string; value: string; label: string; testId?: string }[];
}) {
  return (
    <fieldset className={className}>
      <legend className="fs-6 fw-semibold">{legend}</legend>
      {items.length === 0 && <p className="small text-body-secondary mb-0">{empty}</p>}
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
      {error && <div className="text-danger small">{error}</div>}
    </fieldset>
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
            <IdChecks
              control={control}
              name={`schools.${index}.role_ids`}
              legend={t('roles')}
              empty={t('noRoles')}
              error={fieldError?.role_ids && errorText(fieldError.role_ids.message)}
              className="mb-3"
              items={options.data.roles.map((r) => ({
                id: `${prefix}-role-${r.id}`,
                value: r.id,
                label: r.name,
                testId: `role-${r.key}`,
              }))}
            />
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
            <IdChecks
              control={control}
              name={`schools.${index}.class_ids`}
              legend={t('classes')}
              empty={t('noClasses')}
              error={fieldError?.class_ids && errorText(fieldError.class_ids.message)}
              items={options.data.classes.map((c) => ({
                id: `${prefix}-class-${c.id}`,
                value: c.id,
                label: `${c.name} (${c.school_year})`,
              }))}
            />
          </>
        )}
      </Card.Body>
    </Card>
  );
}
