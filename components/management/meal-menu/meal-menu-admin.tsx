'use client';
import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { parseAsString, parseAsStringLiteral, useQueryStates } from 'nuqs';
import { Badge, Button, ButtonGroup, Form } from 'react-bootstrap';
import { PageHeading } from '@/components/ui/page-heading';
import { ListAlert, ListNote } from '@/components/ui/list-parts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { showMessage } from '@/components/layout/site-footer';
import { useErrorText } from '@/lib/api/use-error-text';
import { useDishes } from '@/lib/api/dish';
import { MENU_DISHES_QUERY } from '@/lib/api/dish-keys';
import { downloadMenuPdf, downloadMenuSheet, useCopyWeek, usePublishWeek, useSaveWeek, useWeekMenu, type WeekAnswer } from '@/lib/api/meal-menu';
import { addWeeks, mondayOfWeek } from '@/lib/iso-week';
import { MENU_AGE_GROUPS, type Meal, type MenuAgeGroup } from '@/lib/meal-menu-values';
import { dayNutrition } from '@/lib/meal-nutrition';
import { addDays, dayText, isoWeekday } from '@/lib/school-time';
import { rightsOf } from '@/lib/rights';
import type { MenuDish } from '@/lib/schemas/meal-menu';
import styles from './meal-menu.module.css';

type Draft = Record<string, Record<Meal, MenuDish[]>>;

const draftOf = (week: WeekAnswer): Draft =>
  Object.fromEntries(week.days.map((d) => [d.date, Object.fromEntries(d.meals.map((m) => [m.meal, m.dishes])) as Record<Meal, MenuDish[]>]));

/**
 * /management/meal-menu: one week's menu of one age group (both in the address), a card per day with its meals'
 * dishes and the day's energy and shares against the norms; the kitchen copies last week, changes dishes, saves,
 * publishes to parents and prints the A4 page.
 */
