import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { emitNotification } from '../notification/emit';
import { requestNotice } from '../requests/request-notice';

/** The dose as notices name it: the vaccine's Vietnamese name and the dose number, "Sởi (2)". */
const dose = (tenantId: string) => sql`, coalesce((select v.name_vi from vaccines v where v.id = a.vaccine_id),
    (select sv.name_vi from school_vaccines sv where sv.tenant_id = ${tenantId} and sv.id = a.school_vaccine_id), '')
    || ' (' || a.dose_number || ')' as vaccine`;

/** A family declared a dose: to the staff who may verify it (the nurse; a teacher only with `approve`) in the child's class. */
export async function notifyDeclared(tx: Tx, tenantId: string, id: string) {
  const n = await requestNotice<{ vaccine: string }>(tx, tenantId, 'declaration', id, dose(tenantId));
  await emitNotification(tx, tenantId, {
    kind: 'vaccine_declared',
    audience: { type: 'staff', menu: 'vaccine-declaration', action: 'approve', classId: n.class_id },
    params: { child: n.child, class: n.class_name, vaccine: n.vaccine },
    url: '/management/vaccine-declaration',
    tag: `vaccine-declaration:${id}`,
    studentId: n.student_id,
  });
}

/** Staff verified or refused a declared dose: to the child's parents (verified reads as approved). */
export async function notifyDeclarationDecided(tx: Tx, tenantId: string, id: string) {
  const n = await requestNotice<{ vaccine: string }>(tx, tenantId, 'declaration', id, dose(tenantId));
  await emitNotification(tx, tenantId, {
    kind: 'vaccine_declaration_decided',
    audience: { type: 'students', studentIds: [n.student_id] },
    params: { child: n.child, vaccine: n.vaccine, status: n.status === 'verified' ? 'approved' : 'rejected', reason: n.reason },
    url: '/parent/vaccines',
    tag: `vaccine-declaration:${id}`,
    studentId: n.student_id,
  });
}
