import 'server-only';
import crypto from 'node:crypto';
import { secrets } from './secrets';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The `tenant-key` headers the page will most likely send (spec §7: the chosen school, 0 signed in with none,
 * 1 signed out), encrypted here the way jsencrypt does (RSA PKCS#1 v1.5 with the server's public key). The browser
 * then loads jsencrypt (18.5 kB gzip) only when it needs another value, e.g. after switching school.
 */
export function presetTenantKeys(chosenSchool: string | undefined): Record<string, string> {
  const { publicKey } = secrets();
  const values = ['0', '1', ...(chosenSchool && UUID.test(chosenSchool) ? [chosenSchool] : [])];
  return Object.fromEntries(
    values.map((v) => [
      v,
      crypto.publicEncrypt({ key: publicKey, padding: crypto.constants.RSA_PKCS1_PADDING }, Buffer.from(v)).toString('base64'),
    ]),
  );
}