export function MealMenuAdmin({ title, group, actions, initialWeek, initialAge }: { title: string; group: string; actions: string[]; initialWeek: string; initialAge: MenuAgeGroup }) {
  const t = useTranslations('mealMenu');
  const can = rightsOf(actions, 'update', 'approve');
  const errorText = useErrorText();
  const [url, setUrl] = useQueryStates(
    { week: parseAsString.withDefault(initialWeek), age: parseAsStringLiteral(MENU_AGE_GROUPS).withDefault(initialAge) },
    { history: 'push', scroll: false },
  );
  const week = mondayOfWeek(url.week) ? url.week : initialWeek;
  const age = url.age;
  const menu = useWeekMenu(age, week);
  const dishes = useDishes(MENU_DISHES_QUERY, actions.includes('update'));
  const [edits, setEdits] = useState<{ key: string; draft: Draft } | null>(null);
  const key = `${age}|${week}|${menu.data?.updated_at ?? ''}`;
  const draft = useMemo(() => (edits?.key === key ? edits.draft : menu.data ? draftOf(menu.data) : {}), [edits, key, menu.data]);
  const dirty = edits?.key === key;
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'copy' | 'publish' | null>(null);
  const save = useSaveWeek();
  const copy = useCopyWeek();
  const publish = usePublishWeek();
  const options = dishes.data?.data ?? [];
  const monday = mondayOfWeek(week)!;
  // The school's meals, as its contact book settings name them (the server answers them with the week).
  const meals = useMemo(() => menu.data?.meals ?? [], [menu.data]);

  const change = (date: string, meal: Meal, next: MenuDish[]) =>
    setEdits({ key, draft: { ...draft, [date]: { ...draft[date], [meal]: next } } });
  const days = useMemo(
    () =>
      (menu.data?.days ?? []).map((d) => {
        const meals = draft[d.date] ?? ({} as Record<Meal, MenuDish[]>);
        return { date: d.date, meals, n: dayNutrition(age, Object.values(meals).flat()) };
      }),
    [menu.data, draft, age],
  );
  const hasDishes = days.some((d) => d.n.energy_kcal > 0 || Object.values(d.meals).some((list) => list?.length));

  const run = async (fn: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await fn();
      showMessage(done, 'success');
      setEdits(null);
      setConfirm(null);
    } catch (e) {
      setError(errorText(e));
      setConfirm(null);
    }
  };
  const onSave = () =>
    run(
      () =>
        save.mutateAsync({
          age_group: age,
          week,
          days: days.map((d) => ({ date: d.date, meals: meals.map(({ meal: m }) => ({ meal: m, dish_ids: (d.meals[m] ?? []).map((x) => x.id) })).filter((m) => m.dish_ids.length) })),
        }),
      t('saved'),
    );
  const onCopy = (replace: boolean) =>
    run(() => copy.mutateAsync({ age_group: age, from_week: addWeeks(week, -1), to_week: week, replace }), t('copied'));
  const onPublish = () => run(() => publish.mutateAsync({ age_group: age, week }), t('published'));
  const status = menu.data?.status ?? null;
  const norms = menu.data?.norms;

  return (
    <>
      <PageHeading title={title} group={group} icon="bi-journal-text" />
      <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
        <ButtonGroup aria-label={t('ageGroup')}>
          {MENU_AGE_GROUPS.map((g) => (
            <Button key={g} variant={g === age ? 'primary' : 'outline-primary'} aria-pressed={g === age} onClick={() => void setUrl({ age: g })} data-testid={`menu-age-${g}`}>
              {t(`ageGroups.${g}`)}
            </Button>
          ))}
        </ButtonGroup>
        <ButtonGroup>
          <Button variant="outline-secondary" aria-label={t('prevWeek')} onClick={() => void setUrl({ week: addWeeks(week, -1) })} data-testid="menu-prev">
            <i className="bi bi-chevron-left" aria-hidden="true" />
          </Button>
          <span className="btn btn-outline-secondary disabled text-body fw-semibold" data-testid="menu-week">
            {t('weekLabel', { from: dayText(monday), to: dayText(addDays(monday, 4)) })}
          </span>
          <Button variant="outline-secondary" aria-label={t('nextWeek')} onClick={() => void setUrl({ week: addWeeks(week, 1) })} data-testid="menu-next">
            <i className="bi bi-chevron-right" aria-hidden="true" />
          </Button>
        </ButtonGroup>
        <Badge bg={status === 'published' ? 'success' : 'secondary'} data-testid="menu-status">
          {t(`statuses.${status ?? 'none'}`)}
        </Badge>
        {dirty && <span className="small text-warning-emphasis">{t('unsaved')}</span>}
      </div>
      <div className="d-flex flex-wrap gap-2 mb-3">
        {can.update && (
          <>
            <Button variant="outline-primary" onClick={() => (hasDishes ? setConfirm('copy') : void onCopy(false))} disabled={copy.isPending} data-testid="menu-copy">
              <i className="bi bi-files me-1" aria-hidden="true" />
              {t('copyPrevious')}
            </Button>
            <Button variant="primary" onClick={() => void onSave()} disabled={!dirty || save.isPending} data-testid="menu-save">
              <i className="bi bi-floppy me-1" aria-hidden="true" />
              {t('save')}
            </Button>
          </>
        )}
        {can.approve && status !== 'published' && (
          <Button variant="success" onClick={() => setConfirm('publish')} disabled={dirty || !hasDishes} data-testid="menu-publish">
            <i className="bi bi-send me-1" aria-hidden="true" />
            {t('publish')}
          </Button>
        )}
        <Button variant="outline-secondary" onClick={() => void downloadMenuPdf(age, week).catch((e) => setError(errorText(e)))} data-testid="menu-pdf">
          <i className="bi bi-printer me-1" aria-hidden="true" />
          {t('printPdf')}
        </Button>
        <Button variant="outline-secondary" onClick={() => void downloadMenuSheet(age, week).catch((e) => setError(errorText(e)))} data-testid="menu-export">
          <i className="bi bi-file-earmark-spreadsheet me-1" aria-hidden="true" />
          {t('exportSheet')}
        </Button>
      </div>
      <ListAlert text={error} onClose={() => setError(null)} />
      {!can.update && <ListNote text={t('readOnly')} />}
      <div className={styles.days} data-testid="menu-days">
        {days.map((d) => (
          <section key={d.date} className={`card ${styles.day}`} aria-labelledby={`menu-day-${d.date}`} data-testid={`menu-day-${d.date}`}>
            <div className="card-header fw-semibold" id={`menu-day-${d.date}`}>
              {t('dayHeading', { weekday: t(`weekdays.${isoWeekday(d.date)}`), date: dayText(d.date).slice(0, 5) })}
            </div>
            <div className="card-body p-2">
              {meals.map(({ meal, name }) => {
                const list = d.meals[meal] ?? [];
                const label = t('addDishLabel', { meal: name, day: t(`weekdays.${isoWeekday(d.date)}`) });
                return (
                  <div key={meal} className="mb-2">
                    <div className="small text-body-secondary fw-semibold">{name}</div>
                    <ul className="list-unstyled mb-1">
                      {list.map((dish, i) => (
                        <li key={`${dish.id}-${i}`} className="d-flex align-items-center gap-1 small">
                          <span className="flex-grow-1">
                            {dish.name}
                            {dish.archived && <span className="text-body-secondary"> ({t('archived')})</span>}
                            <span className="text-body-secondary"> · {Math.round(dish.energy_kcal)} kcal</span>
                          </span>
                          {can.update && (
                            <Button variant="link" size="sm" className="p-0 text-danger" aria-label={t('removeDish', { dish: dish.name })} onClick={() => change(d.date, meal, list.filter((_, j) => j !== i))}>
                              <i className="bi bi-x-lg" aria-hidden="true" />
                            </Button>
                          )}
                        </li>
                      ))}
                      {!list.length && <li className="small text-body-tertiary">{t('empty')}</li>}
                    </ul>
                    {can.update && list.length < 8 && (
                      <Form.Select
                        size="sm"
                        aria-label={label}
                        value=""
                        data-testid={`menu-add-${d.date}-${meal}`}
                        onChange={(e) => {
                          const dish = options.find((o) => o.id === e.target.value);
                          if (dish) change(d.date, meal, [...list, { id: dish.id, name: dish.name, energy_kcal: dish.energy_kcal, protein_g: dish.protein_g, fat_g: dish.fat_g, carb_g: dish.carb_g, archived: false }]);
                        }}
                      >
                        <option value="">{t('chooseDish')}</option>
                        {options.map((o) => (
                          <option key={o.id} value={o.id}>
                            {o.name}
                          </option>
                        ))}
                      </Form.Select>
                    )}
                  </div>
                );
              })}
            </div>
            <div className="card-footer small" data-testid={`menu-total-${d.date}`}>
              <div className="fw-semibold">{Math.round(d.n.energy_kcal)} kcal</div>
              <div>
                {t('short.protein')} {d.n.protein_pct}% · {t('short.fat')} {d.n.fat_pct}% · {t('short.carb')} {d.n.carb_pct}%
              </div>
              {d.n.energy_kcal > 0 && (
                <div className="d-flex flex-wrap gap-1 mt-1">
                  {d.n.flags.length ? (
                    d.n.flags.map((f) => (
                      <Badge key={f} bg="danger-subtle" text="danger-emphasis">
                        {t(`flags.${f}`)}
                      </Badge>
                    ))
                  ) : (
                    <Badge bg="success-subtle" text="success-emphasis">
                      {t('inNorm')}
                    </Badge>
                  )}
                </div>
              )}
            </div>
          </section>
        ))}
      </div>
      {norms && menu.data && (
        <p className="small text-body-secondary mt-3" data-testid="menu-week-total">
          <strong>{t('weekTotal')}:</strong> {Math.round(menu.data.week_total.energy_kcal)} kcal · {t('short.protein')} {menu.data.week_total.protein_pct}% · {t('short.fat')}{' '}
          {menu.data.week_total.fat_pct}% · {t('short.carb')} {menu.data.week_total.carb_pct}%
          <br />
          {t('normsNote', {
            energy: `${norms.energy[0]}–${norms.energy[1]}`,
            protein: `${norms.protein[0]}–${norms.protein[1]}`,
            fat: `${norms.fat[0]}–${norms.fat[1]}`,
            carb: `${norms.carb[0]}–${norms.carb[1]}`,
          })}
        </p>
      )}
      <ConfirmDialog
        show={confirm === 'copy'}
        title={t('copyPrevious')}
        confirmLabel={t('copyPrevious')}
        variant="warning"
        pending={copy.isPending}
        onConfirm={() => void onCopy(true)}
        onHide={() => setConfirm(null)}
        testId="menu-copy-confirm"
      >
        {t('copyReplace')}
      </ConfirmDialog>
      <ConfirmDialog
        show={confirm === 'publish'}
        title={t('publish')}
        confirmLabel={t('publish')}
        variant="primary"
        pending={publish.isPending}
        onConfirm={() => void onPublish()}
        onHide={() => setConfirm(null)}
        testId="menu-publish-confirm"
      >
        {t('publishConfirm', { group: t(`ageGroups.${age}`) })}
      </ConfirmDialog>
    </>
  );
}
