import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../http/context';
import { classScopeSql } from '../class/scope';
import { conflict } from '../http/errors';
import { translate } from '@/lib/i18n/translate';
import type { VaccineDeclarationStatus } from '@/lib/vaccine-values';

/** The tables every declaration query reads: the declaration `vd`, its child `s`, its vaccine `v` or `sv`. */
export const DECLARATION_FROM = sql`vaccine_declarations vd
  join students s on s.tenant_id = vd.tenant_id and s.id = vd.student_id
  left join vaccines v on v.id = vd.vaccine_id
  left join school_vaccines sv on sv.tenant_id = vd.tenant_id and sv.id = vd.school_vaccine_id`;

/**
 * The declarations a caller may reach: the whole school, or for a teacher (scope `class`) those of the children
 * now in one of their classes. Used by the list, the detail, the decisions and the photo alike.
 */
export function declarationScope(ctx: RequestContext): SQL {
  return classScopeSql(ctx, sql`s.class_id`);
}

/** 409 for a declaration that has already been decided, naming its state in the caller's language. */
export function notDeclared(locale: string, status: VaccineDeclarationStatus) {
  return conflict('errors.vaccine_not_declared', { status: translate(locale, `vaccine.statuses.${status}`) });
}
