import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_MODULES } from '@/app/api/webadmin/openapi.json/endpoints';
import type { RouteHandler } from '@/lib/server/http/endpoint';

const API = path.join(process.cwd(), 'app/api');

/** Every app/api/**\/route.ts, as its folder relative to app/api, less next-auth's and the document's own. */
function routeFolders(): string[] {
  return fs
    .readdirSync(API, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name === 'route.ts')
    .map((e) => path.relative(API, e.parentPath).split(path.sep).join('/'))
    .filter((folder) => !folder.startsWith('auth/') && folder !== 'auth' && folder !== 'webadmin/openapi.json')
    .sort();
}

const handlersOf = (m: Record<string, unknown>) =>
  Object.entries(m).filter(
    (entry): entry is [string, RouteHandler] => typeof entry[1] === 'function' && 'definition' in entry[1],
  );

describe('OpenAPI coverage', () => {
  it('has endpoints.ts as scripts/gen-endpoints.mjs writes it from the route files', async () => {
    // @ts-expect-error a plain .mjs script without types
    const gen = await import('../../scripts/gen-endpoints.mjs');
    const file = fs.readFileSync(path.join(API, 'webadmin/openapi.json/endpoints.ts'), 'utf8');
    expect(file, 'run `npm run gen:endpoints`').toBe(gen.render(gen.routeFolders()));
  });

  it('registers every route file in ROUTE_MODULES, and nothing that does not exist', () => {
    const folders = routeFolders();
    expect(folders.length).toBeGreaterThan(0);
    expect(
      folders.filter((f) => !(f in ROUTE_MODULES)),
      'routes missing from endpoints.ts',
    ).toEqual([]);
    expect(
      Object.keys(ROUTE_MODULES).filter((k) => !folders.includes(k)),
      'entries without a route file',
    ).toEqual([]);
  });

  it('declares each handler with the path and method of its file', () => {
    for (const [folder, mod] of Object.entries(ROUTE_MODULES)) {
      const handlers = handlersOf(mod);
      expect(handlers.length, folder).toBeGreaterThan(0);
      const expectedPath = `/api/${folder.replace(/\[([^\]]+)\]/g, '{$1}')}`;
      for (const [exported, handler] of handlers) {
        expect(handler.definition.path, folder).toBe(expectedPath);
        expect(handler.definition.method, folder).toBe(exported);
      }
    }
  });
});
