// Prints one database's figures: each scenario's rate, latencies and failures, and its ratios to the scenario it
// is measured against next to the issue's targets. Answers the targets missed.
const num = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '-');

export function report(label, kind, results, scenarios, connections) {
  console.log(`\n${label}`);
  console.log(
    `  ${'scenario'.padEnd(38)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'non-2xx'.padStart(8)} ${'errors'.padStart(7)}  warm-up`,
  );
  for (const s of scenarios) {
    const r = results[s.key];
    console.log(
      `  ${s.title.padEnd(38)} ${num(r.rps, 1).padStart(8)} ${num(r.p50).padStart(7)} ${num(r.p99).padStart(7)} ${String(r.non2xx).padStart(8)} ${String(r.errors).padStart(7)}  ${num(r.warmupSeconds, 1)} s${r.connectionsAnswered < (s.connections ?? connections) ? ` (${r.connectionsAnswered}/${s.connections ?? connections} connections answered)` : ''}`,
    );
  }
  const missed = [];
  for (const s of scenarios.filter((x) => x.against)) {
    const r = results[s.key];
    const base = results[s.against];
    const rps = r.rps / base.rps;
    const p99 = r.p99 / base.p99;
    const t = s.targets?.[kind] ?? {};
    const mark = (ok) => (ok ? 'met' : 'MISSED');
    const rpsText = `throughput ${num(rps, 2)}${t.rps ? ` (target ≥ ${num(t.rps, 2)}: ${mark(rps >= t.rps)})` : ''}`;
    const p99Text = `p99 ${num(p99, 2)}×${t.p99 ? ` (target < ${t.p99}×: ${mark(p99 < t.p99)})` : ''}`;
    console.log(`  ${`${s.key} / ${s.against}:`.padEnd(38)} ${rpsText}, ${p99Text}`);
    if (t.rps && !(rps >= t.rps)) missed.push(`${label}: ${s.key} throughput ${num(rps, 2)} < ${num(t.rps, 2)}`);
    if (t.p99 && !(p99 < t.p99)) missed.push(`${label}: ${s.key} p99 ${num(p99, 2)}× ≥ ${t.p99}×`);
    if (s.liveTargets && results.live) {
      // Issue 16: every scenario also against the true bare call (no session, no database).
      const lt = s.liveTargets[kind] ?? {};
      const lrps = r.rps / results.live.rps;
      const lp99 = r.p99 / results.live.p99;
      console.log(
        `  ${`${s.key} / live:`.padEnd(38)} throughput ${num(lrps, 2)}${lt.rps ? ` (target ≥ ${num(lt.rps, 2)}: ${mark(lrps >= lt.rps)})` : ''}, p99 ${num(lp99, 2)}×${lt.p99 ? ` (target ≤ ${lt.p99}×: ${mark(lp99 <= lt.p99)})` : ''}`,
      );
      if (lt.rps && !(lrps >= lt.rps)) missed.push(`${label}: ${s.key} / live throughput ${num(lrps, 2)} < ${num(lt.rps, 2)}`);
      if (lt.p99 && !(lp99 <= lt.p99)) missed.push(`${label}: ${s.key} / live p99 ${num(lp99, 2)}× > ${lt.p99}×`);
    }
  }
  return missed;
}
