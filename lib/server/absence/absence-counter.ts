import 'server-only';
import { registerCounter } from '../menu/counters';
import { pendingCount } from '../requests/workflow';

// The `absence` menu badge: requests waiting for a decision, in the caller's scope (a teacher: their classes).
// The menu caps what it shows at 99+.
registerCounter('absence', (ctx) => pendingCount(ctx, 'absence'));
