'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Form } from 'react-bootstrap';
import { FormDialog, RequiredLabel } from '@/components/ui/form-dialog';
import { showMessage } from '@/components/layout/site-footer';
import { useFieldError } from '@/components/ui/form-hooks';
import { ApiError } from '@/lib/api/client';
import { useErrorText } from '@/lib/api/use-error-text';
import { useSaveEvent, type EventRow } from '@/lib/api/calendar-event';
import type { ClassRow } from '@/lib/schemas/class';
import { eventSchema } from '@/lib/schemas/calendar-event';
import { MAX_EVENT_DESCRIPTION, MAX_EVENT_PLACE, MAX_EVENT_TITLE } from '@/lib/calendar-event-values';
import styles from './event.module.css';
import { addDays, dayText, schoolDayOf, schoolTimeOf, schoolToday } from '@/lib/school-time';
import { ListAlert } from '@/components/ui/list-screen';

type Values = {
  title: string;
  start_day: string;
  start_time: string;
  end_day: string;
  end_time: string;
  place: string;
  description: string;
  whole_school: boolean;
  class_ids: string[];
  needs_reply: boolean;
  draft: boolean;
};
type Field = keyof Values;

/** The API's fields → the form's (a time is typed as a day and a time of day). */
const FIELD_OF: Record<string, Field> = { starts_at: 'start_day', ends_at: 'end_day', class_ids: 'class_ids' };

function initial(event: EventRow | null, ownOnly: boolean): Values {
  if (event) {
    return {
      title: event.title,
      start_day: dayText(schoolDayOf(event.starts_at)),
      start_time: schoolTimeOf(event.starts_at),
      end_day: dayText(schoolDayOf(event.ends_at)),
      end_time: schoolTimeOf(event.ends_at),
      place: event.place,
      description: event.description,
      whole_school: event.class_ids.length === 0,
      class_ids: event.class_ids,
      needs_reply: event.needs_reply,
      draft: event.status === 'draft',
    };
  }
  const day = dayText(addDays(schoolToday(), 7));
  return {
    title: '',
    start_day: day,
    start_time: '08:00',
    end_day: day,
    end_time: '10:00',
    place: '',
    description: '',
    whole_school: !ownOnly,
    class_ids: [],
    needs_reply: true,
    draft: false,
  };
}

