import 'server-only';
import { registerCounter } from '../menu/counters';
import { pendingCount } from '../requests/workflow';

// The `medicine-request` menu badge: requests waiting for a decision in the caller's scope (the menu caps it at 99+).
registerCounter('medicine-request', (ctx) => pendingCount(ctx, 'medicine'));
