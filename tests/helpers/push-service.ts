import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';

// A Web Push service for tests (RFC 8030), on 127.0.0.1 over HTTPS with the run's own certificate
// (tests/helpers/push-ca-setup.ts, trusted through NODE_EXTRA_CA_CERTS). It hands out subscriptions with their own
// P-256 key pair and auth secret, and for each push verifies the VAPID token (RFC 8292: ES256 with the `k` key, `aud`
// the endpoint's origin, `exp` within 24 h, `sub` a mailto: or https: address), decrypts the aes128gcm body
// (RFC 8291/8188) and records what the device would show. Per subscription it can answer 410, 404, 500 (n times),
// 429 (with Retry-After: 120) or hang.

export type Subscription = { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
export type Received = {
  subscription: string;
  payload: { title: string; body: string; url: string; tag: string };
  ttl: number;
  urgency: string | undefined;
  topic: string | undefined;
  vapid: { aud: string; exp: number; sub: string; k: string };
};
export type Behaviour = { status: number; times?: number } | { hang: true };

type Device = { ecdh: crypto.ECDH; publicKey: Buffer; auth: Buffer; behaviour?: Behaviour };

export type PushService = Awaited<ReturnType<typeof startPushService>>;

export async function startPushService(files: { cert: string; key: string }) {
  const devices = new Map<string, Device>();
  const received: Received[] = [];
  /** Every POST that reached the service, whatever it answered (hung ones included). */
  const requests: string[] = [];
  const refused: string[] = [];
  const hung = new Set<import('node:http').ServerResponse>();
  let origin = '';

  const server = https.createServer(
    { cert: fs.readFileSync(files.cert), key: fs.readFileSync(files.key) },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const id = (req.url ?? '').replace(/^\/push\//, '');
        const device = devices.get(id);
        const endpoint = `${origin}/push/${id}`;
        requests.push(endpoint);
        if (req.method !== 'POST' || !device) return answer(res, 404);
        const behaviour = device.behaviour;
        if (behaviour && 'hang' in behaviour) return void hung.add(res);
        if (behaviour && (behaviour.times ?? Infinity) > 0) {
          if (behaviour.times !== undefined) behaviour.times--;
          if (behaviour.status === 429) res.setHeader('Retry-After', '120');
          return answer(res, behaviour.status, behaviour.status === 500 ? 'try again' : '');
        }
        try {
          const vapid = verifyVapid(String(req.headers.authorization ?? ''), origin);
          const payload = JSON.parse(decrypt(device, Buffer.concat(chunks), req.headers['content-encoding']));
          received.push({
            subscription: endpoint,
            payload,
            ttl: Number(req.headers.ttl),
            urgency: req.headers.urgency as string | undefined,
            topic: req.headers.topic as string | undefined,
            vapid,
          });
          res.setHeader('Location', `${origin}/message/${crypto.randomUUID()}`);
          answer(res, 201);
        } catch (error) {
          refused.push(`${endpoint}: ${error instanceof Error ? error.message : String(error)}`);
          answer(res, 400, 'refused');
        }
      });
    },
  );
  let connections = 0;
  server.on('secureConnection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    requests,
    /** Pushes the service could not verify or decrypt (a test expects none). */
    refused,
    /** A new device: the browser's PushSubscription JSON. */
    subscribe(): Subscription {
      const ecdh = crypto.createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      const id = crypto.randomBytes(12).toString('base64url');
      devices.set(id, { ecdh, publicKey, auth });
      return {
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    /** How the service answers this subscription's pushes from now on (undefined: 201). */
    behave(endpoint: string, behaviour: Behaviour | undefined) {
      devices.get(endpoint.slice(endpoint.lastIndexOf('/') + 1))!.behaviour = behaviour;
    },
    for: (endpoint: string) => received.filter((r) => r.subscription === endpoint),
    hungCount: () => hung.size,
    /** TLS connections accepted (the worker keeps its connections alive). */
    connections: () => connections,
    reset() {
      received.length = 0;
      requests.length = 0;
      refused.length = 0;
    },
    async close() {
      for (const res of hung) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function answer(res: import('node:http').ServerResponse, status: number, body = '') {
  res.writeHead(status, { 'Content-Type': 'text/plain' });
  res.end(body);
}

const keys = new Map<string, crypto.KeyObject>();
function keyOf(k: string, point: Buffer) {
  let key = keys.get(k);
  if (!key) {
    const [x, y] = [point.subarray(1, 33).toString('base64url'), point.subarray(33).toString('base64url')];
    key = crypto.createPublicKey({ key: { kty: 'EC', crv: 'P-256', x, y }, format: 'jwk' });
    keys.set(k, key);
  }
  return key;
}

/** Checks `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292) and answers its claims. */
function verifyVapid(header: string, origin: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header);
  if (!match) throw new Error(`no vapid authorization: ${header}`);
  const [, token, k] = match;
  const [head, body, signature] = token.split('.');
  const jwtHeader = JSON.parse(Buffer.from(head, 'base64url').toString());
  if (jwtHeader.alg !== 'ES256') throw new Error(`alg ${jwtHeader.alg}`);
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const key = keyOf(k, point);
  const valid = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('bad vapid signature');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  const now = Date.now() / 1000;
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud}`);
  if (!(claims.exp > now && claims.exp <= now + 86_400)) throw new Error(`exp ${claims.exp}`);
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`sub ${claims.sub}`);
  return { ...claims, k };
}

/** Decrypts an aes128gcm push (RFC 8291 keys, RFC 8188 record) with the device's key pair and auth secret. */
function decrypt(device: Device, body: Buffer, encoding: string | string[] | undefined) {
  if (encoding !== 'aes128gcm') throw new Error(`content-encoding ${encoding}`);
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const secret = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, senderKey]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', secret, device.auth, keyInfo, 32));
  const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('no last-record delimiter');
  return plain.subarray(0, end).toString('utf8');
}