/** Create or change an event: title, when, where, for which classes (or the whole school), whether parents reply. */
export function EventFormDialog({
  event,
  classes,
  ownOnly,
  onHide,
  onSaved,
}: {
  event: EventRow | null;
  classes: ClassRow[];
  ownOnly: boolean;
  onHide: () => void;
  onSaved: (id: string) => void;
}) {
  const t = useTranslations('calendarEvent');
  const errorText = useErrorText();
  const fieldError = useFieldError();
  const save = useSaveEvent();
  const [values, setValues] = useState<Values>(() => initial(event, ownOnly));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const set = <K extends Field>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const toggleClass = (id: string, on: boolean) =>
    set('class_ids', on ? [...values.class_ids, id] : values.class_ids.filter((c) => c !== id));

  const submit = async () => {
    setError(null);
    const body = {
      title: values.title,
      starts_at: `${values.start_day} ${values.start_time}`,
      ends_at: `${values.end_day} ${values.end_time}`,
      place: values.place,
      description: values.description,
      class_ids: values.whole_school ? [] : values.class_ids,
      needs_reply: values.needs_reply,
      status: values.draft ? ('draft' as const) : ('published' as const),
    };
    const parsed = eventSchema.safeParse(body);
    const next: Partial<Record<Field, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = FIELD_OF[String(issue.path[0])] ?? (issue.path[0] as Field);
        next[field] ??= issue.message.startsWith('errors.') ? issue.message : 'errors.validation';
      }
    }
    if (!values.whole_school && values.class_ids.length === 0) next.class_ids = 'errors.event_classes_required';
    setErrors(next);
    if (!parsed.success || Object.keys(next).length) return;
    try {
      const result = await save.mutateAsync({ id: event?.id, values: parsed.data });
      showMessage(t('saved'), 'success');
      onHide();
      onSaved(result.id ?? event?.id ?? '');
    } catch (e) {
      if (e instanceof ApiError && e.fields) {
        setErrors(Object.fromEntries(Object.entries(e.fields).map(([f, m]) => [FIELD_OF[f] ?? f, m])));
      }
      setError(errorText(e));
    }
  };

  const text = (field: 'title' | 'place', label: string, max: number, required = false) => (
    <Form.Group className="mb-3" controlId={`event-${field}`}>
      <Form.Label>{required ? <RequiredLabel>{label}</RequiredLabel> : label}</Form.Label>
      <Form.Control
        value={values[field]}
        maxLength={max}
        aria-required={required || undefined}
        isInvalid={!!errors[field]}
        onChange={(e) => set(field, e.target.value)}
      />
      <Form.Control.Feedback type="invalid">{fieldError(errors[field])}</Form.Control.Feedback>
    </Form.Group>
  );
  const when = (prefix: 'start' | 'end', label: string) => (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-1">
        <RequiredLabel>{label}</RequiredLabel>
      </legend>
      <div className="row g-2">
        <Form.Group className="col-7" controlId={`event-${prefix}-day`}>
          <Form.Label className="visually-hidden">{t('fields.day', { label })}</Form.Label>
          <Form.Control
            placeholder="dd/MM/yyyy"
            inputMode="numeric"
            maxLength={10}
            aria-required="true"
            value={values[`${prefix}_day`]}
            isInvalid={!!errors[`${prefix}_day`]}
            onChange={(e) => set(`${prefix}_day`, e.target.value)}
          />
          <Form.Control.Feedback type="invalid">{fieldError(errors[`${prefix}_day`])}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="col-5" controlId={`event-${prefix}-time`}>
          <Form.Label className="visually-hidden">{t('fields.time', { label })}</Form.Label>
          <Form.Control type="time" aria-required="true" value={values[`${prefix}_time`]} onChange={(e) => set(`${prefix}_time`, e.target.value)} />
        </Form.Group>
      </div>
    </fieldset>
  );

  /** A switch of the form (whole school, needs a reply, draft): `event-whole-school`, … */
  const toggle = (key: 'whole_school' | 'needs_reply' | 'draft', label: string) => (
    <Form.Check
      type="switch"
      id={`event-${key.replace('_', '-')}`}
      className={styles.check}
      label={label}
      checked={values[key]}
      onChange={(e) => set(key, e.target.checked)}
    />
  );
  return (
    <FormDialog
      onHide={onHide}
      title={event ? t('editTitle') : t('createTitle')}
      submitLabel={t('save')}
      onSubmit={() => void submit()}
      submitting={save.isPending}
      testId="event-form"
    >
      <ListAlert text={error} />
      {text('title', t('fields.title'), MAX_EVENT_TITLE, true)}
      {when('start', t('fields.startsAt'))}
      {when('end', t('fields.endsAt'))}
      {text('place', t('fields.place'), MAX_EVENT_PLACE)}
      <Form.Group className="mb-3" controlId="event-description">
        <Form.Label>{t('fields.description')}</Form.Label>
        <Form.Control as="textarea" rows={3} maxLength={MAX_EVENT_DESCRIPTION} value={values.description} onChange={(e) => set('description', e.target.value)} />
      </Form.Group>
      <fieldset className="mb-3" aria-describedby={errors.class_ids ? 'event-classes-error' : undefined}>
        <legend className="form-label fs-6 mb-1">
          <RequiredLabel>{t('fields.classes')}</RequiredLabel>
        </legend>
        {!ownOnly && toggle('whole_school', t('wholeSchool'))}
        {!values.whole_school && (
          <div className="d-flex flex-wrap column-gap-3">
            {classes.map((c) => (
              <Form.Check
                key={c.id}
                type="checkbox"
                id={`event-class-${c.id}`}
                className={styles.check}
                label={c.name}
                checked={values.class_ids.includes(c.id)}
                onChange={(e) => toggleClass(c.id, e.target.checked)}
              />
            ))}
          </div>
        )}
        {errors.class_ids && (
          <div id="event-classes-error" className="small text-danger mt-1">
            {fieldError(errors.class_ids)}
          </div>
        )}
      </fieldset>
      {toggle('needs_reply', t('fields.needsReply'))}
      {toggle('draft', t('fields.draft'))}
    </FormDialog>
  );
}
