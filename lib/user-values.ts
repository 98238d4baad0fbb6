// Values the staff accounts' screens share with their zod schemas, kept apart so that the list's first load does
// not bring zod with it (the editor, which validates, is fetched when first opened).
export const USER_STATUSES = ['active', 'locked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
