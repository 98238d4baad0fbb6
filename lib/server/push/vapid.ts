import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import { env } from '../env';

export type Vapid = { publicKey: string; privateKey: string; subject: string };
let cached: Vapid | undefined;

/**
 * The VAPID key pair (RFC 8292) that signs every push: from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, or generated once
 * into DATA_DIR/vapid.json like the tenant-key pair, so the demo needs no setup. Several copies of the app must share
 * it (set it in the environment): a browser's subscription is bound to the public key it was made with.
 */
export function vapid(): Vapid {
  if (cached) return cached;
  const e = env();
  const subject = e.VAPID_SUBJECT ?? 'mailto:admin@localhost';
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY) {
    cached = { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject };
    return cached;
  }
  const file = path.join(e.DATA_DIR, 'vapid.json');
  if (!fs.existsSync(file)) {
    const keys = webpush.generateVAPIDKeys();
    fs.mkdirSync(e.DATA_DIR, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(keys) + '\n', { mode: 0o600 });
  }
  const keys = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  cached = { ...keys, subject };
  return cached;
}
