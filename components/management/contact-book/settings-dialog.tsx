'use client';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { FormDialog, FormField } from '@/components/ui/form-dialog';
import { useFieldError, useFormFields, useSaveForm } from '@/components/ui/form-hooks';
import { useErrorText } from '@/lib/api/use-error-text';
import { MOODS, PORTIONS } from '@/lib/contact-book-values';
import { contactBookSettingsSchema, type ContactBookSettingsInput } from '@/lib/schemas/contact-book';
import { useContactBookSettings, useSaveContactBookSettings, type ContactBookSettingsView } from '@/lib/api/contact-book';
import type { z } from 'zod';

type FormValues = z.input<typeof contactBookSettingsSchema>;
const MAX_MEALS = 8;

/**
 * The school's contact book settings: its meals of the day (named in Vietnamese and English; the menus use the same)
 * and the usual values every child's book starts from. A meal keeps its code; removing one the books use is refused.
 */
export function SettingsDialog({ onHide, onSaved }: { onHide: () => void; onSaved: () => void }) {
  const settings = useContactBookSettings();
  const t = useTranslations('contactBook');
  const errorText = useErrorText();
  if (!settings.data) {
    return (
      <FormDialog onHide={onHide} title={t('settingsTitle')} submitLabel={t('save')} onSubmit={() => {}} submitting error={settings.error && errorText(settings.error)}>
        {!settings.error && <Spinner role="status" aria-label={t('loading')} />}
      </FormDialog>
    );
  }
  return <SettingsForm initial={settings.data} onHide={onHide} onSaved={onSaved} />;
}

function SettingsForm({ initial, onHide, onSaved }: { initial: ContactBookSettingsView; onHide: () => void; onSaved: () => void }) {
  const t = useTranslations('contactBook');
  const fieldError = useFieldError();
  const save = useSaveContactBookSettings();
  const form = useForm<FormValues, unknown, ContactBookSettingsInput>({
    resolver: zodResolver(contactBookSettingsSchema),
    defaultValues: initial,
  });
  const meals = useFieldArray({ control: form.control, name: 'meals' });
  const typed = useWatch({ control: form.control, name: 'meals' });
  const saving = useSaveForm(form, {
    save: (values) => save.mutateAsync(values),
    done: (reply) => (reply as { text?: string }).text ?? t('settingsSaved'),
    onSaved: () => {
      onSaved();
      onHide();
    },
  });
  const field = useFormFields(form, 'cb-settings', (name) => t(`fields.${name}`));
  const { errors } = form.formState;
  return (
    <FormDialog {...saving} onHide={onHide} title={t('settingsTitle')} submitLabel={t('save')} testId="cb-settings">
      <p className="small text-body-secondary">{t('settingsHint')}</p>
      <fieldset className="mb-3">
        <legend className="form-label fs-6 fw-semibold">{t('meals')}</legend>
        {errors.meals?.message && <div className="invalid-feedback d-block">{fieldError(errors.meals.message)}</div>}
        {meals.fields.map((m, i) => {
          const name = typed?.[i]?.vi || t('mealNumber', { n: i + 1 });
          return (
            <Row key={m.id} className="g-2 align-items-end mb-2" data-testid={`cb-settings-meal-${i}`}>
              <Col xs={5}>
                <FormField {...field(`meals.${i}.vi`, { label: t('fields.meal_vi'), className: 'mb-0' })}>
                  <Form.Control maxLength={40} aria-required="true" isInvalid={!!errors.meals?.[i]?.vi} {...form.register(`meals.${i}.vi`)} />
                </FormField>
              </Col>
              <Col xs={5}>
                <FormField {...field(`meals.${i}.en`, { label: t('fields.meal_en'), className: 'mb-0' })}>
                  <Form.Control maxLength={40} aria-required="true" isInvalid={!!errors.meals?.[i]?.en} {...form.register(`meals.${i}.en`)} />
                </FormField>
              </Col>
              <Col xs={2} className="text-end">
                <Button
                  variant="outline-danger"
                  aria-label={t('removeMeal', { meal: name })}
                  disabled={meals.fields.length <= 1}
                  onClick={() => meals.remove(i)}
                  data-testid={`cb-settings-remove-${i}`}
                >
                  <i className="bi bi-trash" aria-hidden="true" />
                </Button>
              </Col>
            </Row>
          );
        })}
        {meals.fields.length < MAX_MEALS && (
          <Button variant="outline-primary" size="sm" onClick={() => meals.append({ code: null, vi: '', en: '' })} data-testid="cb-settings-add">
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {t('addMeal')}
          </Button>
        )}
      </fieldset>
      <Row className="g-3">
        <Col xs={6}>
          <FormField {...field('portion')}>
            <Form.Select isInvalid={!!errors.portion} {...form.register('portion')}>
              {PORTIONS.map((p) => (
                <option key={p} value={p}>
                  {t(`portions.${p}`)}
                </option>
              ))}
            </Form.Select>
          </FormField>
        </Col>
        <Col xs={6}>
          <FormField {...field('mood')}>
            <Form.Select isInvalid={!!errors.mood} {...form.register('mood')}>
              {MOODS.map((m) => (
                <option key={m} value={m}>
                  {t(`moods.${m}`)}
                </option>
              ))}
            </Form.Select>
          </FormField>
        </Col>
        <Col xs={6}>
          <FormField {...field('nap_from')}>
            <Form.Control type="time" aria-required="true" isInvalid={!!errors.nap_from} {...form.register('nap_from')} />
          </FormField>
        </Col>
        <Col xs={6}>
          <FormField {...field('nap_to')}>
            <Form.Control type="time" aria-required="true" isInvalid={!!errors.nap_to} {...form.register('nap_to')} />
          </FormField>
        </Col>
      </Row>
    </FormDialog>
  );
}
