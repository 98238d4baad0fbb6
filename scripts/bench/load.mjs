// autocannon against one scenario. The figures are taken in steady state: a busy server admits new connections
// slowly (the last of 50 fresh connections may wait seconds for its first answer), so the run warms up until
// every connection has been answered (at least WARMUP_SECONDS, at most MAX_WARMUP_SECONDS), then measures SECONDS
// on the same connections.
import autocannon from 'autocannon';

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const MAX_WARMUP_SECONDS = Number(process.env.BENCH_MAX_WARMUP_SECONDS ?? 40);
const TIMEOUT_SECONDS = 120;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * What autocannon sends for a scenario: its path, method, headers (the caller's, then the scenario's own) and body,
 * on its number of connections.
 */
const request = (base, headers, scenario, seed) => ({
  url: base + scenario.path(seed),
  method: scenario.method ?? 'GET',
  headers: { ...headers, ...scenario.headers, ...(scenario.body && { 'content-type': 'application/json' }) },
  body: scenario.body?.(seed),
  connections: scenario.connections ?? CONNECTIONS,
  ...(scenario.setupClient && { setupClient: scenario.setupClient(seed) }),
});

export function load(base, headers, scenario, seed) {
  const sent = request(base, headers, scenario, seed);
  const { connections } = sent;
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const answered = new Set();
    const statuses = {};
    const times = [];
    let windowStart = 0;
    let windowEnd = 0;
    const instance = autocannon(
      { ...sent, duration: MAX_WARMUP_SECONDS + SECONDS + 5, timeout: TIMEOUT_SECONDS },
      (error, overall) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        const seconds = (Math.min(windowEnd, Date.now()) - windowStart) / 1000;
        resolve({
          rps: times.length / seconds,
          p50: percentile(times, 50),
          p99: percentile(times, 99),
          requests: times.length,
          warmupSeconds: (windowStart - started) / 1000,
          connectionsAnswered,
          // Failures count over the whole run, warm-up included.
          non2xx: overall.non2xx,
          errors: overall.errors + overall.timeouts,
          statuses,
        });
      },
    );
    let connectionsAnswered = 0;
    const open = () => {
      if (windowStart) return;
      connectionsAnswered = answered.size;
      windowStart = Date.now();
      windowEnd = windowStart + SECONDS * 1000;
      setTimeout(() => instance.stop(), SECONDS * 1000);
    };
    const cap = setTimeout(open, MAX_WARMUP_SECONDS * 1000);
    instance.on('response', (client, status, _bytes, ms) => {
      const now = Date.now();
      answered.add(client);
      if (!windowStart && answered.size >= connections && now - started >= WARMUP_SECONDS * 1000) {
        clearTimeout(cap);
        return open();
      }
      // Requests sent in the window only: a connection the server had not yet admitted is left out, not counted
      // with the seconds it waited to be.
      if (windowStart && now - ms >= windowStart && now <= windowEnd) {
        times.push(ms);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    });
  });
}

/**
 * The server's first seconds are slower than the rest (modules loaded on first use, code not yet optimised): every
 * scenario is called for `seconds` before the first one is measured, so that the bare call, measured first, is not
 * measured on a cold server and every ratio taken to it is fair.
 */
export async function warmUp(base, headers, scenarios, seed, seconds = Number(process.env.BENCH_SERVER_WARMUP_SECONDS ?? 3)) {
  for (const s of scenarios) {
    await new Promise((resolve, reject) =>
      autocannon({ ...request(base, headers[s.page ? 'page' : 'api'], s, seed), duration: seconds }, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
  }
}
