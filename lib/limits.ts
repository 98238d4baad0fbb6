// Business constants of spec §9 that the browser needs without pulling in the schemas (and zod).
export const SESSION_PAGE_SIZE = 100;
export const MENU_BADGE_CAP = 99;
export const LANGUAGE_RELOAD_MS = 300;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const MIN_DISPLAY_DELAY_MS = 200;
export const COUNTRY_CODE_VN = 84;
