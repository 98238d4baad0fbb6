'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { StatusBadge } from '@/components/ui/status-badge';
import { parentList, parentMutate } from '@/lib/api/parent-client';
import { useErrorText } from '@/lib/api/use-error-text';
import { ApiError } from '@/lib/api/api-error';
import { formatDateTime } from '@/lib/format';
import { dayText } from '@/lib/school-time';
import { REQUEST_PAGE_SIZE } from '@/lib/request-values';
import { useRouter } from '@/lib/i18n/navigation';
import type { AbsenceRow } from '@/lib/schemas/absence';

/** What the parents' requests share: their state, who sent them, who decided and when. */
export type RequestState = Pick<
  AbsenceRow,
  'status' | 'source' | 'created_by_name' | 'created_at' | 'decided_by_name' | 'decided_at' | 'cancelled_at'
>;

// The pieces the parents' absence and medicine screens share: the state, who decided and when, the cancel while
// the request waits, a form's error line.

/** Waiting is yellow (dark text), approved green, rejected red, cancelled grey. */
const VARIANT = { pending: 'warning', approved: 'success', rejected: 'danger', cancelled: 'secondary' } as const;

export function RequestBadge({ status }: { status: RequestState['status'] }) {
  const t = useTranslations('parentRequests.statuses');
  return <StatusBadge variant={VARIANT[status]} text={t(status)} status={status} />;
}

/** From … to …, dd/MM/yyyy. */
export function useRangeText() {
  const t = useTranslations('parentRequests');
  return (from: string, to: string) =>
    from === to ? dayText(from) : t('range', { from: dayText(from), to: dayText(to) });
}

/** Who sent it and when; who approved or rejected it and when, with the reason of a rejection; when it was cancelled. */
export function RequestHistory({ row, rejectReason }: { row: RequestState; rejectReason: string | null }) {
  const t = useTranslations('parentRequests');
  const sent = { time: formatDateTime(row.created_at), name: row.created_by_name ?? '' };
  const decided = { time: formatDateTime(row.decided_at), name: row.decided_by_name ?? '' };
  return (
    <ul className="parent-req-history" data-testid="request-history">
      <li>{row.source === 'staff' ? t('sentBySchool', sent) : t('sentBy', sent)}</li>
      {row.status === 'approved' && <li data-testid="request-decision">{t('approvedBy', decided)}</li>}
      {row.status === 'rejected' && (
        <li data-testid="request-decision">
          {t('rejectedBy', decided)}
          {rejectReason && <div className="parent-req-reject">{t('rejectReason', { reason: rejectReason })}</div>}
        </li>
      )}
      {row.status === 'cancelled' && row.cancelled_at && (
        <li>{t('cancelledAt', { time: formatDateTime(row.cancelled_at) })}</li>
      )}
    </ul>
  );
}

/**
 * Cancel while the request waits: one tap asks, a second confirms (in the card, no dialog), then the page renders
 * again with the request cancelled. `path` is the kind's cancel call (`absences/cancel`, …).
 */
export function CancelRequest({
  id,
  path,
  label,
  onDone,
}: {
  id: string;
  path: string;
  label: string;
  onDone: OnDone;
}) {
  const t = useTranslations('parentRequests');
  const errorText = useErrorText();
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const cancel = async () => {
    setBusy(true);
    setError(null);
    try {
      await parentMutate('post', path, { id });
      onDone(t('cancelDone'));
      setAsking(false);
      router.refresh();
    } catch (e) {
      setError(errorText(e));
      // Decided meanwhile (409): show the new state.
      if (e instanceof ApiError && e.status === 409) router.refresh();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="parent-req-cancel">
      {asking ? (
        <div className="parent-req-confirm" role="group" aria-label={label}>
          <p className="mb-2">{t('cancelConfirm')}</p>
          <div className="parent-req-actions">
            <button type="button" className="btn btn-danger parent-tap" onClick={() => void cancel()} disabled={busy}>
              {t('cancelYes')}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary parent-tap"
              onClick={() => setAsking(false)}
              disabled={busy}
            >
              {t('cancelNo')}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="btn btn-outline-danger parent-tap"
          aria-label={label}
          onClick={() => setAsking(true)}
        >
          <i className="bi bi-x-circle me-1" aria-hidden="true" />
          {t('cancel')}
        </button>
      )}
      <FormError text={error} />
    </div>
  );
}

/** A form's or an action's error, read out when it appears. */
export function FormError({ text, testId }: { text: string | null; testId?: string }) {
  return (
    <div role="alert" className={text ? 'alert alert-danger py-2 mt-2 mb-0' : undefined} data-testid={testId}>
      {text}
    </div>
  );
}

/** How a done action went: all of it (success), or the request saved but its file refused (warning). */
export type Tone = 'success' | 'warning';
export type Done = { text: string; tone: Tone } | null;
/** Tells the screen what was just done. */
export type OnDone = (text: string, tone?: Tone) => void;

/** A done action's note (sent, cancelled, attached), read out politely. */
export function DoneNote({ done }: { done: Done }) {
  return (
    <div role="status" className={done ? `alert alert-${done.tone} py-2` : undefined} data-testid="parent-req-done">
      {done?.text}
    </div>
  );
}

/** The server's refusal of one field (its translated text), else null. */
export function fieldError(error: unknown, field: string): string | null {
  return error instanceof ApiError ? (error.fields?.[field] ?? null) : null;
}

/**
 * A list rendered with its page and grown on demand: the newest page comes with the page, older ones through the
 * kind's `get-list` call. Once the page renders again (after a change), the older pages are dropped with the old
 * first page, so no row shows a stale state twice.
 */
export function useOlderPages<T extends { id: string }>(path: string, studentId: string, first: T[], total: number) {
  const errorText = useErrorText();
  const [older, setOlder] = useState<{ after: T[]; rows: T[] }>({ after: first, rows: [] });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rows = older.after === first ? older.rows : [];
  const seen = new Set(first.map((r) => r.id));
  const all = [...first, ...rows.filter((r) => !seen.has(r.id))];
  const loadMore = async () => {
    setBusy(true);
    setError(null);
    try {
      const page = Math.floor(all.length / REQUEST_PAGE_SIZE) + 1;
      const next = await parentList<T>(path, { student_id: studentId, page, page_size: REQUEST_PAGE_SIZE });
      setOlder({ after: first, rows: [...rows, ...next.data] });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return { all, left: Math.max(0, total - all.length), loadMore, busy, error };
}

/** The button under a list that brings older requests. */
export function OlderButton({ older }: { older: ReturnType<typeof useOlderPages> }) {
  const t = useTranslations('parentRequests');
  if (!older.left) return null;
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-secondary w-100 parent-tap"
        onClick={() => void older.loadMore()}
        disabled={older.busy}
        data-testid="requests-older"
      >
        {t('older', { count: older.left })}
      </button>
      <FormError text={older.error} />
    </>
  );
}
