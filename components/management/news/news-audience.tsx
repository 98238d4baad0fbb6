'use client';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Form, Spinner } from 'react-bootstrap';
import { SearchField } from '@/components/ui/filter-select';
import { useClasses } from '@/lib/api/class';
import { useDebounced } from '@/lib/api/use-debounced';
import { useStudents } from '@/lib/api/student';

type Chosen = { id: string; label: string };

/** A picker of the post's audience, bound to the form: the ids chosen, the field's message, off when not editable. */
export type AudienceProps = { value: string[]; onChange: (ids: string[]) => void; error?: string; disabled: boolean };

/** A child as the pickers name them: with the class, when there is one. */
export const studentLabel = (s: { full_name: string; class_name: string | null }) =>
  s.class_name ? `${s.full_name} (${s.class_name})` : s.full_name;

/** The audience's required group of choices, and the field's message under it. */
function AudienceFieldset({
  testId,
  legend,
  error,
  children,
}: {
  testId: string;
  legend: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="mb-3" data-testid={testId}>
      <legend className="form-label fs-6">
        {legend} <span className="text-danger">*</span>
      </legend>
      {children}
      {error && <div className="invalid-feedback d-block">{error}</div>}
    </fieldset>
  );
}

/** The classes of the audience: the caller's classes (a teacher's own), ticked. */
export function ClassPicker({ value, onChange, error, disabled }: AudienceProps) {
  const t = useTranslations('news');
  const classes = useClasses({ page: 1, page_size: 100, order_by: 'age_group', status: 'active' });
  return (
    <AudienceFieldset testId="news-class-picker" legend={t('fields.classes')} error={error}>
      {classes.isLoading && <Spinner size="sm" />}
      <div className="d-flex flex-wrap gap-2">
        {(classes.data?.data ?? []).map((c) => (
          <Form.Check
            key={c.id}
            type="checkbox"
            id={`news-class-${c.id}`}
            className="border rounded px-4 py-2 m-0"
            label={`${c.name} (${c.school_year_name})`}
            checked={value.includes(c.id)}
            disabled={disabled}
            onChange={(e) => onChange(e.target.checked ? [...value, c.id] : value.filter((v) => v !== c.id))}
          />
        ))}
      </div>
    </AudienceFieldset>
  );
}

/** The children of the audience: search (a teacher finds only their classes' children), tick, remove. */
export function StudentPicker({
  value,
  initial,
  onChange,
  error,
  disabled,
}: AudienceProps & {
  /** The children already chosen, with their names. */
  initial: Chosen[];
}) {
  const t = useTranslations('news');
  const [labels, setLabels] = useState<Map<string, string>>(() => new Map(initial.map((c) => [c.id, c.label])));
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim());
  const found = useStudents({ page: 1, page_size: 20, search: search || undefined, status: 'studying' });
  const chosen = useMemo(() => value.map((id) => ({ id, label: labels.get(id) ?? id })), [value, labels]);
  const toggle = (id: string, label: string, on: boolean) => {
    setLabels((m) => new Map(m).set(id, label));
    onChange(on ? [...value, id] : value.filter((v) => v !== id));
  };
  return (
    <AudienceFieldset testId="news-student-picker" legend={t('fields.students')} error={error}>
      {chosen.length > 0 && (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-2" aria-label={t('chosenStudents')}>
          {chosen.map((c) => (
            <li key={c.id} className="badge text-bg-primary d-flex align-items-center gap-1 fs-6 fw-normal">
              {c.label}
              {!disabled && (
                <button
                  type="button"
                  className="btn btn-sm btn-link text-white p-0 ms-1"
                  aria-label={t('removeStudent', { name: c.label })}
                  onClick={() => toggle(c.id, c.label, false)}
                >
                  <i className="bi bi-x-circle" aria-hidden="true" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!disabled && (
        <>
          <SearchField
            id="news-student-search"
            label={t('findStudent')}
            placeholder={t('findStudentPlaceholder')}
            value={searchText}
            onChange={setSearchText}
          />
          <div className="border rounded mt-1 overflow-auto" style={{ maxHeight: 220 }}>
            {(found.data?.data ?? []).map((s) => {
              const label = studentLabel(s);
              return (
                <Form.Check
                  key={s.id}
                  type="checkbox"
                  id={`news-student-${s.id}`}
                  className="px-5 py-2 border-bottom m-0"
                  label={label}
                  checked={value.includes(s.id)}
                  onChange={(e) => toggle(s.id, label, e.target.checked)}
                />
              );
            })}
          </div>
        </>
      )}
    </AudienceFieldset>
  );
}
