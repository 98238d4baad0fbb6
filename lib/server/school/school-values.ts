import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { provinces, tenants, type TenantConfig } from '../db/schema';
import { badRequest, conflict } from '../http/errors';
import { LOGIN_COLOURS, type SchoolInput } from '@/lib/schemas/school';

const blank = (v: string | undefined) => (v ? v : null);

/**
 * The checks create and update share: a known province, a code no other school has (codes compare without
 * case and are stored in capitals). Answers the row values and the config without the logo.
 */
export async function schoolValues(tx: Executor, input: SchoolInput, selfId?: string) {
  const code = input.code.toUpperCase();
  const provinceId = blank(input.province_id);
  if (provinceId) {
    const [known] = await tx
      .select({ id: provinces.id })
      .from(provinces)
      .where(and(eq(provinces.id, provinceId), eq(provinces.countryCode, 84)));
    if (!known) throw badRequest('errors.invalid_province', { province_id: 'errors.invalid_province' });
  }
  const [taken] = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(sql`upper(${tenants.code}) = ${code}`, selfId ? ne(tenants.id, selfId) : undefined))
    .limit(1);
  if (taken) throw conflict('errors.school_code_taken');
  const config: TenantConfig = { brandName: blank(input.brandName) };
  for (const key of LOGIN_COLOURS) if (input[key]) config[key] = input[key]!.toLowerCase();
  return {
    row: {
      code,
      name: input.name,
      address: blank(input.address),
      provinceId,
      phone: blank(input.phone),
      email: blank(input.email),
      status: input.status,
    },
    config,
  };
}
