import 'server-only';
import type { RequestContext } from '../http/context';
import { allPages, sheetOf, type SheetColumn } from '../files/list-export';
import { listClasses } from './list-classes';
import { translate } from '@/lib/i18n/translate';
import type { ClassListQuery, ClassRow } from '@/lib/schemas/class';

/** GET /Class/export: the classes the screen lists (same filters, search, sort and scope) as .xlsx. */
export async function exportClasses(ctx: RequestContext, q: ClassListQuery) {
  const { data } = await listClasses(ctx, allPages(q));
  const t = (key: string) => translate(ctx.locale, `classAdmin.${key}`);
  const columns: SheetColumn<ClassRow>[] = [
    { key: 'name', width: 20, value: (c) => c.name },
    { key: 'age_group', width: 22, value: (c) => t(`ageGroups.${c.age_group}`) },
    { key: 'school_year', width: 16, value: (c) => c.school_year_name },
    { key: 'capacity', width: 10, value: (c) => c.capacity },
    { key: 'teachers', width: 36, value: (c) => c.teachers.map((x) => x.full_name).join(', ') },
    { key: 'status', width: 12, value: (c) => t(`statuses.${c.status}`) },
    { key: 'created_at', width: 18, kind: 'moment', value: (c) => c.created_at },
  ];
  return sheetOf(ctx.locale, 'classes', columns, data);
}
