'use client';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatDecimal } from '@/lib/format';
import { Alert, Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { FilterSelect } from '@/components/ui/filter-select';
import { showMessage } from '@/components/layout/site-footer';
import { ApiError } from '@/lib/api/client';
import { useClasses } from '@/lib/api/class';
import { readTenant } from '@/lib/api/tenant-storage';
import { useErrorText } from '@/lib/api/use-error-text';
import { useRound, useSaveRound, type RoundChild } from '@/lib/api/health';
import { assessGrowth } from '@/lib/health/who';
import { dayText, parseDay, schoolToday } from '@/lib/school-time';
import { ClassBadges } from './class-badges';
import { ageText } from './age-text';
import { ListAlert } from '@/components/ui/list-screen';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

const FIELDS = ['height_cm', 'weight_kg', 'temperature_c'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<string, Record<Field, string>>;

const blank = (): Record<Field, string> => ({ height_cm: '', weight_kg: '', temperature_c: '' });
/** A saved value in the form, with the language's decimal mark (the server reads "112,5" and "112.5" alike). */
const shown = (n: number | null, locale: string) => (n === null ? '' : formatDecimal(n, locale));
const toNumber = (text: string) => {
  const n = Number(text.trim().replace(',', '.'));
  return text.trim() && Number.isFinite(n) ? n : null;
};

/** Values typed but not saved yet survive a reload: kept per school, class and day until the round is saved. */
const storageKey = (classId: string, day: string) => `health-round:${readTenant() ?? ''}:${classId}:${day}`;

/**
 * The class check round: one grid for the whole class. Tab and Enter move down a column (height for every child,
 * then weight…), Shift reverses; the WHO classes show as soon as a height and weight are typed; Save writes the
 * round in one transaction, and a refused round marks the values to correct.
 */
export function ClassRound({ canSave }: { canSave: boolean }) {
  const t = useTranslations('health');
  const errorText = useErrorText();
  const classes = useClasses({ page: 1, page_size: 100, order_by: 'age_group' });
  const [classId, setClassId] = useState('');
  const [dayInput, setDayInput] = useState(dayText(schoolToday()));
  const day = parseDay(dayInput);
  const round = useRound(classId, day);
  const classOptions = (classes.data?.data ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.school_year_name})` }));
  return (
    <div data-testid="health-round">
      <p className="small text-body-secondary">{t('round.help')}</p>
      <Row className="g-2 align-items-end mb-3">
        <Col xs={12} sm={6} md={4}>
          <FilterSelect id="round-class" label={t('round.class')} value={classId} onChange={setClassId} allLabel={t('round.chooseClass')} options={classOptions} />
        </Col>
        <Col xs={12} sm={6} md={3}>
          <Form.Label htmlFor="round-day" className="small mb-1">
            {t('round.day')}
          </Form.Label>
          <Form.Control
            id="round-day"
            placeholder="dd/MM/yyyy"
            inputMode="numeric"
            maxLength={10}
            value={dayInput}
            isInvalid={!day}
            onChange={(e) => setDayInput(e.target.value)}
          />
        </Col>
      </Row>
      {!classId ? (
        <p className="text-body-secondary">{t('round.pickClass')}</p>
      ) : !day ? null : round.isLoading ? (
        <Spinner size="sm" aria-label={t('loading')} />
      ) : round.error ? (
        <Alert variant="danger">{errorText(round.error)}</Alert>
      ) : !round.data?.length ? (
        <p className="text-body-secondary">{t('round.noChildren')}</p>
      ) : (
        // A new class, day or saved answer starts the grid again from the server's values (and any kept typing).
        <RoundGrid key={`${classId}:${day}:${round.dataUpdatedAt}`} classId={classId} day={day} saved={round.data} canSave={canSave} />
      )}
    </div>
  );
}

function startValues(classId: string, day: string, saved: RoundChild[], locale: string) {
  const start: Values = {};
  for (const c of saved) {
    start[c.student_id] = {
      height_cm: shown(c.height_cm, locale),
      weight_kg: shown(c.weight_kg, locale),
      temperature_c: shown(c.temperature_c, locale),
    };
  }
  let kept: Values | null = null;
  try {
    kept = JSON.parse(localStorage.getItem(storageKey(classId, day)) ?? 'null') as Values | null;
  } catch {
    kept = null;
  }
  if (kept) for (const [id, v] of Object.entries(kept)) if (start[id]) start[id] = { ...start[id], ...v };
  return { values: start, restored: !!kept && Object.keys(kept).length > 0 };
}

function RoundGrid({ classId, day, saved, canSave }: { classId: string; day: string; saved: RoundChild[]; canSave: boolean }) {
  const t = useTranslations('health');
  const errorText = useErrorText();
  const save = useSaveRound();
  const locale = useLocale();
  const [initial] = useState(() => startValues(classId, day, saved, locale));
  const [values, setValues] = useState<Values>(initial.values);
  const [restored, setRestored] = useState(initial.restored);
  const [rowErrors, setRowErrors] = useState<Record<string, Partial<Record<Field, string>>>>({});
  const [error, setError] = useState<string | null>(null);
  // Values far from the children's last measurements: the answer's words and rows, asked about before saving.
  const [far, setFar] = useState<{ text: string; rows: { student_name: string; text: string }[] } | null>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const children = saved;

  const change = (id: string, field: Field, text: string) => {
    setValues((prev) => {
      const next = { ...prev, [id]: { ...(prev[id] ?? blank()), [field]: text } };
      localStorage.setItem(storageKey(classId, day), JSON.stringify(next));
      return next;
    });
    setRowErrors((prev) => (prev[id]?.[field] ? { ...prev, [id]: { ...prev[id], [field]: undefined } } : prev));
  };

  // Column-wise order: down the height column, then the weight column, then the temperature column.
  const order = FIELDS.flatMap((f) => children.map((c) => `${f}:${c.student_id}`));
  const move = (key: string, back: boolean) => {
    const at = order.indexOf(key);
    const next = order[at + (back ? -1 : 1)];
    if (!next) return false;
    inputs.current.get(next)?.focus();
    inputs.current.get(next)?.select();
    return true;
  };
  const onKey = (key: string) => (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter' && e.key !== 'Tab') return;
    if (e.nativeEvent.isComposing) return;
    if (move(key, e.shiftKey)) e.preventDefault();
    else if (e.key === 'Enter') e.preventDefault();
  };

  const submit = async (confirmed = false) => {
    setError(null);
    setRowErrors({});
    setFar(null);
    const rows = children
      .map((c) => ({ student_id: c.student_id, ...(values[c.student_id] ?? blank()) }))
      .filter((r) => r.height_cm.trim() || r.weight_kg.trim() || r.temperature_c.trim());
    try {
      const result = await save.mutateAsync({ class_id: classId, measured_on: day, rows, ...(confirmed ? { confirmed } : {}) });
      localStorage.removeItem(storageKey(classId, day));
      showMessage(result.text ?? t('round.saved'), 'success');
    } catch (e) {
      if (e instanceof ApiError) {
        const byChild: Record<string, Partial<Record<Field, string>>> = {};
        const reported = (e.details.rows ?? []) as { student_id: string; field: string; text: string }[];
        for (const r of reported) {
          const field = (FIELDS as readonly string[]).includes(r.field) ? (r.field as Field) : 'height_cm';
          byChild[r.student_id] = { ...byChild[r.student_id], [field]: r.text };
        }
        // A 400 from the schema names fields as rows.<i>.<field>.
        for (const [path, text] of Object.entries(e.fields ?? {})) {
          const m = /^rows\.(\d+)\.(\w+)$/.exec(path);
          const row = m ? rows[Number(m[1])] : undefined;
          if (row && (FIELDS as readonly string[]).includes(m![2])) {
            byChild[row.student_id] = { ...byChild[row.student_id], [m![2] as Field]: text };
          }
        }
        setRowErrors(byChild);
        if (e.details.confirm === true) {
          setFar({ text: errorText(e), rows: reported as unknown as { student_name: string; text: string }[] });
          return;
        }
      }
      setError(errorText(e));
    }
  };

  return (
    <>
      {restored && (
        <Alert variant="info" className="py-2" data-testid="round-restored" dismissible onClose={() => setRestored(false)}>
          <i className="bi bi-arrow-counterclockwise me-2" aria-hidden="true" />
          {t('round.restored')}
        </Alert>
      )}
      <ListAlert text={error} />
      <ConfirmDialog
        show={!!far}
        title={t('round.farTitle')}
        confirmLabel={t('round.farConfirm')}
        variant="warning"
        pending={save.isPending}
        onHide={() => setFar(null)}
        onConfirm={() => void submit(true)}
        testId="round-far-dialog"
      >
        <p>{far?.text}</p>
        <ul className="mb-0">
          {far?.rows.map((r, i) => (
            <li key={i}>
              <strong>{r.student_name}</strong>: {r.text}
            </li>
          ))}
        </ul>
      </ConfirmDialog>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="d-none d-md-flex row g-2 small fw-semibold border-bottom pb-1 mb-1" aria-hidden="true">
          <div className="col-md-4">{t('columns.student')}</div>
          <div className="col-md-2">{t('columns.height_cm')}</div>
          <div className="col-md-2">{t('columns.weight_kg')}</div>
          <div className="col-md-1">{t('columns.temperature_c')}</div>
          <div className="col-md-3">{t('columns.classes')}</div>
        </div>
        <ol className="list-unstyled mb-3" aria-label={t('round.gridLabel')}>
          {children.map((c) => (
            <RoundLine
              key={c.student_id}
              child={c}
              values={values[c.student_id] ?? blank()}
              errors={rowErrors[c.student_id] ?? {}}
              disabled={!canSave}
              register={(field, el) => {
                const key = `${field}:${c.student_id}`;
                if (el) inputs.current.set(key, el);
                else inputs.current.delete(key);
              }}
              onChange={(field, text) => change(c.student_id, field, text)}
              onKey={(field) => onKey(`${field}:${c.student_id}`)}
            />
          ))}
        </ol>
        {canSave && (
          <div className="d-flex justify-content-end">
            <Button type="submit" size="lg" disabled={save.isPending} data-testid="round-save">
              {save.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
              <i className="bi bi-save me-2" aria-hidden="true" />
              {t('round.save')}
            </Button>
          </div>
        )}
      </form>
    </>
  );
}

function RoundLine({
  child,
  values,
  errors,
  disabled,
  register,
  onChange,
  onKey,
}: {
  child: RoundChild;
  values: Record<Field, string>;
  errors: Partial<Record<Field, string>>;
  disabled: boolean;
  register: (field: Field, el: HTMLInputElement | null) => void;
  onChange: (field: Field, text: string) => void;
  onKey: (field: Field) => (e: KeyboardEvent<HTMLInputElement>) => void;
}) {
  const t = useTranslations('health');
  const height = toNumber(values.height_cm);
  const weight = toNumber(values.weight_kg);
  // The classes as the server will compute them, shown while typing (the server's answer replaces them on save).
  const preview =
    height !== null || weight !== null
      ? assessGrowth({ sex: child.gender === 'female' ? 'F' : 'M', ageDays: child.age_days, heightCm: height, weightKg: weight }).classes
      : child.classes;
  const cell = (field: Field, step: string) => {
    const id = `round-${field}-${child.student_id}`;
    return (
      <>
        <label htmlFor={id} className="form-label small mb-0 d-md-none">
          {t(`columns.${field}`)}
        </label>
        <input
          id={id}
          ref={(el) => register(field, el)}
          className={`form-control${errors[field] ? ' is-invalid' : ''}`}
          inputMode="decimal"
          step={step}
          autoComplete="off"
          aria-label={`${t(`columns.${field}`)} – ${child.student_name}`}
          aria-invalid={!!errors[field]}
          aria-describedby={errors[field] ? `${id}-error` : undefined}
          value={values[field]}
          disabled={disabled}
          onChange={(e) => onChange(field, e.target.value)}
          onKeyDown={onKey(field)}
          data-testid={`round-${field}`}
        />
        {errors[field] && (
          <div id={`${id}-error`} className="invalid-feedback d-block">
            {errors[field]}
          </div>
        )}
      </>
    );
  };
  return (
    <li className="row g-2 align-items-start py-2 border-bottom" data-testid="round-line">
      <div className="col-12 col-md-4">
        <div className="fw-semibold">{child.student_name}</div>
        <div className="small text-body-secondary">
          {child.student_code} · {ageText(t, child.age_days)}
        </div>
      </div>
      <div className="col-4 col-md-2">{cell('height_cm', '0.1')}</div>
      <div className="col-4 col-md-2">{cell('weight_kg', '0.1')}</div>
      <div className="col-4 col-md-1">{cell('temperature_c', '0.1')}</div>
      <div className="col-12 col-md-3" data-testid="round-classes" aria-live="polite">
        <ClassBadges classes={preview} />
      </div>
    </li>
  );
}
