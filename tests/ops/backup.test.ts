import sharp from 'sharp';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// This file is the server: its own DATA_DIR with the embedded database on disk, answering `npm run backup`.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'mamnon-backup-'));
const DATA_DIR = path.join(root, 'data');
const BACKUP_DIR = path.join(root, 'backups');
process.env.DATA_DIR = DATA_DIR;
process.env.BACKUP_DIR = BACKUP_DIR;
process.env.BACKUP_KEEP = '0'; // no nightly timer in a test; nightlyBackup is called directly below
delete process.env.DATABASE_URL;

const { PGlite } = await import('@electric-sql/pglite');
const { db, closeDatabase, embeddedDatabase } = await import('@/lib/server/db/client');
const { seedReference } = await import('@/lib/server/seed/reference');
const { secrets } = await import('@/lib/server/crypto/secrets');
const { startBackups } = await import('@/lib/server/backup/start-backups');
const { msUntilHour, nightlyBackup } = await import('@/lib/server/backup/nightly');
const { encryptTenantKey } = await import('@/lib/server/crypto/tenant-key');
const { POST: yearCreate } = await import('@/app/api/webadmin/SchoolYear/create/route');
const { POST: classCreate } = await import('@/app/api/webadmin/Class/create/route');
const { POST: create } = await import('@/app/api/webadmin/Student/create/route');
const { PUT: update } = await import('@/app/api/webadmin/Student/update/[id]/route');
const { POST: uploadPhoto } = await import('@/app/api/webadmin/Student/upload-photo/[id]/route');
const { call, first, makeSchool, rand, signIn, UA } = await import('../helpers/world');

type As = { token: string; tenantId: string };
type Client = InstanceType<typeof PGlite>;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
// A real (decodable) JPEG: the file pipeline re-encodes photos and refuses bytes that only start like one.
const JPEG = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#e8590c' } })
  .jpeg()
  .toBuffer();

/** `npm run <script> -- args` as an operator runs it, with this file's DATA_DIR; answers its exit code and output. */
function npmScript(script: 'backup' | 'restore', args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; out: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', `scripts/${script}.ts`, ...args],
      { env: { ...process.env, ...env }, cwd: process.cwd() },
      (error, stdout, stderr) => resolve({ code: error ? ((error.code as number) ?? 1) : 0, out: stdout + stderr }),
    );
  });
}

/** Every row of every school-owned table of one school, as text: two equal fingerprints are the same school. */
async function fingerprint(client: Client, tenantId: string) {
  const tables = await client.query<{ table_name: string }>(
    `select table_name from information_schema.columns
     where table_schema = 'public' and column_name = 'tenant_id' order by table_name`,
  );
  const out: Record<string, string[]> = {};
  for (const { table_name } of tables.rows) {
    const rows = await client.query<{ row: string }>(
      `select to_jsonb(t)::text as row from "${table_name}" t where tenant_id = $1 order by 1`,
      [tenantId],
    );
    if (rows.rows.length) out[table_name] = rows.rows.map((r) => r.row);
  }
  return out;
}

async function postPhoto(as: As, id: string, bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const request = new Request(`http://localhost/api/webadmin/Student/upload-photo/${id}`, {
    method: 'POST',
    body: form,
    headers: {
      authorization: `Bearer ${as.token}`,
      'tenant-key': encryptTenantKey(as.tenantId),
      'user-agent': UA.chromeWindows,
    },
  });
  const response = await uploadPhoto(request, { params: Promise.resolve({ id }) });
  expect(response.status).toBe(200);
}

/** A school with a principal's sign-in and one class of the current year. */
async function school() {
  const s = await makeSchool();
  const principal = await s.addUser({ roles: ['principal'] });
  const as: As = { token: await signIn(principal.username, principal.password), tenantId: s.id };
  const year = await call(yearCreate, {
    ...as,
    body: { name: `2026–2027 ${rand()}`, start_date: '05/09/2026', end_date: '31/05/2027', is_current: true },
  });
  expect(year.status, JSON.stringify(year.body)).toBe(200);
  const cls = await call(classCreate, {
    ...as,
    body: { name: 'Chồi 1', age_group: 'mau_giao_nho', school_year_id: first(year).id, capacity: 30, teacher_ids: [] },
  });
  expect(cls.status, JSON.stringify(cls.body)).toBe(200);
  return { as, classId: first(cls).id as string };
}

