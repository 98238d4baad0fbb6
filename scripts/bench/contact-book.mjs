// Issue 38: saving one child's meal in the contact book while 50 teachers do the same. Each connection is one
// teacher changing one meal of one child of the bench's class (35 children; its last school day, the roll call
// taken): child i mod n, meal by i div n, so two connections on the same child change different meals and are
// merged, never refused. Each save toggles its meal between `most` and `all` and carries the child's version the
// connection last saw (kept across the warm-up and the load), as the class screen's queue does.
const MEALS = ['breakfast', 'lunch', 'snack'];
const state = { rows: [], versions: new Map(), next: 0 };

const bodyOf = (seed, slot, portion) => {
  const row = state.rows[slot % state.rows.length];
  const meal = MEALS[Math.floor(slot / state.rows.length) % MEALS.length];
  return JSON.stringify({
    date: seed.lastSchoolDay,
    student_id: row.student_id,
    version: state.versions.get(row.student_id) ?? row.version,
    meals: [{ meal, portion }],
  });
};

async function classDay(base, headers, seed) {
  const r = await fetch(`${base}/api/webadmin/ContactBook/get-class-day?class_id=${seed.dayClassId}&date=${seed.lastSchoolDay}`, {
    headers,
  });
  return (await r.json()).response.data.rows;
}

export const CONTACT_BOOK_SCENARIO = {
  key: 'contact-book-save',
  title: "contact book: save one child's meal (50 teachers)",
  method: 'POST',
  path: () => '/api/webadmin/ContactBook/save',
  /** The class's day, read once through the call the class screen makes: its present children and their versions. */
  async prepare(base, headers, seed) {
    state.rows = await classDay(base, headers, seed);
    if (state.rows.length * MEALS.length < 51) throw new Error(`contact book: only ${state.rows.length} children present`);
  },
  /**
   * The versions again, read as the class screen reads them, right before the measured run: the warm-up's run was
   * stopped with saves in flight whose answers no connection read, and a save carrying a version older than its own
   * meal's last change is refused (409), as it would be for a teacher's screen that missed an answer.
   */
  async beforeLoad(base, headers, seed) {
    for (const row of await classDay(base, headers, seed)) state.versions.set(row.student_id, row.version);
  },
  // The one checked call before the load takes the last slot, which no connection uses.
  body: (seed) => bodyOf(seed, state.rows.length * MEALS.length - 1, 'half'),
  check: (body) => Array.isArray(body) && body[0].result === 1 && body[0].data.meals.some((m) => m.portion === 'half'),
  setupClient: (seed) => (client) => {
    const slot = state.next++ % 50;
    let portion = 'most';
    client.setBody(bodyOf(seed, slot, portion));
    client.on('body', (chunk) => {
      const found = /"student_id":"([^"]+)","student_name":"[^"]*","version":(\d+)/.exec(chunk.toString());
      if (found) state.versions.set(found[1], Math.max(Number(found[2]), state.versions.get(found[1]) ?? 0));
      portion = portion === 'most' ? 'all' : 'most';
      client.setBody(bodyOf(seed, slot, portion));
    });
  },
  against: 'bare',
  // The issue: at least half the signed-in ping's rate, on PostgreSQL. The embedded database gets half of that, as
  // every ratio of the house does (scenarios.mjs): there a commit is a synchronous write of the one process's files,
  // measured at 2.8 ms for a one-row update against 1.1 ms for a read on this machine, so any save costs more than
  // two signed-in pings before our own code runs (the usual save is one statement: save-unsent.ts).
  targets: { pg: { rps: 0.5 }, pglite: { rps: 0.25 } },
  liveTargets: {},
};
