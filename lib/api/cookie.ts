/**
 * A cookie the server reads too (language, chosen school, the parents' child on screen): a year (spec: the locale
 * cookie lasts 365 days), the whole site, same-site lax. Written as js-cookie wrote it (the same encoding of the
 * value), without its 0.6 kB on the parents' home page.
 */
export function setYearCookie(name: string, value: string) {
  const encoded = encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);
  const expires = new Date(Date.now() + 365 * 864e5).toUTCString();
  document.cookie = `${encodeURIComponent(name)}=${encoded}; expires=${expires}; path=/; SameSite=Lax`;
}
