// Import rules (ARCHITECTURE.md, "Layers"): imports point down. Run by `npm run lint` and by the lint step of
// `npm test`: `npx depcruise app components lib scripts instrumentation.ts proxy.ts`.
const fs = require('node:fs');
const path = require('node:path');

// Files that start with 'use client' are client code wherever they live (app/ holds a few).
function clientFiles(dir, found = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) clientFiles(file, found);
    else if (/\.tsx?$/.test(entry.name) && /^\s*['"]use client['"]/.test(fs.readFileSync(file, 'utf8'))) found.push(file);
  }
  return found;
}
const escape = (file) => file.split(path.sep).join('/').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const useClient = ['app', 'lib'].flatMap((dir) => clientFiles(path.join(__dirname, dir)).map((f) => path.relative(__dirname, f)));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: two modules that each need the other. Move what both need into a third (a type in its own file is enough).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'lib-not-to-ui',
      severity: 'error',
      comment: 'lib/ is below the pages and the UI: it never imports components/ or app/.',
      from: { path: '^lib/' },
      to: { path: '^(components|app)/' },
    },
    {
      name: 'db-http-no-area',
      severity: 'error',
      comment: 'lib/server/db and lib/server/http are the floor every area stands on: they import no area.',
      from: { path: '^lib/server/(db|http)/' },
      to: { path: '^lib/server/[^/]+/', pathNot: '^lib/server/(db|http)/' },
    },
    {
      name: 'client-not-to-server',
      severity: 'error',
      comment: "Client code (components/, lib/api/, files marked 'use client') never imports lib/server.",
      from: { path: ['^components/', '^lib/api/', ...useClient.map((f) => `^${escape(f)}$`)] },
      to: { path: '^lib/server/' },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['^node_modules', '^\\.next', '^data/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
