import 'server-only';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/rows';
import { AppError } from '../http/errors';
import { farFrom } from '@/lib/health/growth-jump';
import { dayText } from '@/lib/school-time';

type Near = { measured_on: string; height_cm: string | null; weight_kg: string | null };
const num = (v: string | null) => (v === null ? null : Number(v));

/**
 * A measurement far from the child's nearest earlier or later one (bounds in `lib/health/growth-jump.ts`) is saved
 * only when `confirmed`; otherwise 422 `errors.health_height_far` / `errors.health_weight_far` naming the other
 * measurement's day and value, with `confirm: true` and the fields, so a screen asks and sends it again confirmed.
 * `except`: the measurement being corrected.
 */
export async function assertNearLast(
  tx: Executor,
  tenantId: string,
  childId: string,
  v: { measured_on: string; height_cm: number | null; weight_kg: number | null; confirmed?: boolean },
  except?: string,
) {
  if (v.confirmed || (v.height_cm === null && v.weight_kg === null)) return;
  const others = await rowsOf<Near>(
    tx,
    sql`(select measured_on::text as measured_on, height_cm, weight_kg from health_declarations
          where tenant_id = ${tenantId} and student_id = ${childId} and measured_on < ${v.measured_on}
            and (height_cm is not null or weight_kg is not null) and (${except ?? null}::uuid is null or id <> ${except ?? null}::uuid)
          order by measured_on desc limit 1)
        union all
        (select measured_on::text as measured_on, height_cm, weight_kg from health_declarations
          where tenant_id = ${tenantId} and student_id = ${childId} and measured_on > ${v.measured_on}
            and (height_cm is not null or weight_kg is not null) and (${except ?? null}::uuid is null or id <> ${except ?? null}::uuid)
          order by measured_on limit 1)`,
  );
  for (const other of others) {
    const before = { day: other.measured_on, height_cm: num(other.height_cm), weight_kg: num(other.weight_kg) };
    const far = farFrom(before, { day: v.measured_on, height_cm: v.height_cm, weight_kg: v.weight_kg });
    if (!far.length) continue;
    const fields = Object.fromEntries(
      far.map((f) => [f, f === 'height_cm' ? 'errors.health_height_far_field' : 'errors.health_weight_far_field']),
    );
    const height = far[0] === 'height_cm';
    throw new AppError(
      422,
      height ? 'errors.health_height_far' : 'errors.health_weight_far',
      { date: dayText(other.measured_on), last: (height ? before.height_cm : before.weight_kg) ?? 0 },
      fields,
      { confirm: true },
    );
  }
}
