import 'server-only';
import forge from 'node-forge';
import { secrets } from './secrets';

// Node 20 refuses PKCS#1 v1.5 in crypto.privateDecrypt (CVE-2023-46809), and jsencrypt only speaks that
// padding, so the header is decrypted in JavaScript. A browser encrypts once per page load and reuses the
// value, so decrypted values are cached and the RSA work happens once per page, not once per call.
const cache = new Map<string, string>();
const CACHE_MAX = 5000;
let key: forge.pki.rsa.PrivateKey | undefined;

// Base64 of one RSA block: 344 characters for a 2048-bit key, 684 for 4096 bits.
const MAX_HEADER_LENGTH = 700;

/** Whether this header was decrypted (or made) before: then it costs nothing. */
export function isTenantKeyCached(header: string): boolean {
  return cache.has(header);
}

/**
 * The tenant value inside a tenant-key header, or null when the header cannot be decrypted. Node's native RSA
 * (crypto.privateDecrypt) refuses PKCS#1 v1.5 without --security-revert=CVE-2023-46809, so this stays in
 * JavaScript; the endpoint wrapper checks the bearer token before a header that is not cached reaches here.
 */
export function decryptTenantKey(header: string): string | null {
  const hit = cache.get(header);
  if (hit !== undefined) return hit;
  if (header.length > MAX_HEADER_LENGTH || !/^[A-Za-z0-9+/]+={0,2}$/.test(header)) return null;
  let value: string;
  try {
    key ??= forge.pki.privateKeyFromPem(secrets().privateKey);
    value = forge.util.decodeUtf8(key.decrypt(forge.util.decode64(header), 'RSAES-PKCS1-V1_5'));
  } catch {
    return null;
  }
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(header, value);
  return value;
}

/** Encrypts like jsencrypt does; for tests and scripts that call the API as a browser would. */
export function encryptTenantKey(value: string, publicKeyPem = secrets().publicKey): string {
  const pub = forge.pki.publicKeyFromPem(publicKeyPem);
  return forge.util.encode64(pub.encrypt(forge.util.encodeUtf8(value), 'RSAES-PKCS1-V1_5'));
}

const made = new Map<string, string>();

/**
 * A header for `value` encrypted by the server (pages come with theirs, see preset-tenant-keys.ts): one per
 * value, kept, and already in the cache above, so the page's calls never pay for decrypting it.
 */
export function serverTenantKey(value: string): string {
  let header = made.get(value);
  if (!header) {
    if (made.size >= CACHE_MAX) made.clear();
    header = encryptTenantKey(value);
    made.set(value, header);
  }
  if (!cache.has(header)) {
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
    cache.set(header, value);
  }
  return header;
}
