// A stand-in for a server's push worker in the kill test (tests/api/push-kill.test.ts): opens the database the way the
// server does (DATA_DIR's embedded database, or DATABASE_URL) and runs delivery passes for one school, printing
// "pass <counts>", until the test kills it with SIGKILL.
// node --conditions=react-server --import tsx tests/helpers/push-worker-child.ts <tenant id>
import { runPushWorker } from '../../lib/server/push/worker';

async function main(tenantId: string) {
  for (;;) {
    const counts = await runPushWorker({ tenantId, batch: 100, concurrency: 20 });
    console.log(`pass ${JSON.stringify(counts)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

void main(process.argv[2]);
