import { z } from 'zod';

// Master data (drop-down lists shared by every school) and provinces: answers only, nothing is written.

/** GET /MasterData/get-droplist: the lists' items and the assignable roles. */
export const droplistAnswer = z.object({
  items: z.array(z.object({ type: z.string(), value: z.string(), name: z.string() })),
  roles: z.array(z.object({ key: z.string(), value: z.string() })),
});

/** GET /Province/get-droplist-by-country-code: a province, in the request's language. */
export const provinceOption = z.object({ province_id: z.string(), name: z.string(), kind: z.string() });
