import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { guardians, pickupPeople } from '../db/schema';
import type { GuardianInput, PickupPersonInput } from '@/lib/schemas/student';
import { refreshPickupLists } from './pickup-lists';

/** A guardian of the form or of an import sheet, as the row it is stored as. */
export const guardianValues = (tenantId: string, studentId: string, g: GuardianInput) => ({
  tenantId,
  studentId,
  fullName: g.full_name,
  relationship: g.relationship,
  phone: g.phone,
  email: g.email,
  address: g.address,
  isPrimary: g.is_primary,
});

/** Replaces a child's guardians and pick-up people, and the roll call's copy of them (in the caller's transaction). */
export async function setContacts(
  tx: Tx,
  tenantId: string,
  studentId: string,
  input: { guardians: GuardianInput[]; pickup_people: PickupPersonInput[] },
) {
  await tx.delete(guardians).where(and(eq(guardians.tenantId, tenantId), eq(guardians.studentId, studentId)));
  await tx.delete(pickupPeople).where(and(eq(pickupPeople.tenantId, tenantId), eq(pickupPeople.studentId, studentId)));
  if (input.guardians.length) {
    await tx.insert(guardians).values(input.guardians.map((g) => guardianValues(tenantId, studentId, g)));
  }
  if (input.pickup_people.length) {
    await tx.insert(pickupPeople).values(
      input.pickup_people.map((p) => ({ tenantId, studentId, fullName: p.full_name, relationship: p.relationship, phone: p.phone })),
    );
  }
  await refreshPickupLists(tx, tenantId, [studentId]);
}
