import 'server-only';
import crypto from 'node:crypto';

/** 256 random bits, URL-safe. Only its SHA-256 is ever stored. */
export function newToken() {
  return crypto.randomBytes(32).toString('base64url');
}

export function sha256(value: string) {
  return crypto.createHash('sha256').update(value).digest('hex');
}
