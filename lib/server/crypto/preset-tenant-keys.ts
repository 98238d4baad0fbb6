import 'server-only';
import { serverTenantKey } from './tenant-key';
import { isUuid } from '../uuid';

/**
 * The `tenant-key` headers the page will most likely send (spec §7: the chosen school, 0 signed in with none,
 * 1 signed out), encrypted by the server the way jsencrypt does. The browser then loads jsencrypt (18.5 kB gzip)
 * only when it needs another value, e.g. after switching school.
 */
export function presetTenantKeys(chosenSchool: string | undefined): Record<string, string> {
  const values = ['0', '1', ...(chosenSchool && isUuid(chosenSchool) ? [chosenSchool] : [])];
  return Object.fromEntries(values.map((v) => [v, serverTenantKey(v)]));
}
