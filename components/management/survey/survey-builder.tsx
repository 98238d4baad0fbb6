'use client';
import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Card, Col, Form, Row, Spinner } from 'react-bootstrap';
import { SidePanelForm } from '@/components/ui/side-panel-form';
import { useClasses } from '@/lib/api/class';
import { useCreateSurvey, useSurvey, useUpdateSurvey } from '@/lib/api/survey';
import { useErrorText } from '@/lib/api/use-error-text';
import { surveySchema, type SurveyFormInput } from '@/lib/schemas/survey';
import { addDays, schoolDayOf, schoolInstant, schoolTimeOf, schoolToday } from '@/lib/school-time';
import {
  QUESTION_TYPES,
  V1_QUESTION_TYPES,
  type QuestionType,
  type SurveyAudience,
  type SurveyKind,
} from '@/lib/survey-values';
import { ListAlert } from '@/components/ui/list-screen';
import { RowButton } from '@/components/ui/row-actions';
import { Choices, FormField } from '@/components/ui/form-dialog';

type QuestionDraft = {
  key: string;
  type: QuestionType;
  title: string;
  required: boolean;
  optionsText: string;
  allow_other: boolean;
  rowsText: string;
};

type Draft = {
  title: string;
  description: string;
  audience: SurveyAudience;
  class_ids: string[];
  /** yyyy-MM-ddTHH:mm in Vietnam's time (what a datetime-local input holds). */
  opens: string;
  closes: string;
  questions: QuestionDraft[];
};

/** Thumb-sized buttons. */
const TAP = { minWidth: 44, minHeight: 44 };

let nextKey = 0;
const newKey = () => `q${++nextKey}`;
const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
const toLocal = (iso: string) => `${schoolDayOf(iso)}T${schoolTimeOf(iso)}`;
const fromLocal = (v: string) =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v) ? schoolInstant(v.slice(0, 10), v.slice(11, 16)) : v;

const blankQuestion = (type: QuestionType = 'single'): QuestionDraft => ({
  key: newKey(),
  type,
  title: '',
  required: false,
  optionsText: '',
  allow_other: false,
  rowsText: '',
});

function blankDraft(): Draft {
  const today = schoolToday();
  return {
    title: '',
    description: '',
    audience: 'parents',
    class_ids: [],
    opens: `${today}T07:00`,
    closes: `${addDays(today, 7)}T17:00`,
    questions: [blankQuestion()],
  };
}

/**
 * The survey builder in a side panel: title, audience and times, then the questions (add, edit, move, remove,
 * required). Saved as a draft or opened at once. A survey with answers keeps its questions (duplicate it instead).
 */
type BuilderProps = {
  kind: SurveyKind;
  /** The survey to edit, or null for a new one. */
  id: string | null;
  onHide: () => void;
  /** The server's words once saved. */
  onSaved: (text: string) => void;
};

export function SurveyBuilder({ kind, id, onHide, onSaved }: BuilderProps) {
  const t = useTranslations('survey');
  const errorText = useErrorText();
  const existing = useSurvey(id);
  if (id && !existing.data) {
    return (
      <SidePanelForm show onHide={onHide} width={880} title={t('editTitle')} testId="survey-builder">
        {existing.error ? (
          <Alert variant="danger" role="alert">
            {errorText(existing.error)}
          </Alert>
        ) : (
          <div className="text-center py-5" role="status">
            <Spinner aria-hidden="true" />
            <span className="visually-hidden">{t('loading')}</span>
          </div>
        )}
      </SidePanelForm>
    );
  }
  const s = existing.data;
  const initial: Draft = s
    ? {
        title: s.title,
        description: s.description,
        audience: s.audience,
        class_ids: s.class_ids,
        opens: toLocal(s.opens_at),
        closes: toLocal(s.closes_at),
        questions: s.questions.map((q) => ({
          key: newKey(),
          type: q.type,
          title: q.title,
          required: q.required,
          optionsText: q.options.join('\n'),
          allow_other: q.allow_other,
          rowsText: q.rows.join('\n'),
        })),
      }
    : blankDraft();
  return (
    <BuilderForm kind={kind} id={id} initial={initial} locked={!!s?.has_answers} onHide={onHide} onSaved={onSaved} />
  );
}

