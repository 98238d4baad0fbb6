import { setYearCookie } from './cookie';

// The chosen school (spec §3): local storage DEFAULT_TENANT = { value }, mirrored into a cookie so that
// server-rendered pages know it too.
export const DEFAULT_TENANT = 'DEFAULT_TENANT';

export function readTenant(): string | null {
  try {
    const raw = localStorage.getItem(DEFAULT_TENANT);
    const value = raw ? (JSON.parse(raw) as { value?: unknown }).value : null;
    return typeof value === 'string' && value ? value : null;
  } catch {
    return null;
  }
}

export function saveTenant(value: string) {
  localStorage.setItem(DEFAULT_TENANT, JSON.stringify({ value }));
  setYearCookie(DEFAULT_TENANT, value);
}

