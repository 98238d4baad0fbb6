/** A cookie the server reads too (language, chosen school): a year, the whole site, same-site lax. */
export function setYearCookie(name: string, value: string) {
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${365 * 24 * 3600}; Path=/; SameSite=Lax`;
}
