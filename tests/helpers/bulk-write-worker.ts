// A stand-in for the server in the fault tests (tests/api/kill-*.test.ts): opens the database the way the server does
// (lib/server/db/client.ts: DATA_DIR's embedded database, or DATABASE_URL) and runs one bulk write after another
// through its service, printing "begin <i>" and "done <i>", until the test kills it with SIGKILL.
// node --conditions=react-server --import tsx tests/helpers/bulk-write-worker.ts <spec.json>
import fs from 'node:fs';
import { closeDatabase, db } from '../../lib/server/db/client';
import type { RequestContext } from '../../lib/server/http/context';
import { serviceContext } from './service-context';
import { importStudents } from '../../lib/server/student/import-students';
import { markAllPresent } from '../../lib/server/attendance/mark-all-present';
import { generateInvoices } from '../../lib/server/tuition/generate-invoices';
import { saveRound } from '../../lib/server/health/save-round';
import { markAllPresentSchema } from '../../lib/schemas/attendance';
import { generateSchema } from '../../lib/schemas/tuition';
import { healthRoundSchema } from '../../lib/schemas/health';

export type WorkerSpec = {
  op: 'import' | 'present' | 'invoices' | 'health';
  tenantId: string;
  userId: string;
  /** import: paths of .xlsx files; the others: the endpoint's body. */
  batches: unknown[];
};

function run(spec: WorkerSpec, ctx: RequestContext, batch: unknown) {
  switch (spec.op) {
    case 'import': {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(fs.readFileSync(batch as string))]), 'students.xlsx');
      return importStudents(
        ctx,
        new Request('http://localhost/api/webadmin/Student/import', { method: 'POST', body: form }),
      );
    }
    case 'present':
      return markAllPresent(ctx, markAllPresentSchema.parse(batch));
    case 'invoices':
      return generateInvoices(ctx, generateSchema.parse(batch));
    case 'health':
      return saveRound(ctx, healthRoundSchema.parse(batch));
  }
}

async function main() {
  const spec = JSON.parse(fs.readFileSync(process.argv[2], 'utf8')) as WorkerSpec;
  const ctx = serviceContext(spec.tenantId, spec.userId);
  await db();
  console.log('ready');
  for (let i = 0; i < spec.batches.length; i++) {
    console.log(`begin ${i}`);
    await run(spec, ctx, spec.batches[i]);
    console.log(`done ${i}`);
  }
  await closeDatabase();
  console.log('finished');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
