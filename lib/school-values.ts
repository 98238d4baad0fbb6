// Values the schools' screens share with their zod schemas, kept apart so that the list's first load does not
// bring zod with it (the form, which validates, is fetched when first opened).
export const SCHOOL_STATUSES = ['active', 'inactive'] as const;
export type SchoolStatus = (typeof SCHOOL_STATUSES)[number];
