// The framework's floor for a server-rendered page (issue 16 item 6): a two-page App Router app on the same Next.js
// and React, no database, no proxy, no translations, built and served here beside ours and loaded as our pages are
// (10 connections). `login` reads the request's cookies (so it is rendered per request, as every page of ours is)
// and says hello; `table` adds a 35-row table of buttons, the size of a class's roll call. Our pages' rates are
// reported against `login`'s: what a page of ours costs beyond what any App Router page costs here. Lighthouse
// (lighthouse.mjs) measures `login` too, as item 7's yardstick: what a phone's score can be here for any App Router page.
// Built with webpack: Turbopack refuses a node_modules that is a link out of the app's folder.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { startServer } from './server.mjs';
import { load } from './load.mjs';
import { PAGE_CONNECTIONS as CONNECTIONS } from './pages.mjs';

const FILES = {
  'package.json': JSON.stringify({ name: 'bench-floor', private: true }),
  'next.config.js': 'module.exports = { poweredByHeader: false };\n',
  'app/layout.jsx': `export default function Layout({ children }) {
  return <html lang="vi"><body>{children}</body></html>;
}
`,
  'app/login/page.jsx': `import { cookies } from 'next/headers';
export default async function Page() {
  const name = (await cookies()).get('name')?.value ?? 'bạn';
  return <main><h1>Xin chào {name}</h1></main>;
}
`,
  'app/table/page.jsx': `import { cookies } from 'next/headers';
export default async function Page() {
  const suffix = (await cookies()).get('name')?.value ?? '';
  const rows = Array.from({ length: 35 }, (_, i) => ({ id: i, name: 'Nguyễn Thị Ánh ' + i + suffix }));
  return (
    <main>
      <h1>Điểm danh</h1>
      <table><tbody>
        {rows.map((r) => (
          <tr key={r.id}><td>{r.id}</td><td>{r.name}</td><td><button>Có mặt</button><button>Vắng</button></td></tr>
        ))}
      </tbody></table>
    </main>
  );
}
`,
};

const FLOOR_SCENARIOS = [
  { key: 'floor-page', title: `floor: hello page (${CONNECTIONS} conn.)`, path: () => '/login', shows: 'Xin chào' },
  { key: 'floor-table', title: `floor: 35-row table (${CONNECTIONS} conn.)`, path: () => '/table', shows: 'Điểm danh' },
].map((s) => ({ ...s, connections: CONNECTIONS }));

/** Builds the floor app (again when Next.js or these files change) and serves it; answers the server (server.mjs). */
export async function startFloor({ root, port, logs }) {
  const dir = path.join(root, 'data', 'bench-floor');
  const next = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', 'next', 'package.json'), 'utf8')).version;
  const version = `${next}\n${JSON.stringify(FILES)}`;
  const stamp = path.join(dir, '.next', 'built-with');
  if (!fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== version) {
    fs.rmSync(dir, { recursive: true, force: true });
    for (const [file, text] of Object.entries(FILES)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const bin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
    const build = spawnSync(process.execPath, [bin, 'build', '--webpack'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    });
    if (build.status !== 0) throw new Error(`floor app build failed:\n${build.stdout}\n${build.stderr}`);
    fs.writeFileSync(stamp, version);
  }
  return startServer({ root: dir, port, env: {}, log: path.join(logs, 'floor.log') });
}

/** Serves the floor app, loads both pages, and answers their results by key. */
export async function measureFloor({ root, port, logs }) {
  const server = await startFloor({ root, port, logs });
  const results = {};
  try {
    for (const s of FLOOR_SCENARIOS) {
      const r = await fetch(server.base + s.path());
      if (!r.ok || !(await r.text()).includes(s.shows)) throw new Error(`floor ${s.key}: ${r.status}, not the page`);
      // A fresh server's first seconds are its JIT's: our server is warmed before it is measured, so is this one.
      await load(server.base, {}, s, null);
      results[s.key] = await load(server.base, {}, s, null);
    }
  } finally {
    await server.stop();
  }
  return { scenarios: FLOOR_SCENARIOS, results };
}

/** Each of our pages' rate as a share of the floor's hello page. */
export function reportAgainstFloor(kind, results, scenarios, floor) {
  const base = floor.results['floor-page'];
  for (const s of scenarios.filter((x) => x.page && results[x.key])) {
    const share = results[s.key].rps / base.rps;
    console.log(`  ${`${s.key} / floor-page:`.padEnd(38)} throughput ${share.toFixed(2)} (${kind})`);
  }
}
