import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { provinces } from '../db/schema';
import { badRequest } from '../http/errors';
import { COUNTRY_CODE_VN } from '@/lib/limits';

/** A child's province must be one of Vietnam's (the list the form offers); none is fine. */
export async function assertProvinceKnown(tx: Tx, provinceId: string | null) {
  if (!provinceId) return;
  const [known] = await tx
    .select({ id: provinces.id })
    .from(provinces)
    .where(and(eq(provinces.id, provinceId), eq(provinces.countryCode, COUNTRY_CODE_VN)));
  if (!known) throw badRequest('errors.invalid_province', { province_id: 'errors.invalid_province' });
}
