import { getTranslations } from 'next-intl/server';
import { requireParentPage } from '@/lib/server/app-auth/parent-page';
import { getAppMenu } from '@/lib/server/meal-menu/app-menu';
import { ParentScreen } from '@/components/parent/shell/parent-screen';
import { ParentLink } from '@/components/parent/shell/parent-link';
import { addWeeks, mondayOfWeek, weekOf } from '@/lib/iso-week';
import { addDays, dayText, isoWeekday, schoolToday } from '@/lib/school-time';

/**
 * The week's menu of the child on screen (`?week=yyyy-Www`, this week by default): each day's meals and dishes with
 * the day's energy and shares, marked when outside the norm; read with the service GET /api/app/menus calls. A
 * server component only: no words or code of its own reach the browser.
 */
export default async function ParentMenusPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { ctx, child } = await requireParentPage();
  const t = await getTranslations('parent');
  const tm = await getTranslations('parentMenus');
  const words = await getTranslations('mealMenu');
  if (!child) {
    return (
      <ParentScreen title={t('screens.menus')}>
        <p className="text-body-secondary">{t('shell.noChild')}</p>
      </ParentScreen>
    );
  }
  const asked = (await searchParams).week;
  const week = typeof asked === 'string' && mondayOfWeek(asked) ? asked : weekOf(schoolToday());
  const menu = await getAppMenu(ctx, child.id, week);
  const monday = mondayOfWeek(week)!;
  return (
    <ParentScreen title={t('screens.menus')}>
      <nav className="parent-card d-flex align-items-center justify-content-between gap-2 py-2" aria-label={tm('weekLabel', { from: dayText(monday), to: dayText(addDays(monday, 4)) })}>
        <ParentLink href={`/parent/menus?week=${addWeeks(week, -1)}`} className="btn btn-link btn-sm" aria-label={tm('prevWeek')} data-testid="parent-menu-prev">
          <i className="bi bi-chevron-left" aria-hidden="true" />
        </ParentLink>
        <div className="text-center">
          <div className="fw-semibold" data-testid="parent-menu-week">
            {tm('weekLabel', { from: dayText(monday), to: dayText(addDays(monday, 4)) })}
          </div>
          <div className="small text-body-secondary">{tm('group', { group: words(`ageGroups.${menu.age_group}`) })}</div>
        </div>
        <ParentLink href={`/parent/menus?week=${addWeeks(week, 1)}`} className="btn btn-link btn-sm" aria-label={tm('nextWeek')} data-testid="parent-menu-next">
          <i className="bi bi-chevron-right" aria-hidden="true" />
        </ParentLink>
      </nav>
      {menu.days.length === 0 ? (
        <p className="text-body-secondary" data-testid="parent-menu-empty">
          {tm('notPublished')}
        </p>
      ) : (
        menu.days.map((d) => (
          <section key={d.date} className="parent-card" aria-labelledby={`menu-${d.date}`} data-testid={`parent-menu-${d.date}`}>
            <h2 className="h6 mb-2" id={`menu-${d.date}`}>
              {words(`weekdays.${isoWeekday(d.date)}`)} {dayText(d.date)}
            </h2>
            <dl className="mb-2">
              {d.meals.map(({ meal, meal_name, dishes }) =>
                dishes.length ? (
                  <div key={meal} className="mb-1">
                    <dt className="small text-body-secondary">{meal_name}</dt>
                    <dd className="mb-0">{dishes.map((x) => x.name).join(', ')}</dd>
                  </div>
                ) : null,
              )}
            </dl>
            {d.energy_kcal > 0 && (
              <p className="small mb-0">
                <strong>{Math.round(d.energy_kcal)} kcal</strong> · {tm('shares', { protein: d.protein_pct, fat: d.fat_pct, carb: d.carb_pct })}
                {d.flags.length > 0 && <span className="badge text-bg-warning ms-2">{tm('outOfNorm')}</span>}
              </p>
            )}
          </section>
        ))
      )}
    </ParentScreen>
  );
}
