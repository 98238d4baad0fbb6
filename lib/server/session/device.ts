import 'server-only';
import { UAParser } from 'ua-parser-js';

/** The user agent as spec §3 wants it: a JSON string with Device.Brand/Family/Model and UA.Family/Major. */
export function describeUserAgent(userAgent: string): string {
  const r = new UAParser(userAgent).getResult();
  const family = r.device.model ?? r.os.name ?? 'Other';
  return JSON.stringify({
    Device: { Brand: r.device.vendor ?? null, Family: family, Model: r.device.model ?? null },
    OS: { Family: r.os.name ?? null, Version: r.os.version ?? null },
    UA: { Family: r.browser.name ?? 'Other', Major: r.browser.major ?? null },
  });
}
