'use client';
import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { DoneNote, OlderButton, useOlderPages, type Done, type OnDone, type Tone } from './request-bits';

export type RequestChild = { id: string; name: string };

/** What a request screen's form gets: close it, or say it was sent (the screen closes it and shows the note). */
export type RequestFormProps = { onClose: () => void; onSent: (text: string, tone: Tone) => void };

/**
 * The shell the parents' absence and medicine screens share: the note of what was just done, the button that opens
 * the form (or the form), the list of sent requests newest first with "older" paging, and the empty state.
 * `kind` names the test ids (`${kind}-new`, `${kind}-list`, `${kind}-empty`).
 */
export function RequestScreen<T extends { id: string }>({
  kind,
  testId,
  listPath,
  child,
  rows,
  total,
  icon,
  newText,
  emptyText,
  form,
  card,
}: {
  kind: string;
  testId: string;
  listPath: string;
  child: RequestChild;
  rows: T[];
  total: number;
  icon: string;
  newText: string;
  emptyText: string;
  form: (props: RequestFormProps) => ReactNode;
  card: (row: T, onDone: OnDone) => ReactNode;
}) {
  const older = useOlderPages(listPath, child.id, rows, total);
  const tr = useTranslations('parentRequests');
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<Done>(null);
  const note: OnDone = (text, tone = 'success') => setDone({ text, tone });
  return (
    <div className="parent-req" data-testid={testId}>
      <DoneNote done={done} />
      {open ? (
        form({
          onClose: () => setOpen(false),
          onSent: (text, tone) => {
            setOpen(false);
            note(text, tone);
          },
        })
      ) : (
        <button
          type="button"
          className="btn btn-primary btn-lg w-100 mb-3 parent-tap"
          onClick={() => {
            setDone(null);
            setOpen(true);
          }}
          data-testid={`${kind}-new`}
        >
          <i className={`bi ${icon} me-2`} aria-hidden="true" />
          {newText}
        </button>
      )}
      <h2 className="parent-req-heading">{tr('sentList')}</h2>
      {older.all.length ? (
        <>
          <ul className="list-unstyled mb-3" data-testid={`${kind}-list`}>
            {older.all.map((row) => card(row, note))}
          </ul>
          <OlderButton older={older} />
        </>
      ) : (
        <p className="text-body-secondary" data-testid={`${kind}-empty`}>
          {emptyText}
        </p>
      )}
    </div>
  );
}

/** A request form's last row: send (or "sending…" while busy) and close. */
export function RequestFormActions({ busy, onClose }: { busy: boolean; onClose: () => void }) {
  const tr = useTranslations('parentRequests');
  return (
    <div className="parent-req-actions mt-3">
      <button type="submit" className="btn btn-primary btn-lg parent-tap" disabled={busy}>
        {busy ? tr('sending') : tr('send')}
      </button>
      <button type="button" className="btn btn-outline-secondary btn-lg parent-tap" onClick={onClose} disabled={busy}>
        {tr('close')}
      </button>
    </div>
  );
}
