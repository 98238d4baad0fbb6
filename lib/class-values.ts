import type { AgeGroup } from '@/lib/server/db/schema/school';

// Values the classes' screens share with their zod schemas, kept apart so that the list's first load does not
// bring zod with it (the forms, which validate, are fetched when first opened).
export const AGE_GROUPS = [
  'nha_tre',
  'mau_giao_be',
  'mau_giao_nho',
  'mau_giao_lon',
] as const satisfies readonly AgeGroup[];
export const CLASS_STATUSES = ['active', 'archived'] as const;
export type ClassStatus = (typeof CLASS_STATUSES)[number];
