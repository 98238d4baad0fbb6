// What a browser chunk holds, by package or project folder, from a build made with NEXT_SOURCE_MAPS=1
// (next.config.js). Each minified byte is charged to the source its mapping points at; the chunk's gzip ratio
// gives the compressed share. Pair it with `first-load.mjs --files`, which names the chunks a page loads:
//   NEXT_SOURCE_MAPS=1 NEXT_DIST_DIR=.next-x next build
//   node scripts/bench/chunk-contents.mjs .next-x 0wtjefxa0d2ks.js 1hx4p16l_uyga.js …
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';

/** node_modules/<pkg> (scoped too) or the project's first two folders. */
function owner(source) {
  const clean = source.replace(/^.*?\[project\]\//, '').replace(/^turbopack:\/\/\/?/, '');
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (nm) return nm[1];
  return clean.split('/').slice(0, 2).join('/');
}

export function chunkContents(distDir, file) {
  const js = fs.readFileSync(path.join(distDir, 'static/chunks', file), 'utf8');
  // The map's name is the chunk's last line (it differs from the chunk's own name).
  const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(js)?.[1] ?? file + '.map';
  const map = new TraceMap(JSON.parse(fs.readFileSync(path.join(distDir, 'static/chunks', mapName), 'utf8')));
  const lines = js.split('\n');
  const bytes = new Map();
  let last = null;
  const charge = (to, upto) => {
    if (!last) return;
    const line = lines[last.line - 1] ?? '';
    const end = to.line === last.line ? to.column : line.length;
    bytes.set(last.owner, (bytes.get(last.owner) ?? 0) + Math.max(0, end - last.column));
    if (upto) last = null;
  };
  eachMapping(map, (m) => {
    const here = { line: m.generatedLine, column: m.generatedColumn };
    charge(here, false);
    last = m.source ? { ...here, owner: owner(m.source) } : null;
  });
  charge({ line: -1, column: 0 }, true);
  const ratio = zlib.gzipSync(js).length / Buffer.byteLength(js);
  return { gzipKB: zlib.gzipSync(js).length / 1024, owners: [...bytes].map(([name, b]) => ({ name, gzipKB: (b * ratio) / 1024 })).sort((a, b) => b.gzipKB - a.gzipKB) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [distDir, ...files] = process.argv.slice(2);
  for (const file of files) {
    const { gzipKB, owners } = chunkContents(distDir, path.basename(file));
    console.log(`${path.basename(file)}  ${gzipKB.toFixed(1)} kB gzip`);
    for (const o of owners.filter((o) => o.gzipKB >= 0.3)) console.log(`  ${o.gzipKB.toFixed(1).padStart(6)} kB  ${o.name}`);
  }
}
