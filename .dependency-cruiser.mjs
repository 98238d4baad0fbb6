// Import rules (ARCHITECTURE.md, "Layers"): imports point down. Run by `npm run lint` and by the lint step of
// `npm test`: `npx depcruise app components lib scripts instrumentation.ts proxy.ts`.
import fs from 'node:fs';
import path from 'node:path';

const root = path.dirname(new URL(import.meta.url).pathname);

// Files that start with 'use client' are client code wherever they live (app/ holds a few).
function clientFiles(dir, found = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) clientFiles(file, found);
    else if (/\.tsx?$/.test(entry.name) && /^\s*['"]use client['"]/.test(fs.readFileSync(file, 'utf8')))
      found.push(file);
  }
  return found;
}
const escape = (file) =>
  file
    .split(path.sep)
    .join('/')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const useClient = ['app', 'lib'].flatMap((dir) => clientFiles(path.join(root, dir)).map((f) => path.relative(root, f)));

/** @type {import('dependency-cruiser').IConfiguration} */
const config = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import circle: two modules that each need the other. Move what both need into a third (a type in its own file is enough).',
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
      comment:
        'lib/server/db and lib/server/http are the floor every area stands on: they import no area, only each other and ' +
        'crypto (keys, tokens and secrets, which import no area either). The one step above the floor: the endpoint ' +
        "wrapper resolves the request's session (locale → session → school → right), so http/endpoint.ts may import the " +
        'two session resolvers, and nothing else of auth or app-auth.',
      from: { path: '^lib/server/(db|http)/' },
      to: {
        path: '^lib/server/[^/]+/',
        pathNot: [
          '^lib/server/(db|http|crypto)/',
          // The wrapper's session step (see the comment above): only from endpoint.ts, only these two files.
          '^lib/server/auth/resolve-session\\.ts$',
          '^lib/server/app-auth/resolve-app-session\\.ts$',
        ],
      },
    },
    {
      name: 'session-step-only-from-endpoint',
      severity: 'error',
      comment: 'Of db and http, only the endpoint wrapper resolves sessions.',
      from: { path: '^lib/server/(db|http)/', pathNot: '^lib/server/http/endpoint\\.ts$' },
      to: { path: ['^lib/server/auth/resolve-session\\.ts$', '^lib/server/app-auth/resolve-app-session\\.ts$'] },
    },
    {
      name: 'crypto-no-area',
      severity: 'error',
      comment:
        'crypto is part of the floor: it imports nothing of lib/server but itself and the root files (env, uuid).',
      from: { path: '^lib/server/crypto/' },
      to: { path: '^lib/server/[^/]+/', pathNot: '^lib/server/crypto/' },
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

export default config;
