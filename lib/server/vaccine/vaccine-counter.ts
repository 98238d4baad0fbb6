import 'server-only';
import { sql } from 'drizzle-orm';
import { registerCounter } from '../menu/counters';
import { DECLARATION_FROM, declarationScope } from './scope';

// The `vaccine-declaration` menu badge: parents' declarations waiting to be verified, in the caller's scope.
registerCounter(
  'vaccine-declaration',
  (ctx) => sql`select count(*) as n from ${DECLARATION_FROM}
    where vd.tenant_id = ${ctx.tenantId} and vd.status = 'declared' and ${declarationScope(ctx)}`,
);
