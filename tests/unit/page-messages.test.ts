import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_KEYS, SHELL_NAMESPACES, shellMessages } from '@/lib/i18n/client-messages';
import { errorKeysInClientCode, filesUnder, namespacesReachedFrom } from '../helpers/client-namespaces';

// The browser gets the shell's namespaces from the staff's root layout and each page's own from its
// <PageMessages ns={…}>; a parents' screen gets both from its <ParentMessages ns={…}> (with `parent`), its root layout
// giving none. A word read from any other namespace would show as its key. This follows every page's imports to what
// it renders.
const root = path.resolve(__dirname, '../..');
const known = Object.keys(JSON.parse(fs.readFileSync(path.join(root, 'messages/vi.json'), 'utf8')));
// `errors` travels in part: its keys are checked one by one below.
const shell = new Set<string>([...SHELL_NAMESPACES, 'errors']);

/** The namespaces a page file hands to PageMessages (or ParentMessages, which adds `parent`). */
function declared(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/<(Page|Parent)Messages ns=\{\[([^\]]*)\]\}/g)].flatMap((m) => [
    ...(m[1] === 'Parent' ? ['parent'] : []),
    ...[...m[2].matchAll(/'([A-Za-z]+)'/g)].map((x) => x[1]),
  ]);
}

/** A page's own namespaces and those of the layouts above it (the parents' app's layout gives `parent`). */
function declaredWithLayouts(file: string, appDir: string): string[] {
  const names = declared(file);
  for (let dir = path.dirname(file); dir.startsWith(appDir); dir = path.dirname(dir)) {
    const layout = path.join(dir, 'layout.tsx');
    if (fs.existsSync(layout)) names.push(...declared(layout));
  }
  return names;
}

const missing = (file: string, given: Set<string>, serverToo = true) =>
  [...namespacesReachedFrom(root, file, known, serverToo)].filter((n) => !given.has(n)).sort();

describe('words a page needs travel with it', () => {
  const appDir = path.join(root, 'app/[locale]');
  const staffDir = path.join(appDir, '(staff)');
  const parentDir = path.join(appDir, '(parent)');
  const pages = filesUnder(staffDir, /^page\.tsx$/);
  const parentPages = filesUnder(parentDir, /^page\.tsx$/);

  it('finds the pages and their namespaces (the check below cannot pass on nothing)', () => {
    expect(pages.length).toBeGreaterThan(30);
    expect(parentPages.length).toBeGreaterThan(10);
    const student = path.join(staffDir, '(app)/management/student/page.tsx');
    expect([...namespacesReachedFrom(root, student, known)]).toEqual(
      expect.arrayContaining(['studentAdmin', 'common']),
    );
    // A page that forgot its own namespace is caught.
    expect(missing(student, shell)).toContain('studentAdmin');
    // A parents' screen whose client components read words, and one that is drawn on the server alone.
    const news = path.join(parentDir, 'parent/(app)/news/page.tsx');
    expect(missing(news, new Set(), false)).toEqual(expect.arrayContaining(['parentNews', 'common']));
    expect(missing(path.join(parentDir, 'parent/(app)/page.tsx'), new Set(), true)).toContain('parentHome');
  });

  it.each(pages.map((p) => [path.relative(staffDir, p), p]))('%s', (_name, file) => {
    expect(missing(file, new Set([...shell, ...declaredWithLayouts(file, staffDir)]))).toEqual([]);
  });

  // The parents' root layout hands no words to the browser: a screen's client words come from its ParentMessages
  // (with the shell's), and what is drawn on the server (the home, the shell's words as props) needs none.
  it.each(parentPages.map((p) => [path.relative(parentDir, p), p]))('%s', (_name, file) => {
    const own = declaredWithLayouts(file, parentDir);
    expect(missing(file, new Set(own.length ? [...shell, ...own] : []), false)).toEqual([]);
  });

  it('the layouts and error pages need only the shell’s words', () => {
    for (const name of ['layout.tsx', '(app)/layout.tsx', 'error.tsx', 'not-found.tsx'])
      expect([name, missing(path.join(staffDir, name), shell)]).toEqual([name, []]);
  });

  it('the parents’ layouts, shell, home and error pages need no words in the browser (the home’s budget)', () => {
    // `app.…` there are storage keys (settings-store.ts, chunk-error-guard.tsx), not words.
    const storageKeys = new Set(['app']);
    for (const name of ['layout.tsx', 'parent/(app)/layout.tsx', 'parent/(app)/page.tsx', 'error.tsx', 'not-found.tsx'])
      expect([name, missing(path.join(parentDir, name), storageKeys, false)]).toEqual([name, []]);
  });

  it('every namespace named exists', () => {
    for (const p of [...pages, ...parentPages]) for (const n of declared(p)) expect(known).toContain(n);
    for (const n of SHELL_NAMESPACES) expect(known).toContain(n);
  });
});

describe('error texts the browser shows travel with every page', () => {
  const catalogues = ['vi', 'en'].map((l) =>
    JSON.parse(fs.readFileSync(path.join(root, `messages/${l}.json`), 'utf8')),
  );

  it('finds the keys (the check below cannot pass on nothing)', () => {
    const spelled = errorKeysInClientCode(root);
    expect(spelled.size).toBeGreaterThan(50);
    // A form check (lib/schemas), the client's own failure and an error page's title.
    expect([...spelled]).toEqual(expect.arrayContaining(['required', 'network', 'notFoundTitle', 'file_too_large']));
  });

  it('every key the client code spells is handed to the browser, in both languages', () => {
    const given = new Set<string>(CLIENT_ERROR_KEYS);
    expect([...errorKeysInClientCode(root)].filter((k) => !given.has(k)).sort()).toEqual([]);
    for (const messages of catalogues) {
      const errors = shellMessages(messages).errors as Record<string, string>;
      expect(Object.keys(errors).sort()).toEqual([...CLIENT_ERROR_KEYS].sort());
      // The server's own errors (already translated in its answers) stay on the server.
      expect(Object.keys(errors).length).toBeLessThan(Object.keys(messages.errors).length / 2);
    }
  });
});
