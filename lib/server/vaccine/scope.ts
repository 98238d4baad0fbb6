import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../http/context';
import { notPending, scopeOf } from '../requests/workflow';
import type { VaccineDeclarationStatus } from '@/lib/vaccine-values';

// The declarations' lock, scope and 409 are the shared review workflow's (lib/server/requests/workflow.ts, kind
// `declaration`, read as `a`). What follows keeps the photo routes' alias `vd` until the file pipeline takes them.

/** The tables the photo routes read: the declaration `vd`, its child `s`, its vaccine `v` or `sv`. */
export const DECLARATION_FROM = sql`vaccine_declarations vd
  join students s on s.tenant_id = vd.tenant_id and s.id = vd.student_id
  left join vaccines v on v.id = vd.vaccine_id
  left join school_vaccines sv on sv.tenant_id = vd.tenant_id and sv.id = vd.school_vaccine_id`;

/** The declarations a caller may reach: the workflow's scope (a teacher: the children now in their classes). */
export const declarationScope = (ctx: RequestContext): SQL => scopeOf(ctx, 'declaration');

/** 409 for a declaration that has already been decided, naming its state in the caller's language. */
export const notDeclared = (locale: string, status: VaccineDeclarationStatus) =>
  notPending(locale, 'declaration', status);
