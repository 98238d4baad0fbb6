'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Form, Spinner } from 'react-bootstrap';
import { RequiredLabel } from '@/components/ui/form-dialog';
import { useChildOptions, type ChildOption } from '@/lib/api/absence';
import { useDebounced } from '@/lib/api/use-debounced';
import { useErrorText } from '@/lib/api/use-error-text';

type Words = { search: string; placeholder?: string; legend: string; hint?: string; none?: string };

/**
 * Staff choose the studying child a record is for: a search (two letters at least), then the children found as
 * radio buttons. The chosen child stays on the list while the user searches for another. Ids start with `id`;
 * the words come from the area's messages (`ns`: childSearch, childSearchPlaceholder, fields.student,
 * childSearchHint, noChildFound) or are given (`words`).
 */
export function ChildPicker({
  id,
  ns = 'absence',
  words: given,
  error,
  onChoose,
}: {
  id: string;
  ns?: 'absence' | 'vaccine' | 'medicine';
  words?: Words;
  /** The form's message for the child, if any. */
  error?: string;
  onChoose: (child: ChildOption) => void;
}) {
  const t = useTranslations(ns);
  const words: Words = given ?? {
    search: t('childSearch'),
    placeholder: t('childSearchPlaceholder'),
    legend: t('fields.student'),
    hint: t('childSearchHint'),
    none: t('noChildFound'),
  };
  const errorText = useErrorText();
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim());
  const children = useChildOptions(search);
  const [chosen, setChosen] = useState<ChildOption | null>(null);
  const found = search.length >= 2 ? (children.data?.data ?? []) : [];
  const options = chosen ? [chosen, ...found.filter((c) => c.id !== chosen.id)] : found;
  return (
    <>
      <Form.Group className="mb-2" controlId={`${id}-child-search`}>
        <Form.Label>{words.search}</Form.Label>
        <Form.Control
          type="search"
          placeholder={words.placeholder}
          value={searchText}
          autoComplete="off"
          onChange={(e) => setSearchText(e.target.value)}
        />
      </Form.Group>
      <fieldset className="mb-3" aria-describedby={error ? `${id}-child-error` : undefined}>
        <legend className="form-label fs-6 mb-1">
          <RequiredLabel>{words.legend}</RequiredLabel>
        </legend>
        {children.isFetching && <Spinner size="sm" aria-hidden="true" />}
        {words.hint && search.length < 2 && <div className="small text-body-secondary">{words.hint}</div>}
        {words.none && search.length >= 2 && !children.isFetching && found.length === 0 && (
          <div className="small text-body-secondary">{words.none}</div>
        )}
        {children.error && <div className="small text-danger">{errorText(children.error)}</div>}
        <div className="d-flex flex-column gap-1">
          {options.map((c) => (
            <Form.Check
              key={c.id}
              type="radio"
              id={`${id}-child-${c.id}`}
              name={`${id}-student`}
              value={c.id}
              label={`${c.full_name} · ${c.code}${c.class_name ? ` · ${c.class_name}` : ''}`}
              checked={chosen?.id === c.id}
              onChange={() => {
                setChosen(c);
                onChoose(c);
              }}
            />
          ))}
        </div>
        {error && (
          <div id={`${id}-child-error`} className="small text-danger mt-1">
            {error}
          </div>
        )}
      </fieldset>
    </>
  );
}
