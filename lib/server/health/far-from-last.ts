import 'server-only';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/rows';
import { AppError } from '../http/errors';
import { farFrom } from '@/lib/health/growth-jump';
import { dayText } from '@/lib/school-time';

type Near = { measured_on: string; height_cm: string | null; weight_kg: string | null };
const num = (v: string | null) => (v === null ? null : Number(v));

export type FarFromLast = {
  /** `errors.health_height_far` or `errors.health_weight_far` */
  message: string;
  params: { date: string; last: number };
  /** the far fields and their short words */
  fields: Record<string, string>;
  /** each far field's own message and words */
  each: { field: 'height_cm' | 'weight_kg'; message: string; params: { date: string; last: number } }[];
};

/**
 * Whether a measurement is far from the child's nearest earlier or later one (bounds in `lib/health/growth-jump.ts`):
 * what to tell, naming the other measurement's day and value, or null. `except`: the measurement being corrected.
 */
export async function farFromLast(
  tx: Executor,
  tenantId: string,
  childId: string,
  v: { measured_on: string; height_cm: number | null; weight_kg: number | null },
  except?: string,
): Promise<FarFromLast | null> {
  if (v.height_cm === null && v.weight_kg === null) return null;
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
    const height = far[0] === 'height_cm';
    const each = far.map((f) => ({
      field: f,
      message: f === 'height_cm' ? 'errors.health_height_far' : 'errors.health_weight_far',
      params: { date: dayText(other.measured_on), last: before[f] ?? 0 },
    }));
    return {
      each,
      message: height ? 'errors.health_height_far' : 'errors.health_weight_far',
      params: { date: dayText(other.measured_on), last: (height ? before.height_cm : before.weight_kg) ?? 0 },
      fields: Object.fromEntries(
        far.map((f) => [f, f === 'height_cm' ? 'errors.health_height_far_field' : 'errors.health_weight_far_field']),
      ),
    };
  }
  return null;
}

/**
 * A measurement far from the child's nearest other one is saved only when `confirmed`; otherwise 422
 * `errors.health_height_far` / `errors.health_weight_far` naming the other measurement's day and value, with
 * `confirm: true` and the fields, so a screen asks and sends it again confirmed. `except`: the measurement being
 * corrected.
 */
export async function assertNearLast(
  tx: Executor,
  tenantId: string,
  childId: string,
  v: { measured_on: string; height_cm: number | null; weight_kg: number | null; confirmed?: boolean },
  except?: string,
) {
  if (v.confirmed) return;
  const far = await farFromLast(tx, tenantId, childId, v, except);
  if (far) throw new AppError(422, far.message, far.params, far.fields, { confirm: true });
}
