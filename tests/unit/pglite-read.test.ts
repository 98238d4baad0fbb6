import { describe, expect, it, vi } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { pgliteRead } from '@/lib/server/db/pglite-read';

// Each test starts an embedded database (WASM): seconds on two busy cores, beyond the unit project's 5 s default.
describe('pgliteRead: named statements in one protocol call on the embedded database', { timeout: 60_000 }, () => {
  it('answers the last statement, values serialised by their type, and a refused statement leaves the session usable', async () => {
    const pg = await PGlite.create();
    const add = { name: 'add', text: 'select $1::int + 1 as n' };
    expect(await pgliteRead(pg, [{ ...add, values: [1] }])).toEqual([{ n: 2 }]);
    // A statement refused while it runs, one that never parses, a value of the wrong type: each is the caller's error.
    const divide = { name: 'divide', text: 'select 1 / $1::int as n' };
    await expect(pgliteRead(pg, [{ ...divide, values: [0] }])).rejects.toThrow(/division by zero/);
    await expect(pgliteRead(pg, [{ name: 'nonsense', text: 'select nonsense', values: [] }])).rejects.toThrow(
      /nonsense/,
    );
    await expect(pgliteRead(pg, [{ name: 'uuid', text: 'select $1::uuid as u', values: ['x'] }])).rejects.toThrow(
      /uuid/,
    );
    // The statements parsed before still run, with new values, and PGlite's own calls still work.
    expect(await pgliteRead(pg, [{ ...divide, values: [1] }])).toEqual([{ n: 1 }]);
    expect(await pgliteRead(pg, [{ ...add, values: [5] }])).toEqual([{ n: 6 }]);
    expect((await pg.query('select 3 as n')).rows).toEqual([{ n: 3 }]);
    const typed = { name: 'typed', text: 'select $1::date as d, $2::boolean as b, $3::jsonb as j, $4::text as t' };
    expect(await pgliteRead(pg, [{ ...typed, values: ['2026-01-02', true, { a: 1 }, null] }])).toEqual([
      { d: new Date('2026-01-02'), b: true, j: { a: 1 }, t: null },
    ]);
  });

  it('parses a name again after another copy of this module parsed it (Next.js bundles one per layer)', async () => {
    const pg = await PGlite.create();
    expect(await pgliteRead(pg, [{ name: 'shared', text: 'select 1 as n', values: [] }])).toEqual([{ n: 1 }]);
    vi.resetModules();
    const { pgliteRead: otherCopy } = await import('@/lib/server/db/pglite-read');
    expect(otherCopy).not.toBe(pgliteRead);
    expect(await otherCopy(pg, [{ name: 'shared', text: 'select 1 as n', values: [] }])).toEqual([{ n: 1 }]);
    // Even when it knows nothing of it: the statement of that name is replaced, not refused.
    delete (pg as unknown as Record<symbol, unknown>)[Symbol.for('mamnon.pglite.parsed-statements')];
    expect(await otherCopy(pg, [{ name: 'shared', text: 'select 2 as n', values: [] }])).toEqual([{ n: 2 }]);
  });

  it('runs the statements of a batch in one transaction: a setting made local by the first bounds the second only', async () => {
    const pg = await PGlite.create();
    const set = { name: 'set', text: `select set_config('app.x', $1, true)` };
    const read = { name: 'read', text: `select current_setting('app.x', true) as x` };
    expect(
      await pgliteRead(pg, [
        { ...set, values: ['school-a'] },
        { ...read, values: [] },
      ]),
    ).toEqual([{ x: 'school-a' }]);
    expect((await pgliteRead(pg, [{ ...read, values: [] }]))[0]).not.toEqual({ x: 'school-a' });
  });
});
