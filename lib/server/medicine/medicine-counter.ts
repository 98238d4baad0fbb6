import 'server-only';
import { inTenant } from '../db/tenant-tx';
import { registerCounter } from '../menu/counters';
import { countPending } from '../requests/workflow';

// The `medicine-request` menu badge: requests waiting for a decision in the caller's scope (the menu caps it at 99+).
registerCounter('medicine-request', (ctx) => inTenant(ctx, (tx) => countPending(tx, ctx, 'medicine')));
