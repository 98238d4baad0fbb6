import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { db } from '../db/client';
import { provinces } from '../db/schema';
import type { Locale } from '@/lib/i18n/routing';

/** GET /Province/get-droplist-by-country-code. */
export async function listProvinces(locale: Locale, countryCode: number) {
  const database = await db();
  const rows = await database.select().from(provinces).where(eq(provinces.countryCode, countryCode)).orderBy(asc(provinces.sort));
  return rows.map((p) => ({ province_id: String(p.id), name: locale === 'en' ? p.nameEn : p.name, kind: p.kind }));
}
