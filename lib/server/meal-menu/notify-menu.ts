import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { emitNotification } from '../notification/emit';
import { addDays, dayText } from '@/lib/school-time';
import { mondayOfWeek } from '@/lib/iso-week';
import type { MenuAgeGroup } from '@/lib/meal-menu-values';

/**
 * A week's menu published: to the families of the children in the age group's active classes (nhà trẻ: the
 * nha_tre classes; mẫu giáo: the three mẫu giáo groups). No such class: nobody to tell.
 */
export async function notifyMenuPublished(tx: Tx, tenantId: string, ageGroup: MenuAgeGroup, week: string) {
  const classes = await rowsOf<{ id: string }>(
    tx,
    sql`select c.id from classes c where c.tenant_id = ${tenantId} and c.status = 'active'
      and ${ageGroup === 'nha_tre' ? sql`c.age_group = 'nha_tre'` : sql`c.age_group <> 'nha_tre'`}`,
  );
  if (!classes.length) return;
  const monday = mondayOfWeek(week) as string;
  await emitNotification(tx, tenantId, {
    kind: 'menu_published',
    audience: { type: 'classes', classIds: classes.map((c) => c.id) },
    params: { from: dayText(monday), to: dayText(addDays(monday, 4)) },
    url: `/parent/menus?week=${week}`,
    tag: `menu:${ageGroup}:${week}`,
  });
}
