// The bench's push service in a process of its own (a push service is another machine's work, not the app's):
// tests/helpers/push-service.ts on 127.0.0.1, driven over IPC by scripts/bench/push-run.ts.
import { startPushService, type Subscription } from '../../tests/helpers/push-service';

type Message = { type: 'subscribe'; n: number } | { type: 'count' } | { type: 'close' };

async function main() {
  const service = await startPushService({ cert: process.env.BENCH_PUSH_CERT!, key: process.env.BENCH_PUSH_KEY! });
  process.on('message', (m: Message) => {
    if (m.type === 'subscribe') {
      const list: Subscription[] = Array.from({ length: m.n }, () => service.subscribe());
      process.send!({ type: 'subscriptions', list });
    } else if (m.type === 'count')
      process.send!({
        type: 'count',
        received: service.received.length,
        refused: service.refused,
        connections: service.connections(),
      });
    else void service.close().then(() => process.exit(0));
  });
  process.send!({ type: 'ready' });
}

void main();
