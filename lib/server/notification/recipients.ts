import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { uuidArray } from '../db/rows';
import type { NotificationAudience } from '@/lib/notification-events';

/**
 * Who hears of an event, as one `select account_id, user_id` (set-based: a school-wide post to 2,000 families is one
 * statement, never a loop per family). Parents: active app accounts (`app_accounts.status`) linked to the children;
 * a class reaches the children in it who are studying (not reserved, left or graduated). Staff: the school's active
 * users whose roles grant `action` on `menu` — the rule of `ctx.can` (lib/rights.ts `hasRight` over the union of the
 * roles' `{menu: actions[]}`; a system administrator holds every right) — and a teacher (scope `class`) only for a
 * class of theirs (class_teachers); with no class, school-scope staff only.
 */
export function recipientsOf(tenantId: string, audience: NotificationAudience): SQL {
  switch (audience.type) {
    case 'students':
      return sql`select distinct l.account_id, null::uuid as user_id
        from app_account_students l
        join app_accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id and a.status = 'active'
        where l.tenant_id = ${tenantId} and l.student_id = any(${uuidArray(audience.studentIds)})`;
    case 'classes':
      return sql`select distinct l.account_id, null::uuid as user_id
        from students s
        join app_account_students l on l.tenant_id = s.tenant_id and l.student_id = s.id
        join app_accounts a on a.tenant_id = l.tenant_id and a.id = l.account_id and a.status = 'active'
        where s.tenant_id = ${tenantId} and s.class_id = any(${uuidArray(audience.classIds)}) and s.status = 'studying'`;
    case 'school':
      return sql`select a.id as account_id, null::uuid as user_id
        from app_accounts a where a.tenant_id = ${tenantId} and a.status = 'active'`;
    case 'staff':
      return sql`select null::uuid as account_id, us.user_id
        from user_schools us
        join users u on u.id = us.user_id and u.status = 'active'
        where us.tenant_id = ${tenantId}
          and (u.is_system_admin or exists (
            select 1 from user_roles ur join roles r on r.tenant_id = ur.tenant_id and r.id = ur.role_id
            where ur.tenant_id = us.tenant_id and ur.user_id = us.user_id
              and coalesce(r.rights -> ${audience.menu}::text, '[]'::jsonb) @> jsonb_build_array(${audience.action}::text)))
          and (u.is_system_admin or us.scope <> 'class' or exists (
            select 1 from class_teachers ct
            where ct.tenant_id = us.tenant_id and ct.user_id = us.user_id and ct.class_id = ${audience.classId}::uuid))`;
  }
}
