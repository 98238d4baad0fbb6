import { describe, expect, it, vi } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { pgliteBatch } from '@/lib/server/db/pglite-batch';

// Each test starts an embedded database (WASM): seconds on two busy cores, beyond the unit project's 5 s default.
describe('pgliteBatch: named statements in one protocol call on the embedded database', { timeout: 60_000 }, () => {
  it('answers the last statement, values serialised by their type, and a refused statement leaves the session usable', async () => {
    const pg = await PGlite.create();
    const add = { name: 'add', text: 'select $1::int + 1 as n' };
    expect(await pgliteBatch(pg, [{ ...add, values: [1] }])).toEqual([{ n: 2 }]);
    // A statement refused while it runs, one that never parses, a value of the wrong type: each is the caller's error.
    const divide = { name: 'divide', text: 'select 1 / $1::int as n' };
    await expect(pgliteBatch(pg, [{ ...divide, values: [0] }])).rejects.toThrow(/division by zero/);
    await expect(pgliteBatch(pg, [{ name: 'nonsense', text: 'select nonsense', values: [] }])).rejects.toThrow(
      /nonsense/,
    );
    await expect(pgliteBatch(pg, [{ name: 'uuid', text: 'select $1::uuid as u', values: ['x'] }])).rejects.toThrow(
      /uuid/,
    );
    // The statements parsed before still run, with new values, and PGlite's own calls still work.
    expect(await pgliteBatch(pg, [{ ...divide, values: [1] }])).toEqual([{ n: 1 }]);
    expect(await pgliteBatch(pg, [{ ...add, values: [5] }])).toEqual([{ n: 6 }]);
    expect((await pg.query('select 3 as n')).rows).toEqual([{ n: 3 }]);
    const typed = { name: 'typed', text: 'select $1::date as d, $2::boolean as b, $3::jsonb as j, $4::text as t' };
    expect(await pgliteBatch(pg, [{ ...typed, values: ['2026-01-02', true, { a: 1 }, null] }])).toEqual([
      { d: new Date('2026-01-02'), b: true, j: { a: 1 }, t: null },
    ]);
  });

  it('parses a name again after another copy of this module parsed it (Next.js bundles one per layer)', async () => {
    const pg = await PGlite.create();
    expect(await pgliteBatch(pg, [{ name: 'shared', text: 'select 1 as n', values: [] }])).toEqual([{ n: 1 }]);
    vi.resetModules();
    const { pgliteBatch: otherCopy } = await import('@/lib/server/db/pglite-batch');
    expect(otherCopy).not.toBe(pgliteBatch);
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
      await pgliteBatch(pg, [
        { ...set, values: ['school-a'] },
        { ...read, values: [] },
      ]),
    ).toEqual([{ x: 'school-a' }]);
    expect((await pgliteBatch(pg, [{ ...read, values: [] }]))[0]).not.toEqual({ x: 'school-a' });
  });

  it('commits a write at the end of its batch, and a write refused half-way leaves none of its rows', async () => {
    const pg = await PGlite.create();
    await pg.exec('create table t (n int primary key)');
    const insert = { name: 'insert', text: 'insert into t select generate_series(1, $1::int) returning n' };
    expect(await pgliteBatch(pg, [{ ...insert, values: [3] }], { write: true })).toHaveLength(3);
    // 1 to 5: 4 and 5 are new, 1 to 3 break the key: the statement is refused whole.
    await expect(pgliteBatch(pg, [{ ...insert, values: [5] }], { write: true })).rejects.toThrow(/duplicate key/);
    expect((await pg.query('select count(*)::int as n from t')).rows).toEqual([{ n: 3 }]);
    expect(pg.isInTransaction()).toBe(false);
  });
});
