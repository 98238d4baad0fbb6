// Issue 15: "signed-in calls while 30 unauthenticated requests a second with random tenant-keys arrive". Measures the
// signed-in ping one call after another (the latency a user feels, no queue of our own) while quiet, then while a
// generator sends RATE calls a second to a school's endpoint with a random, well-formed-looking tenant-key header
// (one RSA block of random bytes, base64) and no token or a made-up one, as an attacker without an account would.
// The server must refuse them before any RSA work (the token first), so the signed-in p50 stays within 2×.
import crypto from 'node:crypto';

export const FLOOD_RATE = Number(process.env.BENCH_FLOOD_RATE ?? 30);
export const FLOOD_SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 10);
export const FLOOD_TARGET = 2;
const TARGET_PATH = '/api/webadmin/Student/get-list?page=1&page_size=50';
const PING_PATH = '/api/webadmin/Health/ping';

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)];
};

/** Signed-in pings one after another for `seconds`: their latencies in ms. */
async function pings(base, headers, seconds) {
  const times = [];
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    const t = performance.now();
    const r = await fetch(base + PING_PATH, { headers });
    await r.arrayBuffer();
    if (r.status !== 200) throw new Error(`signed-in ping answered ${r.status}`);
    times.push(performance.now() - t);
  }
  return times;
}

/** Starts sending `rate` unauthenticated calls a second; answers stop(), which waits for those in flight. */
function unauthenticated(base, rate) {
  const statuses = {};
  const inFlight = new Set();
  let sent = 0;
  const timer = setInterval(() => {
    sent += 1;
    const headers = { language: 'vi', 'tenant-key': crypto.randomBytes(256).toString('base64') };
    // Half with no token, half with a made-up one (43 characters, like a real one).
    if (sent % 2) headers.authorization = `Bearer ${crypto.randomBytes(32).toString('base64url')}`;
    const p = fetch(base + TARGET_PATH, { headers })
      .then(async (r) => {
        await r.arrayBuffer();
        statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      })
      .catch(() => {
        statuses.error = (statuses.error ?? 0) + 1;
      })
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  }, 1000 / rate);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all([...inFlight]);
      return { sent, statuses };
    },
  };
}

export async function flood(base, headers) {
  await pings(base, headers, 1); // warm
  const quiet = await pings(base, headers, FLOOD_SECONDS);
  const generator = unauthenticated(base, FLOOD_RATE);
  let busy;
  let background;
  try {
    busy = await pings(base, headers, FLOOD_SECONDS);
  } finally {
    background = await generator.stop();
  }
  const quietP50 = median(quiet);
  const busyP50 = median(busy);
  return {
    quietP50,
    busyP50,
    ratio: busyP50 / quietP50,
    pings: { quiet: quiet.length, busy: busy.length },
    ...background,
  };
}

/** Prints the figures; answers the target missed, if it was. */
export function reportFlood(label, r) {
  const ok = r.ratio <= FLOOD_TARGET;
  console.log(
    `  signed-in ping while ${FLOOD_RATE} unauthenticated calls/s with random tenant-keys arrive (${FLOOD_SECONDS} s each):\n` +
      `    p50 quiet ${r.quietP50.toFixed(1)} ms (${r.pings.quiet} pings), under the flood ${r.busyP50.toFixed(1)} ms (${r.pings.busy} pings): ` +
      `${r.ratio.toFixed(2)}× (target ≤ ${FLOOD_TARGET}×: ${ok ? 'met' : 'MISSED'}); the flood: ${r.sent} calls answered ${JSON.stringify(r.statuses)}`,
  );
  return ok ? [] : [`${label}: signed-in p50 under the unauthenticated flood ${r.ratio.toFixed(2)}× > ${FLOOD_TARGET}×`];
}
