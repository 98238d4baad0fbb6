import 'server-only';
import { registerCounter } from '../menu/counters';
import { pendingCount } from '../requests/workflow';

// The `vaccine-declaration` menu badge: parents' declarations waiting to be verified, in the caller's scope.
registerCounter('vaccine-declaration', (ctx) => pendingCount(ctx, 'declaration'));
