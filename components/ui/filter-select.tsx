'use client';
import { Form } from 'react-bootstrap';

/** A list filter: a small label, a select whose first option means "no filter", then the choices. */
export function FilterSelect<T extends string>({
  id,
  label,
  value,
  onChange,
  allLabel,
  options,
}: {
  id: string;
  label: string;
  value: T | '';
  onChange: (value: T | '') => void;
  allLabel: string;
  options: readonly { value: T; label: string }[];
}) {
  return (
    <>
      <Form.Label htmlFor={id} className="small mb-1">
        {label}
      </Form.Label>
      <Form.Select id={id} value={value} onChange={(e) => onChange(e.target.value as T | '')}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Form.Select>
    </>
  );
}