function BuilderForm({
  kind,
  id,
  initial,
  locked,
  onHide,
  onSaved,
}: BuilderProps & {
  initial: Draft;
  locked: boolean;
}) {
  const t = useTranslations('survey');
  const errorText = useErrorText();
  const classes = useClasses({ page: 1, page_size: 100, order_by: 'age_group' });
  const create = useCreateSurvey();
  const update = useUpdateSurvey();
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const statusRef = useRef<'draft' | 'open'>('draft');
  const types = kind === 'survey_v1' ? V1_QUESTION_TYPES : QUESTION_TYPES;

  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const setQuestion = (i: number, patch: Partial<QuestionDraft>) =>
    setDraft((d) => ({ ...d, questions: d.questions.map((q, j) => (j === i ? { ...q, ...patch } : q)) }));
  const move = (i: number, by: number) =>
    setDraft((d) => {
      const qs = [...d.questions];
      const [q] = qs.splice(i, 1);
      qs.splice(i + by, 0, q);
      return { ...d, questions: qs };
    });
  const remove = (i: number) => setDraft((d) => ({ ...d, questions: d.questions.filter((_, j) => j !== i) }));

  const submit = async () => {
    setFailure(null);
    const values: SurveyFormInput = {
      kind,
      title: draft.title,
      description: draft.description,
      audience: draft.audience,
      class_ids: draft.audience === 'parents' ? draft.class_ids : [],
      opens_at: fromLocal(draft.opens),
      closes_at: fromLocal(draft.closes),
      status: statusRef.current,
      questions: draft.questions.map((q) => ({
        type: q.type,
        title: q.title,
        required: q.required,
        options: lines(q.optionsText),
        allow_other: q.type === 'single' && q.allow_other,
        rows: lines(q.rowsText),
      })),
    };
    const parsed = surveySchema.safeParse(values);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[issue.path.join('.')] ??= issue.message;
      setErrors(next);
      setFailure(t('fixErrors'));
      return;
    }
    setErrors({});
    try {
      const result = id ? await update.mutateAsync({ id, values: parsed.data }) : await create.mutateAsync(parsed.data);
      onSaved(result.text ?? t('saved'));
    } catch (e) {
      setFailure(errorText(e));
    }
  };

  const err = (path: string) => (errors[path] ? errorText(errors[path]) : null);
  const classOptions = classes.data?.data ?? [];

  return (
    <SidePanelForm
      show
      onHide={onHide}
      width={880}
      title={id ? t('editTitle') : t('newTitle')}
      submitLabel={t('saveDraft')}
      submitting={create.isPending || update.isPending}
      onSubmit={() => {
        statusRef.current = 'draft';
        void submit();
      }}
      testId="survey-builder"
    >
      <>
        <ListAlert text={failure} />
        <FormField id="survey-title" label={t('fields.title')} error={err('title')} className="mb-3">
          <Form.Control
            value={draft.title}
            onChange={(e) => set({ title: e.target.value })}
            isInvalid={!!err('title')}
            maxLength={200}
          />
        </FormField>
        <FormField id="survey-description" label={t('fields.description')} className="mb-3">
          <Form.Control
            as="textarea"
            rows={2}
            value={draft.description}
            onChange={(e) => set({ description: e.target.value })}
          />
        </FormField>
        <Row className="g-3 mb-3">
          <Col xs={12} md={4}>
            <fieldset>
              <legend className="form-label fs-6">{t('fields.audience')}</legend>
              {(['parents', 'staff'] as const).map((a) => (
                <Form.Check
                  key={a}
                  type="radio"
                  id={`survey-audience-${a}`}
                  name="survey-audience"
                  label={t(`audiences.${a}`)}
                  checked={draft.audience === a}
                  onChange={() => set({ audience: a })}
                />
              ))}
            </fieldset>
          </Col>
          {(['opens', 'closes'] as const).map((key) => (
            <Col xs={12} sm={6} md={4} key={key}>
              <FormField id={`survey-${key}`} label={t(`fields.${key}At`)} error={err(`${key}_at`)}>
                <Form.Control
                  type="datetime-local"
                  value={draft[key]}
                  onChange={(e) => set({ [key]: e.target.value })}
                  isInvalid={!!err(`${key}_at`)}
                />
              </FormField>
            </Col>
          ))}
        </Row>
        {draft.audience === 'parents' && (
          <fieldset className="mb-3">
            <legend className="form-label fs-6 mb-1">{t('fields.classes')}</legend>
            <p className="small text-body-secondary mb-2">{t('classesHint')}</p>
            <div className="d-flex flex-wrap gap-3">
              {classOptions.map((c) => (
                <Form.Check
                  key={c.id}
                  id={`survey-class-${c.id}`}
                  label={c.name}
                  checked={draft.class_ids.includes(c.id)}
                  onChange={(e) =>
                    set({
                      class_ids: e.target.checked
                        ? [...draft.class_ids, c.id]
                        : draft.class_ids.filter((x) => x !== c.id),
                    })
                  }
                />
              ))}
            </div>
          </fieldset>
        )}
        <h3 className="h6 mt-4">{t('questionsTitle', { count: draft.questions.length })}</h3>
        {locked && (
          <Alert variant="warning" className="py-2">
            <i className="bi bi-lock me-2" aria-hidden="true" />
            {t('lockedQuestions')}
          </Alert>
        )}
        {err('questions') && (
          <Alert variant="danger" className="py-2">
            {err('questions')}
          </Alert>
        )}
        <fieldset disabled={locked}>
          <legend className="visually-hidden">{t('questionsLegend')}</legend>
          {draft.questions.map((q, i) => (
            <QuestionEditor
              key={q.key}
              index={i}
              count={draft.questions.length}
              question={q}
              types={types}
              err={(field) => err(`questions.${i}.${field}`)}
              onChange={(patch) => setQuestion(i, patch)}
              onMove={(by) => move(i, by)}
              onRemove={() => remove(i)}
            />
          ))}
          <Button
            variant="outline-primary"
            onClick={() => set({ questions: [...draft.questions, blankQuestion(types[0])] })}
            data-testid="survey-add-question"
          >
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {t('addQuestion')}
          </Button>
        </fieldset>
        <div className="border-top mt-4 pt-3 d-flex justify-content-end">
          <Button
            variant="success"
            disabled={create.isPending || update.isPending}
            onClick={() => {
              statusRef.current = 'open';
              void submit();
            }}
            data-testid="survey-builder-publish"
          >
            <i className="bi bi-send me-1" aria-hidden="true" />
            {t('saveOpen')}
          </Button>
        </div>
      </>
    </SidePanelForm>
  );
}

