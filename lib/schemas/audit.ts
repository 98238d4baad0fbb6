import { z } from 'zod';
import { listQuery } from './list';
import { parseDay } from './class';
import { AUDIT_ACTIONS } from '@/lib/audit-values';

// The audit log (system administrators). Dates are typed dd/MM/yyyy and read as days in Vietnam's time zone.
export { AUDIT_ACTIONS, AUDIT_RECORD_TYPES } from '@/lib/audit-values';
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

const optionalDay = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined;
    const iso = parseDay(value);
    if (!iso) {
      ctx.addIssue({ code: 'custom', message: 'errors.invalid_date' });
      return z.NEVER;
    }
    return iso;
  });

const filterShape = {
  user: z.string().trim().max(100, 'errors.validation').optional(),
  user_id: z.uuid('errors.not_found').optional(),
  record_type: z
    .string()
    .regex(/^[a-z_]{1,40}$/, 'errors.validation')
    .optional(),
  action: z.enum(AUDIT_ACTIONS, 'errors.validation').optional(),
  tenant_id: z.uuid('errors.not_found').optional(),
  from: optionalDay,
  to: optionalDay,
};
const rangeOk = (v: { from?: string; to?: string }) => !v.from || !v.to || v.to >= v.from;

export const auditFilter = z.object(filterShape).refine(rangeOk, { path: ['to'], message: 'errors.end_before_start' });
export type AuditFilter = z.output<typeof auditFilter>;
export type AuditFilterInput = z.input<typeof auditFilter>;

export const auditListQuery = listQuery
  .extend(filterShape)
  .refine(rangeOk, { path: ['to'], message: 'errors.end_before_start' });
export type AuditListQuery = z.output<typeof auditListQuery>;

export const auditIdQuery = z.object({
  id: z.coerce.number({ error: 'errors.not_found' }).int('errors.not_found').positive('errors.not_found'),
});

export const auditRow = z.object({
  id: z.number(),
  at: z.string(),
  at_text: z.string(),
  user_id: z.string().nullable(),
  user_name: z.string().nullable(),
  username: z.string().nullable(),
  tenant_id: z.string().nullable(),
  tenant_name: z.string().nullable(),
  action: z.string(),
  record_type: z.string(),
  record_id: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditRow = z.infer<typeof auditRow>;

export const auditDetail = auditRow.extend({
  old_values: z.record(z.string(), z.unknown()).nullable(),
  new_values: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditDetail = z.infer<typeof auditDetail>;
