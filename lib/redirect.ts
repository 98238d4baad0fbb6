/**
 * The remembered target after sign-in must be a relative in-app path (spec §5): one leading slash, no scheme,
 * no protocol-relative `//host`, no backslash tricks. Anything else is dropped.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || typeof value !== 'string') return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (/[\u0000-\u001f]/.test(value)) return null;
  try {
    const url = new URL(value, 'http://in-app.invalid');
    if (url.origin !== 'http://in-app.invalid') return null;
    const path = url.pathname + url.search + url.hash;
    if (/^\/(en\/)?login(_alt)?(\/|$|\?)/.test(path)) return null;
    return path;
  } catch {
    return null;
  }
}
