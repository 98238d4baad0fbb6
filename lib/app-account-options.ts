import type { AppAccountStatus } from '@/lib/server/db/schema/app-account';

// The fixed choices of the app-account area, without zod, for the list's first load (the schemas build on them).
export type { AppAccountStatus };
export const APP_ACCOUNT_STATUSES = ['active', 'locked'] as const satisfies readonly AppAccountStatus[];
export const APP_ACCOUNT_PAGE_SIZE = 20;