async function addStudent(as: As, classId: string, code: string) {
  const r = await call(create, {
    ...as,
    body: {
      code,
      full_name: 'Nguyễn Văn An',
      gender: 'male',
      date_of_birth: '12/03/2021',
      class_id: classId,
      guardians: [{ full_name: 'Nguyễn Văn Bình', relationship: 'father', phone: '0912 345 678', is_primary: true }],
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return first(r).id as string;
}

let live: Client;
beforeAll(async () => {
  secrets();
  await seedReference(await db());
  live = (await embeddedDatabase())!;
  await startBackups();
});

afterAll(async () => {
  await closeDatabase();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('npm run backup / npm run restore (embedded database)', () => {
  it('restores exactly the state the running server had at the backup, uploads included', async () => {
    const quiet = await school();
    const ids = [
      await addStudent(quiet.as, quiet.classId, `HS${rand()}`),
      await addStudent(quiet.as, quiet.classId, `HS${rand()}`),
    ];
    await postPhoto(quiet.as, ids[0], PNG, 'an.png', 'image/png');
    const photoDir = path.join(DATA_DIR, 'uploads', 'student-photos');
    const [photo] = fs.readdirSync(photoDir).filter((f) => f.startsWith(ids[0]));
    // The photo as the server stored it (re-encoded by the file pipeline): the restore must bring back these bytes.
    const storedPhoto = fs.readFileSync(path.join(photoDir, photo));
    const before = await fingerprint(live, quiet.as.tenantId);

    // Another school keeps writing while the backup is taken: one student (with a guardian) after another.
    const busy = await school();
    const written: string[] = [];
    let backingUp = true;
    const writer = (async () => {
      while (backingUp) {
        written.push(await addStudent(busy.as, busy.classId, `B${String(written.length).padStart(4, '0')}`));
        // Requests reach a server through its event loop; the in-process database answers in microtasks alone, so
        // without this turn the loop would starve the backup socket (as no real client could).
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const file = path.join(BACKUP_DIR, `manual-${rand()}.tar.gz`);
    const startedWith = written.length;
    const backup = await npmScript('backup', ['--out', file]);
    const endedWith = written.length;
    backingUp = false;
    await writer;
    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).toMatch(/Taken by the running server \(pid \d+\)/);
    expect(endedWith).toBeGreaterThan(startedWith); // the server went on serving writes meanwhile

    // More changes after the backup: a renamed child, a new one, the photo replaced (the old file is removed).
    const renamed = await call(update, {
      ...quiet.as,
      params: { id: ids[1] },
      body: {
        code: `HS${rand()}`,
        full_name: 'Trần Thị Bé',
        gender: 'female',
        date_of_birth: '01/02/2021',
        class_id: quiet.classId,
        guardians: [{ full_name: 'Trần Văn Cường', relationship: 'father', phone: '0912 345 679', is_primary: true }],
      },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    await addStudent(quiet.as, quiet.classId, `HS${rand()}`);
    await postPhoto(quiet.as, ids[0], JPEG, 'an.jpg', 'image/jpeg');
    expect(fs.existsSync(path.join(photoDir, photo))).toBe(false);
    expect(await fingerprint(live, quiet.as.tenantId)).not.toEqual(before);

    const target = path.join(root, 'restored');
    const restore = await npmScript('restore', [file], { DATA_DIR: target });
    expect(restore.code, restore.out).toBe(0);
    const restored = await PGlite.create(path.join(target, 'db'));
    try {
      expect(await fingerprint(restored, quiet.as.tenantId)).toEqual(before);
      expect(fs.readFileSync(path.join(target, 'uploads', 'student-photos', photo))).toEqual(storedPhoto);
      expect(
        fs.readdirSync(path.join(target, 'uploads', 'student-photos')).filter((f) => f.startsWith(ids[0])),
      ).toEqual([photo]);
      // The busy school: the students written before the backup, each whole (with its guardian), none half-written.
      const rows = await restored.query<{ code: string; guardians: number }>(
        `select s.code, (select count(*)::int from guardians g where g.tenant_id = s.tenant_id and g.student_id = s.id) as guardians
         from students s where s.tenant_id = $1 order by s.code`,
        [busy.as.tenantId],
      );
      const n = rows.rows.length;
      expect(n).toBeGreaterThanOrEqual(startedWith);
      expect(n).toBeLessThanOrEqual(endedWith + 1);
      expect(rows.rows.map((r) => r.code)).toEqual(
        Array.from({ length: n }, (_, i) => `B${String(i).padStart(4, '0')}`),
      );
      expect(rows.rows.every((r) => r.guardians === 1)).toBe(true);
      // The restored directory carries the server's keys: sessions and tenant-keys stay valid.
      expect(fs.readFileSync(path.join(target, 'tenant-key.pem'))).toEqual(
        fs.readFileSync(path.join(DATA_DIR, 'tenant-key.pem')),
      );
    } finally {
      await restored.close();
    }

    const again = await npmScript('restore', [file], { DATA_DIR: target });
    expect(again.code).toBe(1);
    expect(again.out).toContain('is not empty');
  });

  it('keeps the newest BACKUP_KEEP nightly archives and leaves other files alone', async () => {
    const dir = path.join(root, 'nightly');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'manual.tar.gz'), '');
    const days = ['2026-03-01T19:00:00Z', '2026-03-02T19:00:00Z', '2026-03-03T19:00:00Z'];
    let last;
    for (const day of days) last = await nightlyBackup(live, DATA_DIR, dir, 2, new Date(day));
    expect(fs.readdirSync(dir).sort()).toEqual([
      'manual.tar.gz',
      'nightly-20260303-020000.tar.gz',
      'nightly-20260304-020000.tar.gz',
    ]);
    expect(last!.removed).toEqual(['nightly-20260302-020000.tar.gz']);
    expect(last!.pausedMs).toBeLessThan(5_000);
  });

  it('waits for the next BACKUP_HOUR in school time (UTC+7)', () => {
    const at = new Date('2026-03-01T18:30:00Z'); // 01:30 in Vietnam
    expect(msUntilHour(2, at)).toBe(30 * 60_000);
    expect(msUntilHour(1, at)).toBe(23.5 * 3600_000);
    expect(msUntilHour(1, new Date('2026-03-01T18:00:00Z'))).toBe(24 * 3600_000);
  });
});
