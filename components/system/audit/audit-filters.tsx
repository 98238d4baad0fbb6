'use client';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { useSchools } from '@/lib/api/school';
import { useErrorText } from '@/lib/api/use-error-text';
import { dayText } from '@/lib/day';
import { AUDIT_ACTIONS, AUDIT_RECORD_TYPES } from '@/lib/audit-values';
import type { AuditFilter, AuditFilterInput } from '@/lib/schemas/audit';
import { useAuditLabel } from './use-audit-label';
import { Choices } from '@/components/ui/form-dialog';
import { AUDIT_FILTERS } from '@/lib/api/audit-keys';

/** The filter's check, with zod and the schema fetched when it first runs rather than with the page. */
const checkFilter: Resolver<AuditFilterInput, unknown, AuditFilter> = async (values, context, options) => {
  const [{ zodResolver }, { auditFilter }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('@/lib/schemas/audit'),
  ]);
  return zodResolver(auditFilter)(values, context, options);
};

export type AuditFilterValues = Record<(typeof AUDIT_FILTERS)[number], string>;

/**
 * The audit log's filter form: checked (a day is dd/MM/yyyy, the end not before the start) and applied with its
 * button. `values` are the applied filters (days as yyyy-MM-dd); `onApply` gets the checked ones, '' for none.
 */
export function AuditFilters({
  values,
  onApply,
}: {
  values: AuditFilterValues;
  onApply: (values: AuditFilterValues) => void;
}) {
  const t = useTranslations('audit');
  const errorText = useErrorText();
  const label = useAuditLabel();
  const schools = useSchools({ page: 1, page_size: 100, order_by: 'name' });
  const form = useForm<AuditFilterInput, unknown, AuditFilter>({
    resolver: checkFilter,
    defaultValues: { ...values, from: dayText(values.from), to: dayText(values.to) } as AuditFilterInput,
  });
  const { errors } = form.formState;
  const apply = form.handleSubmit((v) =>
    onApply(Object.fromEntries(AUDIT_FILTERS.map((k) => [k, v[k] ?? ''])) as AuditFilterValues),
  );
  const reset = () => {
    const none = Object.fromEntries(AUDIT_FILTERS.map((k) => [k, ''])) as AuditFilterValues;
    form.reset(none as AuditFilterInput);
    onApply(none);
  };

  const textField = (name: 'user' | 'from' | 'to', props: Record<string, unknown> = {}) => (
    <Form.Group controlId={`audit-${name}`}>
      <Form.Label className="small mb-1">{t(`filters.${name}`)}</Form.Label>
      <Form.Control isInvalid={!!errors[name]} {...props} {...form.register(name)} />
      <Form.Control.Feedback type="invalid">
        {errors[name]?.message ? errorText(errors[name]?.message) : undefined}
      </Form.Control.Feedback>
    </Form.Group>
  );
  const select = (
    name: 'record_type' | 'action' | 'tenant_id',
    text: string,
    options: [value: string, label: string][],
  ) => (
    <Form.Group controlId={`audit-${name}`}>
      <Form.Label className="small mb-1">{text}</Form.Label>
      <Form.Select {...form.register(name, { setValueAs: (v: string) => v || undefined })}>
        <Choices empty={t('all')} options={options} />
      </Form.Select>
    </Form.Group>
  );
  const day = { placeholder: 'dd/MM/yyyy', inputMode: 'numeric', maxLength: 10, autoComplete: 'off' };

  return (
    <Form
      noValidate
      role="search"
      onSubmit={(e) => void apply(e)}
      className="mb-3 border rounded p-2 p-md-3 bg-body-tertiary"
    >
      <Row className="g-2">
        <Col xs={12} md={4} lg={3}>
          {textField('user', { type: 'search', placeholder: t('filters.userPlaceholder'), maxLength: 100 })}
        </Col>
        <Col xs={6} md={4} lg={3}>
          {select(
            'record_type',
            t('filters.record_type'),
            AUDIT_RECORD_TYPES.map((r) => [r, label('recordTypes', r)]),
          )}
        </Col>
        <Col xs={6} md={4} lg={2}>
          {select(
            'action',
            t('filters.action'),
            AUDIT_ACTIONS.map((a) => [a, label('actions', a)]),
          )}
        </Col>
        <Col xs={12} md={4} lg={4}>
          {select(
            'tenant_id',
            t('filters.school'),
            (schools.data?.data ?? []).map((s) => [s.id, s.name]),
          )}
        </Col>
        <Col xs={6} md={4} lg={3}>
          {textField('from', day)}
        </Col>
        <Col xs={6} md={4} lg={3}>
          {textField('to', day)}
        </Col>
        <Col xs={12} lg={6} className="d-flex align-items-end justify-content-end gap-2">
          <Button variant="secondary" onClick={reset}>
            {t('filters.reset')}
          </Button>
          <Button type="submit" data-testid="audit-apply">
            <i className="bi bi-funnel me-1" aria-hidden="true" />
            {t('filters.apply')}
          </Button>
        </Col>
      </Row>
    </Form>
  );
}
