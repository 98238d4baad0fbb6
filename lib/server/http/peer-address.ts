import http from 'node:http';
import https from 'node:https';
import { translate } from '@/lib/i18n/translate';

const PEER_HEADER = 'x-peer-address';
const installed = Symbol.for('mamnon.peer-address');

/**
 * Next.js gives route handlers no way to the socket's address, and copies it into X-Forwarded-For only when the
 * client sent none. So every incoming request gets, before Next.js sees it, the socket's address in a header of
 * our own (overwriting any a client sent); `clientIp()` starts from it. Installed once, at server start.
 * A path that cannot be decoded (`GET /%`) is answered 400 here: the production server would answer it 500.
 */
export function installPeerAddress() {
  for (const Server of [http.Server, https.Server]) {
    const proto = Server.prototype as unknown as Record<symbol, boolean> & { emit: (...args: unknown[]) => boolean };
    if (proto[installed]) continue;
    const emit = proto.emit;
    proto.emit = function (this: unknown, event: unknown, ...args: unknown[]) {
      if (event === 'request') {
        const req = args[0] as http.IncomingMessage;
        req.headers[PEER_HEADER] = req.socket?.remoteAddress ?? '';
        if (!decodable(req.url ?? '/')) {
          refuse(req, args[1] as http.ServerResponse);
          return true;
        }
      }
      return emit.call(this, event, ...args);
    };
    proto[installed] = true;
  }
}

function decodable(url: string) {
  try {
    decodeURIComponent(url.split('?')[0]);
    return true;
  } catch {
    return false;
  }
}

function refuse(req: http.IncomingMessage, res: http.ServerResponse) {
  const language = String(req.headers.language ?? '').toLowerCase().startsWith('en') ? 'en' : 'vi';
  const text = translate(language, 'errors.malformed_url');
  const api = (req.url ?? '').startsWith('/api/');
  res.statusCode = 400;
  res.setHeader('cache-control', 'no-store');
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('content-type', api ? 'application/json' : 'text/plain; charset=utf-8');
  res.end(api ? JSON.stringify([{ result: 0, id: null, message: 'errors.malformed_url', text }]) : text);
  req.resume();
}
