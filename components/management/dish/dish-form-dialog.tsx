'use client';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Button, Form } from 'react-bootstrap';
import { FormDialog, RequiredLabel } from '@/components/ui/form-dialog';
import { showMessage } from '@/components/layout/site-footer';
import { useFieldError } from '@/components/ui/form-hooks';
import { ApiError } from '@/lib/api/client';
import { useErrorText } from '@/lib/api/use-error-text';
import { useSaveDish, type DishRow } from '@/lib/api/dish';
import { dishSchema } from '@/lib/schemas/dish';
import { FOODS, FOOD_BY_CODE } from '@/lib/food-table';
import { nutritionOfIngredients } from '@/lib/meal-nutrition';
import { MAX_DISH_NAME, MAX_INGREDIENTS } from '@/lib/meal-menu-values';

type Row = { food_code: string; name: string; grams: string };
const VALUES = ['energy_kcal', 'protein_g', 'fat_g', 'carb_g'] as const;

/** Create or change a dish: its ingredients with grams per serving, and its nutrition computed or typed in. */
export function DishFormDialog({ dish, onHide }: { dish: DishRow | null; onHide: () => void }) {
  const t = useTranslations('dish');
  const locale = useLocale();
  const errorText = useErrorText();
  const fieldError = useFieldError();
  const save = useSaveDish();
  const [name, setName] = useState(dish?.name ?? '');
  const [rows, setRows] = useState<Row[]>(
    dish?.ingredients.map((i) => ({ food_code: i.food_code ?? '', name: i.name, grams: String(i.grams) })) ?? [
      { food_code: '', name: '', grams: '' },
    ],
  );
  const [source, setSource] = useState<'computed' | 'manual'>(dish?.nutrition_source ?? 'computed');
  const [manual, setManual] = useState<Record<(typeof VALUES)[number], string>>({
    energy_kcal: dish ? String(dish.energy_kcal) : '',
    protein_g: dish ? String(dish.protein_g) : '',
    fat_g: dish ? String(dish.fat_g) : '',
    carb_g: dish ? String(dish.carb_g) : '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const ingredients = rows
    .filter((r) => r.food_code || r.name.trim())
    .map((r) => ({ food_code: r.food_code || null, name: r.name.trim() || FOOD_BY_CODE.get(r.food_code)?.vi || '', grams: Number(r.grams.replace(',', '.')) }));
  const preview = nutritionOfIngredients(ingredients.filter((i) => Number.isFinite(i.grams)));
  const setRow = (i: number, patch: Partial<Row>) => setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const foodName = (code: string) => {
    const f = FOOD_BY_CODE.get(code);
    return f ? (locale === 'en' ? f.en : f.vi) : '';
  };

  const submit = async () => {
    setError(null);
    const body = {
      name,
      ingredients,
      nutrition_source: source,
      ...(source === 'manual' && Object.fromEntries(VALUES.map((k) => [k, manual[k] === '' ? null : manual[k].replace(',', '.')]))),
    };
    const parsed = dishSchema.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[issue.path.join('.')] ??= issue.message.startsWith('errors.') ? issue.message : 'errors.validation';
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: dish?.id, values: parsed.data });
      showMessage(t('saved'), 'success');
      onHide();
    } catch (e) {
      if (e instanceof ApiError && e.fields) setErrors(e.fields);
      setError(errorText(e));
    }
  };

  return (
    <FormDialog
      onHide={onHide}
      title={dish ? t('edit') : t('add')}
      submitLabel={t('save')}
      onSubmit={() => void submit()}
      submitting={save.isPending}
      error={error}
      testId="dish-form"
    >
      <Form.Group className="mb-3" controlId="dish-name">
        <Form.Label>
          <RequiredLabel>{t('fields.name')}</RequiredLabel>
        </Form.Label>
        <Form.Control value={name} maxLength={MAX_DISH_NAME} aria-required="true" isInvalid={!!errors.name} onChange={(e) => setName(e.target.value)} />
        <Form.Control.Feedback type="invalid">{fieldError(errors.name)}</Form.Control.Feedback>
      </Form.Group>
      <fieldset className="mb-3">
        <legend className="form-label fs-6 mb-1">{t('fields.ingredients')}</legend>
        {rows.map((r, i) => (
          <div className="row g-2 mb-2 align-items-start" key={i}>
            <div className="col-12 col-sm-5">
              <Form.Select
                aria-label={`${t('fields.food')} ${i + 1}`}
                value={r.food_code}
                isInvalid={!!errors[`ingredients.${i}.food_code`]}
                onChange={(e) => setRow(i, { food_code: e.target.value, name: e.target.value ? foodName(e.target.value) : r.name })}
                data-testid={`dish-food-${i}`}
              >
                <option value="">{t('fields.foodOther')}</option>
                {FOODS.map((f) => (
                  <option key={f.code} value={f.code}>
                    {locale === 'en' ? f.en : f.vi}
                  </option>
                ))}
              </Form.Select>
            </div>
            <div className="col-7 col-sm-4">
              <Form.Control
                aria-label={`${t('fields.ingredientName')} ${i + 1}`}
                value={r.name}
                maxLength={80}
                disabled={!!r.food_code}
                isInvalid={!!errors[`ingredients.${i}.name`]}
                onChange={(e) => setRow(i, { name: e.target.value })}
              />
            </div>
            <div className="col-3 col-sm-2">
              <Form.Control
                aria-label={`${t('fields.grams')} ${i + 1}`}
                inputMode="decimal"
                value={r.grams}
                placeholder="g"
                isInvalid={!!errors[`ingredients.${i}.grams`]}
                onChange={(e) => setRow(i, { grams: e.target.value })}
                data-testid={`dish-grams-${i}`}
              />
              <Form.Control.Feedback type="invalid">{fieldError(errors[`ingredients.${i}.grams`])}</Form.Control.Feedback>
            </div>
            <div className="col-2 col-sm-1 text-end">
              <Button
                variant="outline-secondary"
                size="sm"
                aria-label={t('removeIngredient', { name: r.name || String(i + 1) })}
                onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
              >
                <i className="bi bi-x-lg" aria-hidden="true" />
              </Button>
            </div>
          </div>
        ))}
        {rows.length < MAX_INGREDIENTS && (
          <Button variant="outline-primary" size="sm" onClick={() => setRows((all) => [...all, { food_code: '', name: '', grams: '' }])}>
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {t('addIngredient')}
          </Button>
        )}
        {errors.ingredients && <div className="invalid-feedback d-block">{fieldError(errors.ingredients)}</div>}
        <p className="small text-body-secondary mt-2 mb-0">{t('tableSource')}</p>
      </fieldset>
      <fieldset className="mb-2">
        <legend className="form-label fs-6 mb-1">{t('fields.source')}</legend>
        {(['computed', 'manual'] as const).map((s) => (
          <Form.Check key={s} type="radio" name="dish-source" id={`dish-source-${s}`} label={t(`sources.${s}`)} checked={source === s} onChange={() => setSource(s)} />
        ))}
      </fieldset>
      {source === 'computed' ? (
        <p className="small fw-semibold" data-testid="dish-preview">
          {t('preview', { energy: preview.energy_kcal, protein: preview.protein_g, fat: preview.fat_g, carb: preview.carb_g })}
        </p>
      ) : (
        <div className="row g-2">
          {VALUES.map((k) => (
            <Form.Group className="col-6 col-sm-3" controlId={`dish-${k}`} key={k}>
              <Form.Label className="small">{t(`fields.${k}`)}</Form.Label>
              <Form.Control inputMode="decimal" value={manual[k]} isInvalid={!!errors[k]} onChange={(e) => setManual((m) => ({ ...m, [k]: e.target.value }))} />
              <Form.Control.Feedback type="invalid">{fieldError(errors[k])}</Form.Control.Feedback>
            </Form.Group>
          ))}
        </div>
      )}
    </FormDialog>
  );
}
