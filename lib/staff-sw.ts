/** The staff app's service worker (issue 36: Web Push only; source lib/sw/staff-sw.ts, bundled by `npm run sw`). */
export const STAFF_SW_URL = '/staff-sw.js';
