'use client';
import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { parentMutate } from '@/lib/api/parent-client';
import { useErrorText } from '@/lib/api/use-error-text';
import { useRouter } from '@/lib/i18n/navigation';
import { MAX_ABSENCE_ATTACHMENT_BYTES } from '@/lib/attendance-values';
import type { AbsenceRow } from '@/lib/schemas/absence';
import { ParentFileInput, useParentUpload } from '../shared/parent-file-input';
import {
  CancelRequest,
  type OnDone,
  type Tone,
  FormError,
  RequestBadge,
  RequestHistory,
  fieldError,
  useRangeText,
} from './request-bits';
import { RequestFormActions, RequestScreen, type RequestChild } from './request-screen';

/** What the leave form takes: PNG, JPEG, WebP or PDF (judged by content on the server), at most 5 MB. */
const ATTACHMENT_ACCEPT = 'image/*,application/pdf';
const ATTACHMENT_MAX_BYTES = MAX_ABSENCE_ATTACHMENT_BYTES;

type Child = RequestChild;

/**
 * /parent/absences: the child's leave requests, newest first, with their state and the school's decision; a form
 * to ask for leave (days, reason, an optional file); cancel while the request waits.
 */
export function AbsenceScreen({
  child,
  rows,
  total,
  today,
}: {
  child: Child;
  rows: AbsenceRow[];
  total: number;
  today: string;
}) {
  const t = useTranslations('parentAbsence');
  return (
    <RequestScreen
      kind="absence"
      testId="parent-absences"
      listPath="absences/get-list"
      child={child}
      rows={rows}
      total={total}
      icon="bi-calendar-plus"
      newText={t('new')}
      emptyText={t('empty', { name: child.name })}
      form={(props) => <AbsenceForm child={child} today={today} {...props} />}
      card={(row, onDone) => <AbsenceCard key={row.id} row={row} onDone={onDone} />}
    />
  );
}

function AbsenceForm({
  child,
  today,
  onClose,
  onSent,
}: {
  child: Child;
  today: string;
  onClose: () => void;
  onSent: (text: string, tone: Tone) => void;
}) {
  const t = useTranslations('parentAbsence');
  const tr = useTranslations('parentRequests');
  const errorText = useErrorText();
  const router = useRouter();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const attachment = useParentUpload();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const created = await parentMutate('post', 'absences/create', {
        student_id: child.id,
        from_date: String(form.get('from_date') ?? ''),
        to_date: String(form.get('to_date') ?? ''),
        reason: String(form.get('reason') ?? ''),
      });
      const refused =
        file && created.id ? await attachment.upload(`absences/upload-attachment/${created.id}`, file) : null;
      router.refresh();
      // The request is saved even when its file was refused: say so; its card offers to attach another.
      if (refused) onSent(tr('fileFailed', { error: refused }), 'warning');
      else onSent(t('created'), 'success');
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  }

  const invalid = (field: string) => fieldError(error, field);
  const feedback = (field: string) =>
    invalid(field) && (
      <div id={`${id}-${field}-error`} className="invalid-feedback d-block">
        {invalid(field)}
      </div>
    );
  const described = (field: string) => (invalid(field) ? `${id}-${field}-error` : undefined);

  return (
    <form
      onSubmit={submit}
      noValidate
      className="parent-card parent-req-form"
      data-testid="absence-form"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="parent-req-heading">
        {t('formTitle', { name: child.name })}
      </h2>
      <div className="parent-req-dates">
        <div className="mb-3">
          <label htmlFor={`${id}-from`} className="form-label">
            {tr('from')}
          </label>
          <input
            id={`${id}-from`}
            name="from_date"
            type="date"
            defaultValue={today}
            className={`form-control form-control-lg${invalid('from_date') ? ' is-invalid' : ''}`}
            aria-describedby={described('from_date')}
            required
          />
          {feedback('from_date')}
        </div>
        <div className="mb-3">
          <label htmlFor={`${id}-to`} className="form-label">
            {tr('to')}
          </label>
          <input
            id={`${id}-to`}
            name="to_date"
            type="date"
            defaultValue={today}
            className={`form-control form-control-lg${invalid('to_date') ? ' is-invalid' : ''}`}
            aria-describedby={described('to_date')}
            required
          />
          {feedback('to_date')}
        </div>
      </div>
      <div className="mb-3">
        <label htmlFor={`${id}-reason`} className="form-label">
          {t('reason')}
        </label>
        <textarea
          id={`${id}-reason`}
          name="reason"
          rows={3}
          maxLength={500}
          className={`form-control form-control-lg${invalid('reason') ? ' is-invalid' : ''}`}
          aria-describedby={described('reason')}
          required
        />
        {feedback('reason')}
      </div>
      <ParentFileInput
        label={t('attachment')}
        hint={t('attachmentHint')}
        accept={ATTACHMENT_ACCEPT}
        maxBytes={ATTACHMENT_MAX_BYTES}
        file={file}
        onChange={setFile}
        progress={attachment.progress}
        error={null}
        disabled={busy}
        testId="absence-file"
      />
      <FormError text={error ? errorText(error) : null} testId="absence-form-error" />
      <RequestFormActions busy={busy} onClose={onClose} />
    </form>
  );
}

function AbsenceCard({ row, onDone }: { row: AbsenceRow; onDone: OnDone }) {
  const t = useTranslations('parentAbsence');
  const tr = useTranslations('parentRequests');
  const range = useRangeText()(row.from_date, row.to_date);
  const router = useRouter();
  const attachment = useParentUpload();
  return (
    <li className="parent-card parent-req-card" data-testid="absence-card" data-status={row.status}>
      <div className="parent-req-top">
        <div className="min-w-0">
          <div className="fw-semibold">{range}</div>
          <div className="small text-body-secondary">{t('days', { count: row.days })}</div>
        </div>
        <RequestBadge status={row.status} />
      </div>
      <p className="parent-req-reason">{row.reason}</p>
      {row.has_attachment && (
        <a
          className="parent-req-file"
          href={`/api/app/absences/attachment?id=${row.id}`}
          target="_blank"
          rel="noopener"
          data-testid="absence-attachment"
        >
          <i className="bi bi-paperclip me-1" aria-hidden="true" />
          {t('viewAttachment', { name: row.attachment_name ?? '' })}
        </a>
      )}
      <RequestHistory row={row} rejectReason={row.reject_reason} />
      {row.status === 'pending' && (
        <div className="parent-req-actions">
          {!row.has_attachment && (
            <ParentFileInput
              variant="button"
              label={t('attachLabel', { range })}
              buttonText={t('attach')}
              accept={ATTACHMENT_ACCEPT}
              maxBytes={ATTACHMENT_MAX_BYTES}
              onChange={async (file) => {
                if (file && !(await attachment.upload(`absences/upload-attachment/${row.id}`, file))) {
                  onDone(t('attached'));
                  router.refresh();
                }
              }}
              progress={attachment.progress}
              error={attachment.error}
              testId="absence-attach"
            />
          )}
          <CancelRequest id={row.id} path="absences/cancel" label={tr('cancelLabel', { range })} onDone={onDone} />
        </div>
      )}
    </li>
  );
}
