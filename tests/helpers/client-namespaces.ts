import fs from 'node:fs';
import path from 'node:path';

/**
 * The message namespaces that the code reachable from a file may read: every file it imports (statically or with
 * `import()`), followed through `@/…` and relative imports, but not into the services (`lib/server`), whose words
 * never travel to the browser. A namespace counts when a file names it to
 * `useTranslations`/`getTranslations`, or spells a key under it (`'studentAdmin.relationships.…'`), so a root
 * `useTranslations()` that is handed such a key is covered too. A file that imports `next-intl/server` runs on the
 * server only (the package cannot reach the browser): its words are rendered there and counted only with
 * `serverToo` (its imports are followed all the same).
 */
export function namespacesReachedFrom(root: string, entry: string, known: string[], serverToo = true): Set<string> {
  const found = new Set<string>();
  const seen = new Set<string>();
  const keyed = new RegExp(`['"\`](${known.join('|')})\\.[A-Za-z$]`, 'g');
  const named = /(?:use(?:Quick)?Translations|getTranslations)\(\s*(?:\{[^}]*namespace:\s*)?['"`]([A-Za-z]+)/g;
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    if (serverToo || !/from\s+['"]next-intl\/server['"]/.test(text)) {
      for (const m of text.matchAll(named)) found.add(m[1]);
      for (const m of text.matchAll(keyed)) found.add(m[1]);
    }
    // Type-only imports bring no code (nor words) to the browser.
    const code = text.replace(/^import\s+type\s[^;]*;/gm, '');
    for (const m of code.matchAll(/(?:from\s+|import\s*\(\s*|^import\s+)['"]([^'"]+)['"]/gm)) {
      const next = resolve(root, file, m[1]);
      if (next && !path.relative(root, next).startsWith(path.join('lib', 'server'))) walk(next);
    }
  };
  walk(entry);
  return new Set([...found].filter((n) => known.includes(n)));
}

function resolve(root: string, from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(root, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  return null;
}

/**
 * The `errors` keys the browser's code spells: `'errors.key'` anywhere outside the services and the API routes,
 * and `te('key')` where `te` is `useTranslations('errors')`.
 */
export function errorKeysInClientCode(root: string): Set<string> {
  const keys = new Set<string>();
  const sources = (dir: string) => filesUnder(dir, /\.tsx?$/);
  const client = [
    ...sources(path.join(root, 'components')),
    ...sources(path.join(root, 'app')).filter((f) => !f.includes(`${path.sep}app${path.sep}api${path.sep}`)),
    ...sources(path.join(root, 'lib')).filter((f) => !f.includes(`${path.sep}lib${path.sep}server${path.sep}`)),
  ];
  for (const file of client) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/['"`]errors\.([A-Za-z0-9_]+)/g)) keys.add(m[1]);
    for (const v of text.matchAll(/const (\w+) = useTranslations\('errors'\)/g))
      for (const m of text.matchAll(new RegExp(`\\b${v[1]}\\(\\s*['"]([A-Za-z0-9_]+)`, 'g'))) keys.add(m[1]);
  }
  return keys;
}

/** The files under `dir` whose names match. */
export function filesUnder(dir: string, name: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(p, name) : name.test(e.name) ? [p] : [];
  });
}
