// Issue 15: "signed-in calls while 30 unauthenticated requests a second with random tenant-keys arrive". Measures the
// signed-in ping at a steady 20 calls a second (BENCH_FLOOD_PING_RATE) while quiet, then while a
// generator sends RATE calls a second to a school's endpoint with a random, well-formed-looking tenant-key header
// (one RSA block of random bytes, base64) and no token or a made-up one, as an attacker without an account would.
// The server must refuse them before any RSA work (the token first), so the signed-in p50 stays within 2×.
import crypto from 'node:crypto';

export const FLOOD_RATE = Number(process.env.BENCH_FLOOD_RATE ?? 30);
export const FLOOD_SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 10);
const PING_RATE = Number(process.env.BENCH_FLOOD_PING_RATE ?? 20);
export const FLOOD_TARGET = 2;
const TARGET_PATH = '/api/webadmin/Student/get-list?page=1&page_size=50';
const PING_PATH = '/api/webadmin/Health/ping';

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)];
};

/**
 * Signed-in pings at a steady PING_RATE a second for `seconds`, each timed from the moment it was due: a user's
 * clicks do not wait for the server to be free, so neither do these (one after another would hide the queue).
 */
async function pings(base, headers, seconds) {
  const times = [];
  const calls = [];
  const started = performance.now();
  for (let i = 0; i < seconds * PING_RATE; i++) {
    const due = started + (i * 1000) / PING_RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    calls.push(
      fetch(base + PING_PATH, { headers }).then(async (r) => {
        await r.arrayBuffer();
        if (r.status !== 200) throw new Error(`signed-in ping answered ${r.status}`);
        times.push(performance.now() - due);
      }),
    );
  }
  await Promise.all(calls);
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
  await pings(base, headers, 2); // warm
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
    `  signed-in ping (${PING_RATE}/s) while ${FLOOD_RATE} unauthenticated calls/s with random tenant-keys arrive (${FLOOD_SECONDS} s each):\n` +
      `    p50 quiet ${r.quietP50.toFixed(1)} ms (${r.pings.quiet} pings), under the flood ${r.busyP50.toFixed(1)} ms (${r.pings.busy} pings): ` +
      `${r.ratio.toFixed(2)}× (target ≤ ${FLOOD_TARGET}×: ${ok ? 'met' : 'MISSED'}); the flood: ${r.sent} calls answered ${JSON.stringify(r.statuses)}`,
  );
  return ok ? [] : [`${label}: signed-in p50 under the unauthenticated flood ${r.ratio.toFixed(2)}× > ${FLOOD_TARGET}×`];
}
