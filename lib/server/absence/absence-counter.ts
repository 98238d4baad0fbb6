import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { inTenant } from '../db/tenant-tx';
import { registerCounter } from '../menu/counters';
import { ABSENCE_FROM } from './absence-rows';
import { absenceScope } from './scope';

// The `absence` menu badge: requests waiting for a decision, in the caller's scope (a teacher: their classes).
// The menu caps what it shows at 99+.
registerCounter('absence', (ctx) =>
  inTenant(ctx, async (tx) => {
    const [row] = await rowsOf<{ n: number | string }>(
      tx,
      sql`select count(*) as n from ${ABSENCE_FROM}
        where a.tenant_id = ${ctx.tenantId} and a.status = 'pending' and ${absenceScope(ctx)}`,
    );
    return Number(row?.n ?? 0);
  }),
);
