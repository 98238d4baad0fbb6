import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../http/context';
import { classScopeSql } from '../class/scope';
import { conflict } from '../http/errors';
import { translate } from '@/lib/i18n/translate';
import type { AbsenceStatus } from '@/lib/attendance-values';

/**
 * The requests a caller may reach, over `absences a join students s`: the whole school, or for a teacher (scope
 * `class`) those made in one of their classes or of a child now in one of them (a child who moved stays visible
 * to the new teacher). Used by the list, the detail, the decisions, the attachment and the menu badge alike.
 */
export function absenceScope(ctx: RequestContext): SQL {
  return sql`(${classScopeSql(ctx, sql`a.class_id`)} or ${classScopeSql(ctx, sql`s.class_id`)})`;
}

/** 409 for a request that is no longer pending, naming its state in the caller's language. */
export function notPending(locale: string, status: AbsenceStatus) {
  return conflict('errors.absence_not_pending', { status: translate(locale, `absence.statuses.${status}`) });
}
