import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { POST as yearCreate } from '@/app/api/webadmin/SchoolYear/create/route';
import { POST as classCreate } from '@/app/api/webadmin/Class/create/route';
import { POST as studentCreate } from '@/app/api/webadmin/Student/create/route';
import { GET as studentList } from '@/app/api/webadmin/Student/get-list/route';
import { GET as getDay } from '@/app/api/webadmin/Attendance/get-day/route';
import { PUT as update } from '@/app/api/webadmin/Attendance/update/route';
import { call, first, makeSchool, rand, signIn, type Json, type Reply } from '../helpers/world';
import { freePort, startNode, type ExtraNode } from '../helpers/citus-node';

// Growing the cluster (issue 39, README "Scaling past one PostgreSQL server"): a third worker is started and added,
// the shards are rebalanced onto it while a school keeps reading and writing through the route handlers, and every
// answer during and after the move is the one it was before. CI runs this file alone, after the other Citus files:
// the moves block every school's writes on the moving shards for a moment, and the file removes its node at the end.

const DAY = '2026-11-27';
const report = (line: string) => console.log(`[citus-rebalance] ${line}`);

type Sent = { name: string; phase: 'during' | 'after'; status: number; ms: number; same: boolean };

describe('a third worker and a rebalance (Citus)', () => {
  const url = inject('databaseUrl')!;
  const admin = new pg.Pool({ connectionString: url, max: 3 });
  const sql = async <T = Json>(text: string, values: unknown[] = []) => (await admin.query(text, values)).rows as T[];
  let node: ExtraNode | undefined;
  let added = false;
  let w: {
    p: { token: string; tenantId: string };
    classA: string;
    classB: string;
    writer: string;
    version: number;
    status: 'present' | 'unexcused';
    writes: number;
  };
  const before: { list?: Json; dayA?: Json; dayB?: Json } = {};

  /** A school with two classes: A is only read, one child of B is marked again and again. */
  async function school() {
    const s = await makeSchool();
    const principal = await s.addUser({ roles: ['principal'] });
    const p = { token: await signIn(principal.username, principal.password), tenantId: s.id };
    const year = await call(yearCreate, {
      ...p,
      body: { name: `Năm ${rand()}`, start_date: '01/08/2026', end_date: '31/05/2027', is_current: true },
    });
    const classes: string[] = [];
    for (const name of ['Mầm A', 'Chồi B']) {
      const body = { name, age_group: 'mau_giao_be', school_year_id: first(year).id, capacity: 30, teacher_ids: [] };
      classes.push(first(await call(classCreate, { ...p, body })).id as string);
    }
    const kids: string[] = [];
    for (const [i, name] of ['Nguyễn Thị An', 'Lê Văn Bảo', 'Trần Minh Châu', 'Phạm Gia Duy', 'Võ Ngọc Hà'].entries()) {
      const body = {
        code: `HS${rand()}`,
        full_name: name,
        gender: i % 2 ? 'male' : 'female',
        date_of_birth: '12/03/2021',
        class_id: classes[i < 3 ? 0 : 1],
        guardians: [{ full_name: 'Nguyễn Văn Bình', relationship: 'father', phone: '0912345678', is_primary: true }],
      };
      const r = await call(studentCreate, { ...p, body });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      kids.push(first(r).id as string);
    }
    return { p, classA: classes[0], classB: classes[1], writer: kids[3] };
  }

  /** Whether the school's shard group is one the rebalancer will move (its plan, computed as it will run). */
  async function moves(tenantId: string) {
    const rows = await sql(
      `select 1 from get_rebalance_table_shards_plan() p
        where p.shardid = get_shard_id_for_distribution_column(p.table_name, $1::uuid)`,
      [tenantId],
    );
    return rows.length > 0;
  }

  const list = () => call(studentList, { ...w.p, query: { page: '1', page_size: '50' } });
  const day = (classId: string) => call(getDay, { ...w.p, query: { class_id: classId, date: DAY } });
  const rowOf = (r: Reply, id: string) => r.body.response.data.rows.find((x: Json) => x.student_id === id);

  /** Class B's roll call as it must be: as before, but the writer's child with the last status written. */
  const dayBSame = (r: Reply) => {
    const strip = (b: Json) => b.response.data.rows.filter((x: Json) => x.student_id !== w.writer);
    const mine = rowOf(r, w.writer);
    return (
      JSON.stringify(strip(r.body)) === JSON.stringify(strip(before.dayB)) &&
      mine?.status === w.status &&
      mine?.version === w.version
    );
  };

  async function mark(): Promise<Reply> {
    const status = w.status === 'present' ? 'unexcused' : 'present';
    const r = await call(update, {
      ...w.p,
      body: { class_id: w.classB, date: DAY, student_id: w.writer, status, version: w.version },
    });
    if (r.status === 200) {
      w.status = status;
      w.version = first(r).data.version;
      w.writes++;
    }
    return r;
  }

  beforeAll(async () => {
    const port = await freePort(Number(process.env.CITUS_PORT ?? 9700) + 3);
    node = await startNode(port, new URL(url).pathname.slice(1));
    await sql(`select citus_add_node('127.0.0.1', $1)`, [port]);
    added = true;
    // A school whose rows the rebalance moves (about a third of the shard groups go to the new node).
    for (let tries = 0; ; tries++) {
      const made = await school();
      if (await moves(made.p.tenantId)) {
        w = { ...made, version: 0, status: 'unexcused', writes: 0 };
        break;
      }
      if (tries === 15) throw new Error('no school landed on a shard the rebalance moves');
    }
    const r = await mark();
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    before.list = (await list()).body;
    before.dayA = (await day(w.classA)).body;
    before.dayB = (await day(w.classB)).body;
    expect(before.list.response.data ?? before.list.response).toBeTruthy();
    expect(dayBSame({ status: 200, body: before.dayB, headers: new Headers() })).toBe(true);
  }, 120_000);

  afterAll(async () => {
    try {
      if (added && node) {
        // A rebalance still running (the test failed or timed out in the middle) is stopped first.
        await sql('select citus_rebalance_stop()').catch(() => {});
        // The shards back onto the two workers, then the node out of the cluster: the cluster is as it was.
        const started = Date.now();
        await sql(`select citus_drain_node('127.0.0.1', $1, shard_transfer_mode := 'block_writes')`, [node.port]);
        await sql(`select citus_remove_node('127.0.0.1', $1)`, [node.port]);
        report(`drained and removed in ${Date.now() - started} ms`);
      }
    } finally {
      node?.stop();
      await admin.end();
    }
  }, 400_000);

  it('moves shards to the new worker while the school keeps answering the same', async () => {
    const port = node!.port;
    const sent: Sent[] = [];
    let phase: Sent['phase'] = 'during';
    const timed = async (name: string, run: () => Promise<Reply>, same: (r: Reply) => boolean) => {
      const started = Date.now();
      const r = await run();
      sent.push({ name, phase, status: r.status, ms: Date.now() - started, same: r.status === 200 && same(r) });
      return r;
    };
    const reads = async () => {
      await timed('student list', list, (r) => JSON.stringify(r.body) === JSON.stringify(before.list));
      await timed(
        'roll call A',
        () => day(w.classA),
        (r) => JSON.stringify(r.body) === JSON.stringify(before.dayA),
      );
    };
    const write = async () => {
      await timed('mark attendance', mark, () => true);
      await timed('roll call B', () => day(w.classB), dayBSame);
    };

    const shardsOn = async () =>
      (
        await sql<{ shards: string; groups: string }>(
          `select count(*) as shards, count(distinct d.shardminvalue) as groups
             from citus_shards c join pg_dist_shard d using (shardid)
            where c.nodeport = $1 and c.citus_table_type = 'distributed'`,
          [port],
        )
      )[0];
    expect(Number((await shardsOn()).shards)).toBe(0);

    let done = false;
    const loop = async (step: () => Promise<void>) => {
      while (!done) await step();
    };
    const started = Date.now();
    const [{ job }] = await sql<{ job: string }>(
      `select citus_rebalance_start(shard_transfer_mode := 'block_writes') as job`,
    );
    const loops = [loop(reads), loop(write)];
    try {
      await sql('select citus_rebalance_wait()');
    } finally {
      done = true;
      await Promise.all(loops);
    }
    const took = Date.now() - started;
    phase = 'after';
    await reads();
    await write();
    await reads();

    const [state] = await sql(`select state from pg_dist_background_job where job_id = $1`, [job]);
    expect(state.state).toBe('finished');
    const tasks = await sql(
      `select count(*) filter (where command like '%citus_move_shard_placement%') as moves, count(*) as tasks
         from pg_dist_background_task where job_id = $1`,
      [job],
    );
    const on = await shardsOn();
    const [{ total }] = await sql(`select count(*) as total from citus_shards where citus_table_type = 'distributed'`);
    const during = sent.filter((s) => s.phase === 'during');
    const statuses = (list: Sent[]) =>
      Object.entries(
        list.reduce<Record<string, number>>(
          (n, s) => ({ ...n, [`${s.name} ${s.status}`]: (n[`${s.name} ${s.status}`] ?? 0) + 1 }),
          {},
        ),
      )
        .map(([k, v]) => `${k} ×${v}`)
        .join(', ');
    report(
      `rebalance took ${took} ms: ${tasks[0].moves} shard group moves (${tasks[0].tasks} tasks), ${on.shards} of ${total} distributed shards (${on.groups} groups) now on the new worker`,
    );
    const slowest = [...new Set(during.map((s) => s.name))]
      .map((name) => `${name} ${Math.max(...during.filter((s) => s.name === name).map((s) => s.ms))} ms`)
      .join(', ');
    report(`calls during the rebalance: ${during.length} (${statuses(during)}); slowest: ${slowest}`);
    report(`calls after: ${statuses(sent.filter((s) => s.phase === 'after'))}`);

    // Shards were moved to the new worker, the school's among them.
    expect(Number(on.shards)).toBeGreaterThan(0);
    const [{ nodeport }] = await sql(
      `select nodeport from citus_shards where shardid = get_shard_id_for_distribution_column('students', $1::uuid)`,
      [w.p.tenantId],
    );
    expect(nodeport).toBe(port);
    // Every call answered, and answered the same: no failure, no refusal, reads equal to those before the move.
    expect(sent.filter((s) => s.status !== 200)).toEqual([]);
    expect(sent.filter((s) => !s.same)).toEqual([]);
    expect(during.length).toBeGreaterThan(0);

    // The school is whole on its new node: its children, and one audit row for each attendance write answered.
    const [counts] = await sql(
      `select (select count(*) from students where tenant_id = $1) as students,
              (select count(*) from attendance_records where tenant_id = $1) as marks,
              (select count(*) from audit_logs where tenant_id = $1 and record_type = 'attendance_records') as audits`,
      [w.p.tenantId],
    );
    expect({ students: Number(counts.students), marks: Number(counts.marks), audits: Number(counts.audits) }).toEqual({
      students: 5,
      marks: 1,
      audits: w.writes,
    });
  }, 400_000);
});
