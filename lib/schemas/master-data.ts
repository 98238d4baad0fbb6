import { z } from 'zod';

// Master data (drop-down lists shared by every school) and provinces: answers only, nothing is written.

/** GET /MasterData/get-droplist: the lists' items and the assignable roles. */
const masterDataItem = z.object({ type: z.string(), value: z.string(), name: z.string() });
const roleOption = z.object({ key: z.string(), value: z.string() });
export const droplistAnswer = z.object({ items: z.array(masterDataItem), roles: z.array(roleOption) });
export type MasterDataItem = z.infer<typeof masterDataItem>;
export type RoleOption = z.infer<typeof roleOption>;

/** GET /Province/get-droplist-by-country-code: a province, in the request's language. */
export const provinceOption = z.object({ province_id: z.string(), name: z.string(), kind: z.string() });
