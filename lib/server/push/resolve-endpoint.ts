import 'server-only';
import dns from 'node:dns/promises';
import net from 'node:net';
import { env } from '../env';

// The worker's own check of an endpoint before it POSTs there (issue 36, safety): `https:` on a public address after
// resolving the name, loopback only with PUSH_ALLOW_LOOPBACK (tests). The subscribe calls refuse such endpoints at
// subscription time (endpoint-guard.ts); this check runs again at delivery, since a name may resolve elsewhere
// later, and the request then connects to the very address checked here (no second lookup to rebind).

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const privateRanges = new net.BlockList();
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  privateRanges.addSubnet(address, prefix, 'ipv4');
for (const [address, prefix] of [
  ['::', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  privateRanges.addSubnet(address, prefix, 'ipv6');

export type ResolvedAddress = { address: string; family: 4 | 6 };

/** Null when `address` may be reached; else why not. */
function refusal(address: string, family: 4 | 6): string | null {
  const type = family === 4 ? 'ipv4' : 'ipv6';
  const mapped = family === 6 && /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return refusal(mapped[1], 4);
  if (loopback.check(address, type)) return env().PUSH_ALLOW_LOOPBACK ? null : 'loopback address';
  return privateRanges.check(address, type) ? 'private address' : null;
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
    const why = refusal(a.address, a.family);
    if (why) throw new Error(`endpoint refused: ${why}`);
  }
  return addresses[0];
}
