import 'server-only';
import dns from 'node:dns';
import net from 'node:net';
import { AppError } from '../http/errors';
import { env } from '../env';
import { PUSH_ENDPOINT_MAX } from '@/lib/schemas/push';

// The server POSTs every push to an address a client gave it (SSRF): an endpoint must be https: on a public address.
// Checked when a device subscribes and again by the push worker before each send (a name may resolve elsewhere
// later). Loopback is allowed only under PUSH_ALLOW_LOOPBACK (tests: a push service on 127.0.0.1); nothing else
// private ever is.

/** Ranges no push may go to: this host, private networks, link-local (the cloud metadata address), multicast, … */
const REFUSED_V4: [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['169.254.0.0', 16], // link-local, 169.254.169.254 the metadata service
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];
const REFUSED_V6: [string, number][] = [
  ['::', 128], // unspecified
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b::', 96], // NAT64: an IPv4 address inside
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: an IPv4 address inside
  ['fc00::', 7], // unique local, fd00:ec2::254 the metadata service
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];
const LOOPBACK_V4: [string, number] = ['127.0.0.0', 8];
const LOOPBACK_V6: [string, number] = ['::1', 128];

function blockList(ranges4: [string, number][], ranges6: [string, number][]) {
  const list = new net.BlockList();
  for (const [address, prefix] of ranges4) list.addSubnet(address, prefix, 'ipv4');
  for (const [address, prefix] of ranges6) list.addSubnet(address, prefix, 'ipv6');
  return list;
}
const refused = blockList(REFUSED_V4, REFUSED_V6);
const loopback = blockList([LOOPBACK_V4], [LOOPBACK_V6]);

/** An IPv4-mapped IPv6 address (::ffff:a.b.c.d, ::ffff:7f00:1) as its IPv4 address; others unchanged. */
function unmapped(address: string): string {
  const lower = address.toLowerCase();
  const dotted = /^(?:0{0,4}:){0,5}:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:0{0,4}:){0,5}:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const hi = parseInt(hex[1], 16);
    const lo = parseInt(hex[2], 16);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return address;
}

/** Where an address is: on this host, private (never allowed), or public. */
export function addressKind(address: string): 'loopback' | 'private' | 'public' {
  const plain = unmapped(address);
  const family = net.isIP(plain);
  if (!family) return 'private';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (loopback.check(plain, type)) return 'loopback';
  if (refused.check(plain, type)) return 'private';
  // A mapped form that did not unmap (e.g. ::ffff:0:a.b.c.d, SIIT) is not a push service's address.
  if (type === 'ipv6' && /^(0{0,4}:)*:?ffff:/i.test(plain)) return 'private';
  return 'public';
}

export type Lookup = (hostname: string) => Promise<string[]>;
/** A name that has not resolved in this time is refused (a subscribe call, or a send, does not hang on DNS). */
const LOOKUP_TIMEOUT_MS = 5_000;
const systemLookup: Lookup = async (hostname) => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('DNS lookup timed out')), LOOKUP_TIMEOUT_MS);
  });
  try {
    const found = await Promise.race([dns.promises.lookup(hostname, { all: true, verbatim: true }), timeout]);
    return found.map((a) => a.address);
  } finally {
    clearTimeout(timer);
  }
};

export type GuardOptions = {
  /** Loopback allowed (PUSH_ALLOW_LOOPBACK by default). */
  allowLoopback?: boolean;
  /** The resolver (the system's, as the push request itself uses, by default). */
  lookup?: Lookup;
};

let loopbackOverride: boolean | null = null;
/** Tests: set PUSH_ALLOW_LOOPBACK for this process without touching the environment (null: the environment's). */
export function setPushAllowLoopback(value: boolean | null) {
  loopbackOverride = value;
}
export function pushLoopbackAllowed() {
  return loopbackOverride ?? env().PUSH_ALLOW_LOOPBACK;
}

const refuse = (key: string) => new AppError(400, `push.errors.${key}`, undefined, { endpoint: `push.errors.${key}` });

/**
 * Throws a 400 (`push.errors.*`, translated) unless `url` is an https: address whose host — an address, or every
 * address its name resolves to — is public (or loopback, when allowed). `*.localhost` is loopback whatever the
 * resolver says (RFC 6761); `localhost` is resolved like any name.
 */
export async function assertPublicEndpoint(url: string, options: GuardOptions = {}): Promise<void> {
  const allowLoopback = options.allowLoopback ?? pushLoopbackAllowed();
  if (url.length > PUSH_ENDPOINT_MAX) throw refuse('endpoint_too_long');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw refuse('endpoint_invalid');
  }
  if (parsed.protocol !== 'https:') throw refuse('endpoint_https');
  if (parsed.username || parsed.password) throw refuse('endpoint_invalid');
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '').toLowerCase();
  if (!host) throw refuse('endpoint_invalid');
  let addresses: string[];
  if (net.isIP(host)) addresses = [host];
  else if (host.endsWith('.localhost')) addresses = ['127.0.0.1'];
  else {
    try {
      addresses = await (options.lookup ?? systemLookup)(host);
    } catch {
      throw refuse('endpoint_unresolved');
    }
    if (!addresses.length) throw refuse('endpoint_unresolved');
  }
  for (const address of addresses) {
    const kind = addressKind(address);
    if (kind === 'private' || (kind === 'loopback' && !allowLoopback)) throw refuse('endpoint_private');
  }
}
