'use client';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { Alert, Form, Spinner } from 'react-bootstrap';
import { FormDialog, RequiredLabel } from '@/components/ui/form-dialog';
import { showMessage } from '@/components/layout/site-footer';
import { useFieldError } from '@/components/management/class/field-error';
import { ApiError } from '@/lib/api/client';
import { useDebounced } from '@/lib/api/use-debounced';
import { useErrorText } from '@/lib/api/use-error-text';
import { MAX_ABSENCE_ATTACHMENT_BYTES } from '@/lib/attendance-values';
import { absenceCreateSchema, type AbsenceCreateFormInput, type AbsenceCreateInput } from '@/lib/schemas/absence';
import { dayText, schoolToday } from '@/lib/school-time';
import { useChildOptions, useCreateAbsence, useUploadAbsenceAttachment, type ChildOption } from '@/lib/api/absence';

const ACCEPT = 'image/png,image/jpeg,image/webp,application/pdf';

/** Staff enter a leave request on a parent's behalf: pick a studying child, the days, the reason, maybe a file. */
export function AbsenceCreateDialog({ onHide, onCreated }: { onHide: () => void; onCreated: (id: string) => void }) {
  const t = useTranslations('absence');
  const errorText = useErrorText();
  const fieldError = useFieldError();
  const create = useCreateAbsence();
  const attach = useUploadAbsenceAttachment();
  const [error, setError] = useState<string | null>(null);
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim());
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const today = dayText(schoolToday());
  const form = useForm<AbsenceCreateFormInput, unknown, AbsenceCreateInput>({
    resolver: zodResolver(absenceCreateSchema),
    defaultValues: { student_id: '', from_date: today, to_date: today, reason: '' },
  });
  const children = useChildOptions(search);
  const [chosen, setChosen] = useState<ChildOption | null>(null);
  // The chosen child stays on the list while the user searches for another.
  const found = search.length >= 2 ? (children.data?.data ?? []) : [];
  const options = chosen ? [chosen, ...found.filter((c) => c.id !== chosen.id)] : found;
  const choose = (child: ChildOption) => {
    setChosen(child);
    form.setValue('student_id', child.id, { shouldValidate: form.formState.isSubmitted });
  };

  const pickFile = (next: File | null) => {
    setFileError(null);
    if (next && next.size > MAX_ABSENCE_ATTACHMENT_BYTES) {
      setFileError(t('attachmentTooLarge', { mb: MAX_ABSENCE_ATTACHMENT_BYTES / 1024 / 1024 }));
      setFile(null);
      return;
    }
    setFile(next);
  };

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    if (fileError) return;
    let id: string;
    try {
      id = (await create.mutateAsync(values)).id!;
    } catch (e) {
      if (e instanceof ApiError && e.fields) {
        for (const [field, message] of Object.entries(e.fields)) form.setError(field as keyof AbsenceCreateFormInput, { message });
      }
      setError(errorText(e));
      return;
    }
    if (file) {
      try {
        await attach.mutateAsync({ id, file });
      } catch (e) {
        // The request stands; only the file is missing, and can be sent again later.
        showMessage(t('attachmentFailed', { error: errorText(e) }), 'warning');
        onHide();
        onCreated(id);
        return;
      }
    }
    showMessage(t('createdShort'), 'success');
    onHide();
    onCreated(id);
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      show
      onHide={onHide}
      title={t('createTitle')}
      submitLabel={t('createSubmit')}
      onSubmit={() => void submit()}
      submitting={create.isPending || attach.isPending}
      testId="absence-create"
    >
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      <p className="small text-body-secondary">{t('createHelp')}</p>
      <Form.Group className="mb-2" controlId="absence-child-search">
        <Form.Label>{t('childSearch')}</Form.Label>
        <Form.Control
          type="search"
          placeholder={t('childSearchPlaceholder')}
          value={searchText}
          autoComplete="off"
          onChange={(e) => setSearchText(e.target.value)}
        />
      </Form.Group>
      <fieldset className="mb-3" aria-describedby={errors.student_id ? 'absence-child-error' : undefined}>
        <legend className="form-label fs-6 mb-1">
          <RequiredLabel>{t('fields.student')}</RequiredLabel>
        </legend>
        {children.isFetching && <Spinner size="sm" aria-hidden="true" />}
        {search.length < 2 && <div className="small text-body-secondary">{t('childSearchHint')}</div>}
        {search.length >= 2 && !children.isFetching && found.length === 0 && (
          <div className="small text-body-secondary">{t('noChildFound')}</div>
        )}
        {children.error && <div className="small text-danger">{errorText(children.error)}</div>}
        <div className="d-flex flex-column gap-1">
          {options.map((c) => (
            <Form.Check
              key={c.id}
              type="radio"
              id={`absence-child-${c.id}`}
              name="absence-student"
              value={c.id}
              label={`${c.full_name} · ${c.code}${c.class_name ? ` · ${c.class_name}` : ''}`}
              checked={chosen?.id === c.id}
              onChange={() => choose(c)}
            />
          ))}
        </div>
        {errors.student_id && (
          <div id="absence-child-error" className="small text-danger mt-1">
            {fieldError(errors.student_id.message)}
          </div>
        )}
      </fieldset>
      <div className="row g-2 mb-3">
        <Form.Group className="col-6" controlId="absence-from_date">
          <Form.Label>
            <RequiredLabel>{t('fields.fromDate')}</RequiredLabel>
          </Form.Label>
          <Form.Control placeholder="dd/MM/yyyy" inputMode="numeric" maxLength={10} aria-required="true" isInvalid={!!errors.from_date} {...form.register('from_date')} />
          <Form.Control.Feedback type="invalid">{fieldError(errors.from_date?.message)}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="col-6" controlId="absence-to_date">
          <Form.Label>
            <RequiredLabel>{t('fields.toDate')}</RequiredLabel>
          </Form.Label>
          <Form.Control placeholder="dd/MM/yyyy" inputMode="numeric" maxLength={10} aria-required="true" isInvalid={!!errors.to_date} {...form.register('to_date')} />
          <Form.Control.Feedback type="invalid">{fieldError(errors.to_date?.message)}</Form.Control.Feedback>
        </Form.Group>
      </div>
      <Form.Group className="mb-3" controlId="absence-reason">
        <Form.Label>
          <RequiredLabel>{t('fields.reason')}</RequiredLabel>
        </Form.Label>
        <Form.Control as="textarea" rows={3} maxLength={500} aria-required="true" isInvalid={!!errors.reason} {...form.register('reason')} />
        <Form.Control.Feedback type="invalid">{fieldError(errors.reason?.message)}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group controlId="absence-attachment">
        <Form.Label>{t('fields.attachmentOptional')}</Form.Label>
        <Form.Control
          type="file"
          accept={ACCEPT}
          isInvalid={!!fileError}
          onChange={(e) => pickFile((e.target as HTMLInputElement).files?.[0] ?? null)}
        />
        <Form.Text>{t('attachmentHelp', { mb: MAX_ABSENCE_ATTACHMENT_BYTES / 1024 / 1024 })}</Form.Text>
        <Form.Control.Feedback type="invalid">{fileError}</Form.Control.Feedback>
      </Form.Group>
    </FormDialog>
  );
}
