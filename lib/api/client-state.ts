// What the API client's request interceptor adds to every call (spec §7): the locale, the session's token and the
// school, RSA-encrypted with the server's public key. Set from effects and event handlers, never during render.
import { readTenant } from './tenant-storage';

export type ClientState = { token: string | null; locale: string; publicKey: string };
export const clientState: ClientState = { token: null, locale: 'vi', publicKey: '' };
const encrypted = new Map<string, string>();

let markConfigured: () => void = () => {};
/**
 * Settles once the page's providers have given the locale and public key (from an effect, after the first commit).
 * Children's effects run before their parents', so a query started by a screen's first effect waits here for the
 * providers' effect of the same commit instead of going out without its headers.
 */
export const configured = new Promise<void>((resolve) => {
  markConfigured = resolve;
});

/** The locale, token and public key; `tenantKeys` are headers the server already encrypted (value → header). */
export function setClientState(next: Partial<ClientState>, tenantKeys: Record<string, string> = {}) {
  Object.assign(clientState, next);
  for (const [value, header] of Object.entries(tenantKeys)) if (!encrypted.has(value)) encrypted.set(value, header);
  if (clientState.publicKey) markConfigured();
}

/**
 * Each value is encrypted once per page load (jsencrypt pads randomly; the server caches what it decrypted).
 * The page comes with the likely values already encrypted by the server; jsencrypt itself is fetched only for
 * another value (e.g. after switching school).
 */
export async function tenantKey(): Promise<string> {
  // Spec §7: the chosen school's value; 0 when signed in with none stored; 1 when signed out.
  const value = clientState.token ? (readTenant() ?? '0') : '1';
  let header = encrypted.get(value);
  if (!header) {
    const { JSEncrypt } = await import('jsencrypt');
    const rsa = new JSEncrypt();
    rsa.setPublicKey(clientState.publicKey);
    header = rsa.encrypt(value) || '';
    encrypted.set(value, header);
  }
  return header;
}
