// Business constants of spec §9 that the browser needs without pulling in the schemas (and zod).
export const SESSION_PAGE_SIZE = 100;
export const MENU_BADGE_CAP = 99;
export const LANGUAGE_RELOAD_MS = 300;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const MIN_DISPLAY_DELAY_MS = 200;
export const COUNTRY_CODE_VN = 84;
/** A child's photo: PNG, JPEG or WebP (checked by content), at most this many bytes. The form shrinks bigger ones. */
export const STUDENT_PHOTO_MAX_BYTES = 512 * 1024;
/** The longest side, in pixels, the form shrinks a chosen photo to before sending it (the list shows 32 px). */
export const STUDENT_PHOTO_MAX_SIDE = 640;
