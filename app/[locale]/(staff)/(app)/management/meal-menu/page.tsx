import { requirePage } from '@/lib/server/auth/require-page';
import { ErrorView } from '@/components/errors/error-view';
import { MealMenuAdmin } from '@/components/management/meal-menu/meal-menu-admin';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonHydration } from '@/components/providers/json-hydration';
import { mealMenuFirstScreen } from '@/lib/server/meal-menu/meal-menu-first-screen';
import { mondayOfWeek, weekOf } from '@/lib/iso-week';
import { MENU_AGE_GROUPS, type MenuAgeGroup } from '@/lib/meal-menu-values';
import { schoolToday } from '@/lib/school-time';
import type { SearchParams } from '@/lib/list-query';

/**
 * /management/meal-menu?week=yyyy-Www&age=nha_tre|mau_giao: one week's menu of one age group (this week's mẫu giáo
 * menu at first). Without meal-menu.read the page answers 403; the week and the dishes to choose come with the page.
 */
export default async function MealMenuPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = await requirePage('meal-menu');
  if (!page) return <ErrorView status={403} />;
  const params = await searchParams;
  const asked = typeof params.week === 'string' ? params.week : '';
  const week = mondayOfWeek(asked) ? asked : weekOf(schoolToday());
  const age: MenuAgeGroup = MENU_AGE_GROUPS.find((g) => g === params.age) ?? 'mau_giao';
  return (
    <PageMessages ns={['mealMenu']}>
      <JsonHydration state={await mealMenuFirstScreen(page.ctx, age, week)}>
        <MealMenuAdmin title={page.title} group={page.group} actions={page.actions} initialWeek={week} initialAge={age} />
      </JsonHydration>
    </PageMessages>
  );
}
