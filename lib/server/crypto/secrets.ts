import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { env } from '../env';

type Secrets = { publicKey: string; privateKey: string; nextAuthSecret: string };
let cached: Secrets | undefined;

/**
 * The tenant-key RSA pair and the session-cookie secret come from the environment, or are generated once and
 * kept in DATA_DIR, so the demo needs no setup. Production with several copies must set them in the environment.
 */
export function secrets(): Secrets {
  if (cached) return cached;
  const e = env();
  let publicKey = e.TENANT_PUBLIC_KEY?.replace(/\\n/g, '\n');
  let privateKey = e.TENANT_PRIVATE_KEY?.replace(/\\n/g, '\n');
  if (!publicKey || !privateKey) {
    const pubFile = path.join(e.DATA_DIR, 'tenant-key.pub.pem');
    const privFile = path.join(e.DATA_DIR, 'tenant-key.pem');
    if (!fs.existsSync(pubFile) || !fs.existsSync(privFile)) {
      const pair = crypto.generateKeyPairSync('rsa', {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
      });
      fs.mkdirSync(e.DATA_DIR, { recursive: true });
      fs.writeFileSync(privFile, pair.privateKey, { mode: 0o600 });
      fs.writeFileSync(pubFile, pair.publicKey);
    }
    publicKey = fs.readFileSync(pubFile, 'utf8');
    privateKey = fs.readFileSync(privFile, 'utf8');
  }
  let nextAuthSecret = e.NEXTAUTH_SECRET;
  if (!nextAuthSecret) {
    const file = path.join(e.DATA_DIR, 'nextauth-secret');
    if (!fs.existsSync(file)) {
      fs.mkdirSync(e.DATA_DIR, { recursive: true });
      fs.writeFileSync(file, crypto.randomBytes(32).toString('base64url'), { mode: 0o600 });
    }
    nextAuthSecret = fs.readFileSync(file, 'utf8').trim();
  }
  cached = { publicKey, privateKey, nextAuthSecret };
  return cached;
}
