import 'server-only';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/rows';
import { schoolVaccineDoses, schoolVaccines, vaccineDeclarations } from '../db/schema';
import { generator } from './demo-random';
import { NATIONAL_SCHEDULE } from '../seed/vaccine-schedule';
import { dueFrom } from '@/lib/vaccine-values';
import { addDays, schoolToday } from '@/lib/school-time';

const PLACES = ['Trạm y tế phường Ba Đình', 'Bệnh viện Nhi Trung ương', 'Trung tâm tiêm chủng VNVC Hoàng Cầu', 'Trạm y tế phường Điện Biên'];
const REASONS = ['Ảnh sổ tiêm chủng bị mờ, xin gửi lại ảnh rõ hơn.', 'Ngày tiêm không khớp với sổ tiêm chủng.', 'Số mũi không đúng, xin kiểm tra lại.'];

/**
 * The demo school's vaccination records: two optional vaccines of the school (varicella, influenza) and, for every
 * studying child, the doses of the national schedule due by their age, most verified, some declared by a parent and
 * waiting, a few rejected with a reason, and some missing. In "Nhà trẻ 2" every third child has no record at all,
 * so the class's missing-dose list always has children with every due dose missing.
 */
export async function seedDemoVaccines(tx: Executor, { tenantId, nurseId }: { tenantId: string; nurseId: string }) {
  const rnd = generator(20261125);
  const today = schoolToday();
  const [varicella] = await tx
    .insert(schoolVaccines)
    .values({ tenantId, code: 'THUY_DAU', nameVi: 'Thủy đậu', nameEn: 'Varicella' })
    .returning({ id: schoolVaccines.id });
  const [flu] = await tx
    .insert(schoolVaccines)
    .values({ tenantId, code: 'CUM', nameVi: 'Cúm mùa', nameEn: 'Seasonal influenza' })
    .returning({ id: schoolVaccines.id });
  await tx.insert(schoolVaccineDoses).values([
    { tenantId, vaccineId: varicella.id, doseNumber: 1, ageMonths: 12, ageDays: 0 },
    { tenantId, vaccineId: varicella.id, doseNumber: 2, ageMonths: 48, ageDays: 0 },
    { tenantId, vaccineId: flu.id, doseNumber: 1, ageMonths: 6, ageDays: 0 },
    { tenantId, vaccineId: flu.id, doseNumber: 2, ageMonths: 7, ageDays: 0 },
  ]);
  const national = await rowsOf<{ id: string; code: string }>(tx, sql`select id, code from vaccines`);
  const idOf = new Map(national.map((v) => [v.code, v.id]));
  const kids = await rowsOf<{ id: string; dob: string; class_name: string | null; account_id: string | null }>(
    tx,
    sql`select s.id, s.date_of_birth::text as dob, c.name as class_name,
        (select l.account_id from app_account_students l where l.tenant_id = s.tenant_id and l.student_id = s.id limit 1) as account_id
      from students s left join classes c on c.tenant_id = s.tenant_id and c.id = s.class_id
      where s.tenant_id = ${tenantId} and s.status = 'studying'
      order by c.name, s.code`,
  );
  const rows: (typeof vaccineDeclarations.$inferInsert)[] = [];
  const dateAfter = (due: string, dob: string) => {
    const day = addDays(due, Math.floor(rnd.next() * 25));
    return day > today ? today : day < dob ? dob : day;
  };
  const record = (kid: (typeof kids)[number], dose: { vaccineId?: string; schoolVaccineId?: string; n: number }, day: string) => {
    const r = rnd.next();
    const byParent = !!kid.account_id && (r < 0.03 || rnd.next() < 0.5);
    const status = !kid.account_id ? 'verified' : r < 0.015 ? 'rejected' : r < 0.03 ? 'declared' : 'verified';
    rows.push({
      tenantId,
      studentId: kid.id,
      vaccineId: dose.vaccineId ?? null,
      schoolVaccineId: dose.schoolVaccineId ?? null,
      doseNumber: dose.n,
      vaccinatedOn: day,
      place: PLACES[Math.floor(rnd.next() * PLACES.length)],
      lot: `${String.fromCharCode(65 + Math.floor(rnd.next() * 26))}${1000 + Math.floor(rnd.next() * 9000)}`,
      status,
      rejectReason: status === 'rejected' ? REASONS[Math.floor(rnd.next() * REASONS.length)] : null,
      createdByAccount: byParent || status !== 'verified' ? kid.account_id : null,
      createdByUser: byParent || status !== 'verified' ? null : nurseId,
      decidedBy: status === 'declared' ? null : nurseId,
      decidedAt: status === 'declared' ? null : new Date(),
    });
  };
  let inClass = 0;
  for (const kid of kids) {
    if (kid.class_name === 'Nhà trẻ 2' && inClass++ % 3 === 0) continue;
    const dob = String(kid.dob).slice(0, 10);
    for (const v of NATIONAL_SCHEDULE) {
      v.doses.forEach((d, i) => {
        const due = dueFrom(dob, d.months, d.days ?? 0);
        if (due > today || rnd.next() < 0.1) return;
        record(kid, { vaccineId: idOf.get(v.code)!, n: i + 1 }, dateAfter(due, dob));
      });
    }
    const varicellaDue = dueFrom(dob, 12, 0);
    if (varicellaDue <= today && rnd.next() < 0.35) record(kid, { schoolVaccineId: varicella.id, n: 1 }, dateAfter(varicellaDue, dob));
  }
  // A few of each state for certain, whatever the draw: the screens always have something to verify.
  for (let i = 0, waiting = rows.filter((r) => r.status === 'declared').length; waiting < 6 && i < rows.length; i += 7) {
    const r = rows[i];
    const kid = kids.find((k) => k.id === r.studentId);
    if (r.status !== 'verified' || !kid?.account_id) continue;
    Object.assign(r, { status: 'declared', createdByAccount: kid.account_id, createdByUser: null, decidedBy: null, decidedAt: null });
    waiting++;
  }
  for (let i = 3, refused = rows.filter((r) => r.status === 'rejected').length; refused < 3 && i < rows.length; i += 11) {
    const r = rows[i];
    const kid = kids.find((k) => k.id === r.studentId);
    if (r.status !== 'verified' || !kid?.account_id) continue;
    Object.assign(r, { status: 'rejected', rejectReason: REASONS[refused % REASONS.length], createdByAccount: kid.account_id, createdByUser: null });
    refused++;
  }
  for (let i = 0; i < rows.length; i += 500) await tx.insert(vaccineDeclarations).values(rows.slice(i, i + 500));
}
