'use client';
import { Form, InputGroup } from 'react-bootstrap';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A colour as #rrggbb: the browser's picker and the text beside it, both labelled, one value. */
export function ColourField({
  id,
  label,
  value,
  error,
  onPick,
  register,
}: {
  id: string;
  label: string;
  value: string | undefined;
  error?: string;
  onPick: (value: string) => void;
  register: UseFormRegisterReturn;
}) {
  const valid = !!value && /^#[0-9a-fA-F]{6}$/.test(value);
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          type="color"
          className="form-control-color flex-grow-0"
          value={valid ? value!.toLowerCase() : '#000000'}
          onChange={(e) => onPick(e.target.value)}
          aria-label={label}
          id={`${id}-picker`}
        />
        <Form.Control
          maxLength={7}
          spellCheck={false}
          autoCapitalize="none"
          isInvalid={!!error}
          placeholder="#rrggbb"
          {...register}
        />
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      </InputGroup>
    </Form.Group>
  );
}
