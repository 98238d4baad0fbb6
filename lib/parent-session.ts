/** The parents' web app's session cookie (HttpOnly: set and cleared by /api/app/session and /api/app/logout). */
export const PARENT_SESSION_COOKIE = 'parent_session';
/** The child a family with several children is looking at (a preference, readable by the page). */
export const PARENT_CHILD_COOKIE = 'parent_child';

/** The parents' sign-in page in a language (Vietnamese has no prefix). */
export function parentLoginPath(locale: string) {
  return `${locale === 'vi' ? '' : `/${locale}`}/parent/login`;
}
