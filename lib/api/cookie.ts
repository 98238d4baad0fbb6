import Cookies from 'js-cookie';

/** A cookie the server reads too (language, chosen school, the parents' child on screen), written with js-cookie (the design card's): a year (spec: the locale cookie lasts 365 days), the whole site, same-site lax. */
export function setYearCookie(name: string, value: string) {
  Cookies.set(name, value, { expires: 365, path: '/', sameSite: 'Lax' });
}
