// Values the audit log's filter shares with its zod schema, kept apart so that the page's first load does not
// bring zod with it (the filter's check fetches the schema when it first runs).
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'approve', 'reject', 'sign_in'] as const;
/** Record types with a label in the messages (audit.recordTypes); others show as stored. */
export const AUDIT_RECORD_TYPES = [
  'tenants',
  'users',
  'user_schools',
  'roles',
  'user_roles',
  'school_years',
  'classes',
  'class_teachers',
  'sessions',
] as const;
