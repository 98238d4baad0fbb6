import 'server-only';
import crypto from 'node:crypto';
import forge from 'node-forge';
import { secrets } from './secrets';

// The header is RSA PKCS#1 v1.5, the only padding jsencrypt speaks. Node 20 refuses that padding in
// crypto.privateDecrypt (CVE-2023-46809), so the native RSA runs without padding (OpenSSL, about 0.3 ms) and the
// v1.5 padding is taken off here; node-forge (pure JavaScript, about 35 ms of the one thread) stays only for a
// platform whose crypto cannot do that. A browser encrypts once per page load and reuses the value, so decrypted
// values are cached and even that work happens once per page, not once per call.
const cache = new Map<string, string>();
const CACHE_MAX = 5000;
let key: forge.pki.rsa.PrivateKey | undefined;
let nativeKey: crypto.KeyObject | undefined;
let native: boolean | undefined;

// Base64 of one RSA block: 344 characters for a 2048-bit key, 684 for 4096 bits.
const MAX_HEADER_LENGTH = 700;

/** The message inside a PKCS#1 v1.5 encryption block (00 02 PS≥8 nonzero 00 M), or null. */
function unpad(block: Buffer): Buffer | null {
  if (block[0] !== 0 || block[1] !== 2) return null;
  const end = block.indexOf(0, 2);
  if (end < 10) return null;
  return block.subarray(end + 1);
}

function decryptNative(cipher: Buffer): Buffer | null {
  nativeKey ??= crypto.createPrivateKey(secrets().privateKey);
  const size = Math.ceil((nativeKey.asymmetricKeyDetails?.modulusLength ?? 2048) / 8);
  if (cipher.length > size) return null;
  // An encrypter that dropped leading zero bytes (old jsencrypt) sends a shorter block: pad it back.
  const block = cipher.length < size ? Buffer.concat([Buffer.alloc(size - cipher.length), cipher]) : cipher;
  return unpad(crypto.privateDecrypt({ key: nativeKey, padding: crypto.constants.RSA_NO_PADDING }, block));
}

/** 'native' when this platform's crypto decrypts the header (probed once), else 'javascript'. */
export function tenantKeyDecryption(): 'native' | 'javascript' {
  if (native === undefined) {
    try {
      const probe = encryptTenantKey('probe');
      native = decryptNative(Buffer.from(probe, 'base64'))?.toString('utf8') === 'probe';
    } catch {
      native = false;
    }
  }
  return native ? 'native' : 'javascript';
}

/** Whether this header was decrypted (or made) before: then it costs nothing. */
export function isTenantKeyCached(header: string): boolean {
  return cache.has(header);
}

/**
 * The tenant value inside a tenant-key header, or null when the header cannot be decrypted. The endpoint wrapper
 * checks the bearer token before a header that is not cached reaches here.
 */
export function decryptTenantKey(header: string): string | null {
  const hit = cache.get(header);
  if (hit !== undefined) return hit;
  if (header.length > MAX_HEADER_LENGTH || !/^[A-Za-z0-9+/]+={0,2}$/.test(header)) return null;
  let value: string;
  try {
    if (tenantKeyDecryption() === 'native') {
      const message = decryptNative(Buffer.from(header, 'base64'));
      if (!message) return null;
      value = new TextDecoder('utf-8', { fatal: true }).decode(message);
    } else {
      key ??= forge.pki.privateKeyFromPem(secrets().privateKey);
      value = forge.util.decodeUtf8(key.decrypt(forge.util.decode64(header), 'RSAES-PKCS1-V1_5'));
    }
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
