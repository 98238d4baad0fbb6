import 'server-only';
import net from 'node:net';
import { env } from '../env';

/**
 * The header the server itself writes on every incoming request with the socket's address (see peer-address.ts,
 * installed at start). Whatever a client sends under this name is overwritten.
 */
export const PEER_HEADER = 'x-peer-address';

/**
 * The client's address. Only `TRUST_PROXY` hops are believed: the chain is the X-Forwarded-For entries followed by
 * the socket's address, and the address `TRUST_PROXY` places from the right is the client (0: the socket itself).
 * A client-written X-Forwarded-For therefore never chooses the address unless a trusted proxy is in front, and then
 * only the entries the proxies appended count.
 */
export function clientIp(request: Request, hops = env().TRUST_PROXY): string | null {
  const peer = request.headers.get(PEER_HEADER);
  const forwarded = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!peer) {
    // Only route handlers called directly by the tests have no socket: there the header stands for it.
    if (env().NODE_ENV === 'test') return normalize(forwarded[forwarded.length - 1] ?? null);
    return null;
  }
  // Next.js copies the socket's address into an absent X-Forwarded-For; that copy is not a hop.
  if (forwarded.length === 1 && forwarded[0] === peer) forwarded.pop();
  const chain = [...forwarded, peer];
  return normalize(chain[Math.max(0, chain.length - 1 - hops)] ?? null);
}

function normalize(address: string | null): string | null {
  if (!address) return null;
  const value = address.startsWith('::ffff:') ? address.slice(7) : address;
  return value.slice(0, 64);
}

/** The address a budget counts: an IPv4 address as it is, an IPv6 address by its /64 (its first four groups). */
export function addressGroup(ip: string | null | undefined): string {
  if (!ip) return 'unknown';
  const address = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!net.isIPv6(address)) return address;
  const [head, tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  if (right.length && right[right.length - 1].includes('.')) right.splice(-1, 1, '0', '0'); // an embedded IPv4 tail
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}
