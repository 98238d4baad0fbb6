/** The parents' app's page language, for the `Language` header of its calls (set by the parents' layout). */
export const parentState = { locale: 'vi' };