function QuestionEditor({
  index,
  count,
  question: q,
  types,
  err,
  onChange,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  question: QuestionDraft;
  types: readonly QuestionType[];
  err: (field: string) => string | null;
  onChange: (patch: Partial<QuestionDraft>) => void;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  const t = useTranslations('survey');
  const n = index + 1;
  const id = `survey-q${q.key}`;
  const grid = q.type === 'grid';
  const choice = q.type === 'single' || q.type === 'multiple' || grid;
  const tools = [
    ['bi-arrow-up', t('moveUp', { n }), () => onMove(-1), index === 0],
    ['bi-arrow-down', t('moveDown', { n }), () => onMove(1), index === count - 1],
    ['bi-trash', t('removeQuestion', { n }), onRemove, count === 1],
  ] as const;
  // A choice question's options (a grid's columns) or a grid's rows: one a line.
  const linesField = (field: 'options' | 'rows', label: string, md: number) => (
    <Col xs={12} md={md}>
      <Form.Group controlId={`${id}-${field}`}>
        <Form.Label className="small">{label}</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          value={q[`${field}Text`]}
          onChange={(e) => onChange({ [`${field}Text`]: e.target.value })}
          isInvalid={!!err(field)}
        />
        <Form.Text>{t('onePerLine')}</Form.Text>
        <Form.Control.Feedback type="invalid">{err(field)}</Form.Control.Feedback>
      </Form.Group>
    </Col>
  );
  return (
    <Card className="mb-3" data-testid="survey-question">
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
          <strong>{t('questionN', { n })}</strong>
          <div className="d-flex gap-1">
            {tools.map(([icon, label, onClick, disabled]) => (
              <RowButton
                key={icon}
                icon={icon}
                label={label}
                onClick={onClick}
                disabled={disabled}
                variant={icon === 'bi-trash' ? 'outline-danger' : 'outline-secondary'}
                style={TAP}
              />
            ))}
          </div>
        </div>
        <Row className="g-2">
          <Col xs={12} md={8}>
            <Form.Group controlId={`${id}-title`}>
              <Form.Label className="small">{t('fields.questionTitle', { n })}</Form.Label>
              <Form.Control
                value={q.title}
                onChange={(e) => onChange({ title: e.target.value })}
                isInvalid={!!err('title')}
                maxLength={300}
              />
              <Form.Control.Feedback type="invalid">{err('title')}</Form.Control.Feedback>
            </Form.Group>
          </Col>
          <Col xs={12} md={4}>
            <Form.Group controlId={`${id}-type`}>
              <Form.Label className="small">{t('fields.type', { n })}</Form.Label>
              <Form.Select value={q.type} onChange={(e) => onChange({ type: e.target.value as QuestionType })}>
                <Choices options={types.map((type) => [type, t(`types.${type}`)])} />
              </Form.Select>
            </Form.Group>
          </Col>
          {choice && linesField('options', t(grid ? 'fields.columns' : 'fields.options', { n }), grid ? 6 : 12)}
          {grid && linesField('rows', t('fields.rows', { n }), 6)}
          {q.type === 'rating' && <p className="small text-body-secondary mb-0">{t('ratingHint')}</p>}
          <Col xs={12} className="d-flex flex-wrap gap-4">
            <Form.Check
              id={`${id}-required`}
              label={t('fields.required', { n })}
              checked={q.required}
              onChange={(e) => onChange({ required: e.target.checked })}
            />
            {q.type === 'single' && types.includes('text') && (
              <Form.Check
                id={`${id}-other`}
                label={t('fields.allowOther', { n })}
                checked={q.allow_other}
                onChange={(e) => onChange({ allow_other: e.target.checked })}
              />
            )}
          </Col>
        </Row>
      </Card.Body>
    </Card>
  );
}
