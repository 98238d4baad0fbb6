/** The parents' app's page language, for the `Language` header of its calls (set by the parents' root layout). */
export const parentState = { locale: 'vi' };

export function setParentLocale(locale: string) {
  parentState.locale = locale;
}
