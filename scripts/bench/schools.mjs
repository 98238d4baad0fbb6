// BENCH_SCHOOLS=n (n > 1): after a database's scenarios, n − 1 small schools are added beside the large one
// (seed/schools.ts) and its read scenarios are loaded again, to show the large school's list and roll call no slower
// among a thousand schools than alone (issue 16: every key and index leads with the school). Each figure is compared
// with the one-school run by its share of the bare call measured in the same run, so that the machine's other load
// between the two runs does not count; "no slower" allows 10 % for the noise of a short run.
import path from 'node:path';
import { seedDatabase } from './seed.mjs';
import { startServer } from './server.mjs';
import { signIn, callOnce } from './api.mjs';
import { load, warmUp } from './load.mjs';

const num = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '-');
export const SCHOOLS = Number(process.env.BENCH_SCHOOLS ?? 1);
const TOLERANCE = 0.9;

/**
 * Adds the small schools to the database `d` (seeded with the large school, whose figures alone are `results`), serves
 * it again and loads the read scenarios (a write would find today's roll call already marked); answers the targets
 * missed and adds failures (non-2xx answers, errors) to `failures`.
 */
export async function amongSchools({ root, port, logs, d, seed, scenarios, results, failures }) {
  const added = seedDatabase({ root, dataDir: d.dataDir, databaseUrl: d.databaseUrl, addSchools: SCHOOLS - 1 });
  const list = scenarios.filter((s) => (s.method ?? 'GET') === 'GET' && !s.page); // the API's reads, not the pages
  const server = await startServer({
    root,
    port,
    env: { DATA_DIR: d.dataDir, DATABASE_URL: d.databaseUrl ?? '' },
    log: path.join(logs, `${d.kind}-schools.log`),
  });
  const many = {};
  try {
    const headers = await signIn(server.base, {
      username: seed.username,
      password: seed.password,
      tenantId: seed.tenantId,
    });
    await warmUp(server.base, { api: headers }, list, seed);
    for (const s of list) {
      await callOnce(server.base, headers, s, seed);
      const r = (many[s.key] = await load(server.base, headers, s, seed));
      if (r.non2xx || r.errors)
        failures.push(`${d.label} among schools: ${s.key} had ${r.non2xx} non-2xx answers and ${r.errors} errors`);
    }
  } catch (error) {
    failures.push(`${d.label} among schools: ${error.message}\n--- server log (end) ---\n${server.tail()}`);
    return [];
  } finally {
    await server.stop();
  }
  return reportSchools(d.label, added, results, many, list);
}

function reportSchools(label, seeded, one, many, scenarios) {
  const c = seeded.counts;
  console.log(
    `\n${label}, the large school among ${c.schools + 1} schools (${c.children} more children, ${c.attendance_rows} more attendance rows, seeded in ${(seeded.ms.seed / 1000).toFixed(1)} s)`,
  );
  console.log(
    `  ${'scenario'.padEnd(38)} ${'1 school: req/s'.padStart(15)} ${'p50'.padStart(5)} ${'p99'.padStart(5)}  ${`${c.schools + 1} schools: req/s`.padStart(20)} ${'p50'.padStart(5)} ${'p99'.padStart(5)}  ${'× live (1 → many)'.padStart(18)}`,
  );
  const missed = [];
  for (const s of scenarios) {
    const a = one[s.key];
    const b = many[s.key];
    const shareA = a.rps / one.live.rps;
    const shareB = b.rps / many.live.rps;
    const slower = s.key !== 'live' && shareB < shareA * TOLERANCE;
    console.log(
      `  ${s.title.padEnd(38)} ${num(a.rps, 1).padStart(15)} ${num(a.p50).padStart(5)} ${num(a.p99).padStart(5)}  ${num(b.rps, 1).padStart(20)} ${num(b.p50).padStart(5)} ${num(b.p99).padStart(5)}  ${`${num(shareA, 2)} → ${num(shareB, 2)}`.padStart(18)}${slower ? '  SLOWER' : ''}`,
    );
    if (slower)
      missed.push(
        `${label}: ${s.key} among ${c.schools + 1} schools ${num(shareB, 2)}× live < ${num(shareA, 2)}× alone`,
      );
  }
  return missed;
}
