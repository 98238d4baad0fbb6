import 'server-only';
import dns from 'node:dns/promises';
import net from 'node:net';
import { addressKind, pushLoopbackAllowed } from './endpoint-guard';

// The worker's own check of an endpoint before it POSTs there (issue 36, safety): `https:` on a public address after
// resolving the name, loopback only with PUSH_ALLOW_LOOPBACK (tests). The subscribe calls refuse such endpoints at
// subscription time (endpoint-guard.ts); this check runs again at delivery, since a name may resolve elsewhere
// later, and the request then connects to the very address checked here (no second lookup to rebind).

export type ResolvedAddress = { address: string; family: 4 | 6 };

/** Null when `address` may be reached; else why not (the ranges are the subscribe guard's, endpoint-guard.ts). */
function refusal(address: string): string | null {
  const kind = addressKind(address);
  if (kind === 'loopback') return pushLoopbackAllowed() ? null : 'loopback address';
  return kind === 'private' ? 'private address' : null;
}

const cache = new Map<string, { at: number; addresses: ResolvedAddress[] }>();
const CACHE_MS = 60_000;

/** The address to connect to for `endpoint`; throws when it is not `https:` or resolves to a refused address. */
export async function resolvePublicEndpoint(endpoint: string): Promise<ResolvedAddress> {
  const url = new URL(endpoint);
  if (url.protocol !== 'https:') throw new Error('endpoint is not https');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: ResolvedAddress[];
  const literal = net.isIP(host);
  if (literal) addresses = [{ address: host, family: literal as 4 | 6 }];
  else {
    const cached = cache.get(host);
    if (cached && Date.now() - cached.at < CACHE_MS) addresses = cached.addresses;
    else {
      addresses = (await dns.lookup(host, { all: true })).map((a) => ({
        address: a.address,
        family: a.family as 4 | 6,
      }));
      cache.set(host, { at: Date.now(), addresses });
    }
  }
  if (!addresses.length) throw new Error('endpoint does not resolve');
  // Every address the name has must be public: a name that also points inside is refused.
  for (const a of addresses) {
    const why = refusal(a.address);
    if (why) throw new Error(`endpoint refused: ${why}`);
  }
  return addresses[0];
}
