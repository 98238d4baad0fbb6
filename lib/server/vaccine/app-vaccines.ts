import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { schoolTransactionById } from '../db/school-transaction';
import type { ParentContext } from '../http/context';
import { notFound } from '../http/errors';
import type { FileReply } from '../files/file-endpoint';
import { familyChild } from '../absence/family';
import { familyOf } from '../requests/workflow';
import { insertDeclaration } from './insert-declaration';
import { notifyDeclared } from './notify-declaration';
import { loadSchedule } from './schedule';
import { childrenWithDoses } from './missing-doses';
import { serveFile } from '../files/pipeline';
import { keepDeclarationPhoto, VACCINE_PHOTO } from './photo';
import { notDeclared } from './scope';
import { dueDoses, vaccinePlan } from '@/lib/vaccine-due';
import type { AppVaccines, VaccineDeclarationCreateInput, VaccineRow } from '@/lib/schemas/vaccine';
import type { VaccineDeclarationStatus } from '@/lib/vaccine-values';
import { addDays, schoolToday } from '@/lib/school-time';

/** The parents' app shows what falls due in the coming month as well as what is already due. */
const DUE_AHEAD_DAYS = 30;

/** GET /api/app/vaccines/schedule: the vaccines a parent may declare, with their doses, in the caller's language. */
export function appSchedule(ctx: ParentContext): Promise<VaccineRow[]> {
  return schoolTransactionById(ctx.tenantId, (tx) => loadSchedule(tx, ctx.tenantId, ctx.locale, true));
}

/**
 * GET /api/app/vaccines?student_id=: one of the family's own children's doses (every declaration with its state)
 * and the doses of the national schedule not yet had that are due now or within a month (`overdue` once past), and
 * the whole national schedule with the child's state on each dose (`plan`: done, pending, missing, due, upcoming).
 */
export function appVaccines(ctx: ParentContext, studentId: string): Promise<AppVaccines> {
  return schoolTransactionById(ctx.tenantId, async (tx) => {
    const child = await familyChild(tx, ctx, studentId);
    const en = ctx.locale === 'en';
    const doses = await rowsOf<AppVaccines['doses'][number] & { dose_number: number | string }>(
      tx,
      sql`select vd.id, coalesce(v.code, sv.code) as vaccine_code,
          ${en ? sql`coalesce(v.name_en, sv.name_en)` : sql`coalesce(v.name_vi, sv.name_vi)`} as vaccine_name,
          vd.dose_number, vd.vaccinated_on::text as date, vd.status, vd.reject_reason,
          vd.photo_path is not null as has_photo
        from vaccine_declarations vd
        left join vaccines v on v.id = vd.vaccine_id
        left join school_vaccines sv on sv.tenant_id = ${ctx.tenantId} and sv.id = vd.school_vaccine_id
        where vd.tenant_id = ${ctx.tenantId} and vd.student_id = ${child.id}
        order by vd.vaccinated_on desc, vd.created_at desc`,
    );
    const schedule = await loadSchedule(tx, ctx.tenantId, ctx.locale, true);
    const [kid] = await childrenWithDoses(tx, ctx.tenantId, sql`s.id = ${child.id}`);
    const today = schoolToday();
    const due = dueDoses(String(child.dateOfBirth), schedule, new Set(kid?.has ?? []), addDays(today, DUE_AHEAD_DAYS));
    const rows = doses.map((d) => ({ ...d, date: String(d.date).slice(0, 10), dose_number: Number(d.dose_number), has_photo: !!d.has_photo }));
    const born = String(child.dateOfBirth).slice(0, 10);
    return {
      doses: rows,
      due: due.map((d) => ({ ...d, overdue: d.due_from < today })),
      plan: vaccinePlan(born, schedule, rows, today, addDays(today, DUE_AHEAD_DAYS)),
    };
  });
}

/** POST /api/app/vaccines/create: a dose of one of the family's own children, waiting for the school to verify it (notified). */
export async function createAppVaccine(ctx: ParentContext, input: VaccineDeclarationCreateInput) {
  const id = await schoolTransactionById(ctx.tenantId, async (tx) => {
    const child = await familyChild(tx, ctx, input.student_id, true);
    const created = await insertDeclaration(tx, ctx.tenantId, ctx.locale, child, input, { accountId: ctx.accountId });
    await notifyDeclared(tx, ctx.tenantId, created);
    return created;
  });
  return { id, message: 'vaccine.declared' };
}

async function familyDeclaration(tx: Tx, ctx: ParentContext, id: string, lock = false) {
  const [row] = await rowsOf<{ status: VaccineDeclarationStatus; photo_path: string | null }>(
    tx,
    sql`select vd.status, vd.photo_path from vaccine_declarations vd
      where vd.tenant_id = ${ctx.tenantId} and vd.id = ${id} and ${familyOf(ctx, 'vd')} ${lock ? sql`for update` : sql``}`,
  );
  if (!row) throw notFound();
  return row;
}

/** POST /api/app/vaccines/upload-photo/{id}: the book's page for one of the family's declarations not yet decided. */
export function uploadAppVaccinePhoto(ctx: ParentContext, id: string, request: Request) {
  return keepDeclarationPhoto(
    ctx.tenantId,
    id,
    request,
    (work) => schoolTransactionById(ctx.tenantId, work),
    async (tx) => {
      const row = await familyDeclaration(tx, ctx, id, true);
      if (row.status !== 'declared') throw notDeclared(ctx.locale, row.status);
      return row;
    },
  );
}

/** GET /api/app/vaccines/photo?id=: the photo of one of the family's own declarations (404 for anyone else's). */
export async function readAppVaccinePhoto(ctx: ParentContext, id: string): Promise<FileReply> {
  const row = await schoolTransactionById(ctx.tenantId, (tx) => familyDeclaration(tx, ctx, id));
  return serveFile(VACCINE_PHOTO, row.photo_path);
}
