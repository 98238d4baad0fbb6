'use client';
import { useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { PageHeading } from '@/components/ui/page-heading';
import { mutate } from '@/lib/api/client';
import { useErrorText } from '@/lib/api/use-error-text';
import { formatDateTime } from '@/lib/format';
import type { ClassDay, ClassDayRow, ContactBookFirstScreen } from '@/lib/schemas/contact-book';
import { ChildCard } from './child-card';
import { useSaveQueue, withPending, type SaveState } from './use-save-queue';
import styles from './contact-book.module.css';

// The settings form brings zod with it: fetched the first time it opens.
const SettingsDialog = dynamic(() => import('./settings-dialog').then((m) => m.SettingsDialog), { ssr: false });

/** `settings`: the school's meals and usual values (update right and a scope wider than one's own classes). */
type Rights = { update: boolean; export: boolean; settings?: boolean };

const STATE_ICON: Record<SaveState, string> = {
  saved: 'bi-check-circle text-success',
  saving: 'bi-arrow-repeat',
  offline: 'bi-wifi-off text-warning',
  error: 'bi-exclamation-triangle text-danger',
};

/**
 * The contact book's class screen: choose the class and the day, then one card per child present that day at the
 * school's usual values; each tap is saved at once (one ContactBook/save call per change, queued and retried while
 * offline, its state always shown), the class's activity line written once, and "send to parents" at the end.
 */
export function ContactBookScreen(props: { title: string; group?: string; first: ContactBookFirstScreen; can: Rights }) {
  const { first } = props;
  const t = useTranslations('contactBook');
  const errorText = useErrorText();
  const router = useRouter();
  const [settings, setSettings] = useState(false);
  const go = (classId: string | null, date: string) => {
    const q = new URLSearchParams({ ...(classId && { class_id: classId }), date });
    router.replace(`/management/contact-book?${q}`);
  };
  return (
    <div className={styles.screen}>
      <PageHeading title={props.title} group={props.group} />
      {props.can.settings && (
        <div className="d-flex justify-content-end mb-2">
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => setSettings(true)} data-testid="cb-settings-open">
            <i className="bi bi-gear me-1" aria-hidden="true" />
            {t('settings')}
          </button>
        </div>
      )}
      {settings && <SettingsDialog onHide={() => setSettings(false)} onSaved={() => router.refresh()} />}
      <div className="row g-2 mb-3">
        <div className="col-7 col-md-4">
          <label className="form-label small mb-1" htmlFor="cb-class">
            {t('class')}
          </label>
          <select
            id="cb-class"
            className="form-select"
            value={first.classId ?? ''}
            onChange={(e) => go(e.target.value, first.date)}
            data-testid="cb-class"
          >
            {first.classes.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="col-5 col-md-3">
          <label className="form-label small mb-1" htmlFor="cb-date">
            {t('date')}
          </label>
          <input
            id="cb-date"
            type="date"
            className="form-control"
            value={first.date}
            onChange={(e) => e.target.value && go(first.classId, e.target.value)}
            data-testid="cb-date"
          />
        </div>
      </div>
      {!first.classId && <p className="text-body-secondary">{t('noClass')}</p>}
      {first.error && (
        <div className="alert alert-warning" role="alert">
          {errorText(first.error)}
        </div>
      )}
      {first.day && <ClassDayView key={`${first.day.class_id}:${first.day.date}`} day={first.day} can={props.can} />}
    </div>
  );
}

function ClassDayView({ day, can }: { day: ClassDay; can: Rights }) {
  const t = useTranslations('contactBook');
  const errorText = useErrorText();
  const [rows, setRows] = useState(day.rows);
  // The page read again (the school's settings changed): its rows, with their meals and usual values, replace ours.
  const [shown, setShown] = useState(day);
  if (shown !== day) {
    setShown(day);
    setRows(day.rows);
  }
  const [sentAt, setSentAt] = useState(day.sent_at);
  const [notice, setNotice] = useState<{ kind: 'success' | 'warning' | 'danger'; text: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [activities, setActivities] = useState(day.activities ?? '');
  const savedActivities = useRef(day.activities ?? '');
  const replace = (row: ClassDayRow) => setRows((all) => all.map((r) => (r.student_id === row.student_id ? row : r)));
  const { queue, state, push } = useSaveQueue({
    classId: day.class_id,
    date: day.date,
    rows: day.rows,
    onSaved: replace,
    onRefused: (e, row) => {
      if (row) replace(row);
      setNotice({ kind: 'warning', text: errorText(e) });
    },
  });

  async function saveActivities() {
    if (savedActivities.current === activities) return;
    try {
      await mutate('post', '/webadmin/ContactBook/save-activities', { class_id: day.class_id, date: day.date, activities });
      savedActivities.current = activities;
    } catch (e) {
      setNotice({ kind: 'danger', text: errorText(e) });
    }
  }

  async function send() {
    setSending(true);
    setNotice(null);
    try {
      await saveActivities();
      const r = await mutate('post', '/webadmin/ContactBook/send', { class_id: day.class_id, date: day.date });
      setSentAt((r.data as { sent_at: string }).sent_at);
      setNotice({ kind: 'success', text: t('sent') });
    } catch (e) {
      setNotice({ kind: 'danger', text: errorText(e) });
    } finally {
      setSending(false);
      setConfirming(false);
    }
  }

  const stateText = state === 'offline' ? t('state.offline', { count: queue.length }) : t(`state.${state}`);
  return (
    <>
      <div className={`${styles.status} d-flex flex-wrap align-items-center gap-2 py-2 mb-2`}>
        <span role="status" aria-live="polite" className="small fw-semibold" data-testid="cb-state" data-state={state}>
          <i className={`bi ${STATE_ICON[state]} me-1`} aria-hidden="true" />
          {stateText}
        </span>
        <span className="small text-body-secondary ms-auto" data-testid="cb-sent">
          {sentAt ? t('sentAt', { at: formatDateTime(sentAt) }) : t('notSent')}
        </span>
      </div>
      {notice && (
        <div className={`alert alert-${notice.kind} py-2`} role="alert" data-testid="cb-notice">
          {notice.text}
        </div>
      )}
      {day.unmarked > 0 && <p className="small text-body-secondary mb-2">{t('unmarked', { count: day.unmarked })}</p>}
      {rows.length === 0 ? (
        <p className="text-body-secondary">{t('nobody')}</p>
      ) : (
        <>
          <div className="mb-3">
            <label className="form-label fw-semibold" htmlFor="cb-activities">
              {t('classActivities')}
            </label>
            <textarea
              id="cb-activities"
              className="form-control"
              rows={2}
              maxLength={1000}
              value={activities}
              disabled={!can.update}
              aria-describedby="cb-activities-hint"
              onChange={(e) => setActivities(e.target.value)}
              onBlur={() => void saveActivities()}
              data-testid="cb-activities"
            />
            <div id="cb-activities-hint" className="form-text">
              {t('classActivitiesHint')}
            </div>
          </div>
          <ol className={styles.cards} aria-label={t('title')}>
            {rows.map((row) => (
              <ChildCard
                key={row.student_id}
                row={withPending(row, queue)}
                date={day.date}
                sent={!!sentAt}
                can={can}
                onChange={push}
              />
            ))}
          </ol>
          {can.update && !sentAt && (
            <div className={`${styles.sendBar} py-2`}>
              {confirming ? (
                <div className="d-flex flex-wrap gap-2 align-items-center">
                  <span className="me-auto">{t('sendConfirm', { count: rows.length })}</span>
                  <button type="button" className="btn btn-primary" disabled={sending || queue.length > 0} onClick={() => void send()} data-testid="cb-send-confirm">
                    {sending ? t('sending') : t('send')}
                  </button>
                  <button type="button" className="btn btn-outline-secondary" onClick={() => setConfirming(false)}>
                    ✕<span className="visually-hidden">{t('notSent')}</span>
                  </button>
                </div>
              ) : (
                <button type="button" className="btn btn-primary w-100" onClick={() => setConfirming(true)} data-testid="cb-send">
                  <i className="bi bi-send me-2" aria-hidden="true" />
                  {t('send')}
                </button>
              )}
              {queue.length > 0 && confirming && <div className="form-text">{t('waitSaving')}</div>}
            </div>
          )}
        </>
      )}
    </>
  );
}
