import 'server-only';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { BackupResult } from './take-backup';

/**
 * `npm run backup` and the running server meet at DATA_DIR/backup.sock: the server that holds the embedded database
 * listens there, the script sends `{"target": "/abs/file.tar.gz"}` on one line and gets the result on one line.
 * Only the directory's owner can connect (a Unix socket is guarded by its file mode, 0600).
 */
export const SOCKET_NAME = 'backup.sock';

type Reply = ({ ok: true } & BackupResult) | { ok: false; error: string };

/** Server side: answers backup requests one at a time; does not keep the process alive. */
export function serveBackups(dataDir: string, take: (target: string) => Promise<BackupResult>): Promise<net.Server> {
  const file = path.join(dataDir, SOCKET_NAME);
  // The caller holds the database lock, so a socket file here is one left by a process that has ended.
  fs.rmSync(file, { force: true });
  let queue: Promise<unknown> = Promise.resolve();
  const server = net.createServer((socket) => {
    let input = '';
    socket.setEncoding('utf8');
    socket.on('error', () => {});
    socket.on('data', (chunk: string) => {
      input += chunk;
      if (input.length > 4096) return socket.destroy();
      if (!input.includes('\n')) return;
      socket.removeAllListeners('data');
      const answer = (reply: Reply) => socket.end(JSON.stringify(reply) + '\n');
      let target: unknown;
      try {
        target = (JSON.parse(input) as { target?: unknown }).target;
      } catch {
        target = undefined;
      }
      if (typeof target !== 'string' || !path.isAbsolute(target) || !target.endsWith('.tar.gz')) {
        return answer({ ok: false, error: 'Send {"target": "<absolute path>.tar.gz"} on one line.' });
      }
      const run = queue.then(() => take(target));
      queue = run.catch(() => {});
      run.then(
        (result) => answer({ ok: true, ...result }),
        (error: unknown) => answer({ ok: false, error: error instanceof Error ? error.message : String(error) }),
      );
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => {
      fs.chmodSync(file, 0o600);
      server.unref();
      resolve(server);
    });
  });
}

/** Script side: asks the server that holds DATA_DIR's database for a backup into `target`. */
export function askServer(dataDir: string, target: string): Promise<BackupResult> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(path.join(dataDir, SOCKET_NAME));
    let output = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(JSON.stringify({ target }) + '\n'));
    socket.on('data', (chunk: string) => (output += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        const reply = JSON.parse(output) as Reply;
        if (reply.ok) {
          const { ok: _ok, ...result } = reply;
          resolve(result);
        } else reject(new Error(reply.error));
      } catch {
        reject(new Error('The server closed the backup connection without an answer.'));
      }
    });
  });
}
