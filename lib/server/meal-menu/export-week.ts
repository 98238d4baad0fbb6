import 'server-only';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import type { FileReply } from '../files/file-endpoint';
import { listSheetFile, type NamedColumn } from '../files/list-export';
import { fileStamp } from '../files/sheet-cells';
import { readWeek } from './week-sql';
import { translate } from '@/lib/i18n/translate';
import { isoWeekday } from '@/lib/school-time';
import type { WeekAnswer, WeekQuery } from '@/lib/schemas/meal-menu';

type Day = WeekAnswer['days'][number];
/** A day of the week, or the week's average (no date, no dishes). */
type Row = Pick<Day, 'energy_kcal' | 'protein_pct' | 'fat_pct' | 'carb_pct' | 'flags'> & { date: string | null; meals: Day['meals'] };

/**
 * GET /Menu/export-week?age_group=&week=: the week's menu as .xlsx — one row per day (its date, weekday, one column
 * per meal of the school named as it names them, the dishes one per line, the day's energy and the shares of
 * protein, fat and carbohydrate with what is out of the norm), then the week's average; in the request's language.
 */
export async function exportWeek(ctx: RequestContext, q: WeekQuery): Promise<FileReply> {
  const week = await schoolTransaction(ctx, (tx) => readWeek(tx, ctx.tenantId, q.age_group, q.week, ctx.locale));
  const t = (key: string, params?: Record<string, string | number>) => translate(ctx.locale, `mealMenu.${key}`, params);
  const note = (r: Row) => (r.energy_kcal > 0 ? (r.flags.length ? r.flags.map((f) => t(`flags.${f}`)).join(', ') : t('inNorm')) : '');
  const columns: NamedColumn<Row>[] = [
    { key: 'date', width: 12, kind: 'day', header: t('sheet.date'), value: (r) => r.date },
    { key: 'weekday', width: 16, header: t('sheet.weekday'), value: (r) => (r.date ? t(`weekdays.${isoWeekday(r.date)}`) : t('weekTotal')) },
    ...week.meals.map(({ meal, name }): NamedColumn<Row> => ({
      key: `meal_${meal}`,
      width: 30,
      kind: 'text',
      header: name,
      value: (r) => (r.meals.find((m) => m.meal === meal)?.dishes ?? []).map((d) => d.name).join('\n'),
    })),
    { key: 'energy', width: 12, header: t('sheet.energy'), value: (r) => Math.round(r.energy_kcal * 10) / 10 },
    { key: 'protein', width: 10, header: t('sheet.protein'), value: (r) => r.protein_pct },
    { key: 'fat', width: 10, header: t('sheet.fat'), value: (r) => r.fat_pct },
    { key: 'carb', width: 12, header: t('sheet.carb'), value: (r) => r.carb_pct },
    { key: 'note', width: 30, header: t('sheet.note'), value: note },
  ];
  const rows: Row[] = [...week.days, { ...week.week_total, date: null, meals: [] }];
  return listSheetFile<Row>({
    title: t('sheet.title'),
    fileName: `${t('sheet.fileName')}-${week.age_group}-${week.week}-${fileStamp()}.xlsx`,
    columns,
    rows,
  });
}
