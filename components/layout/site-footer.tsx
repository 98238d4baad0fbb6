'use client';

import { useCallback, useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';

export type MessageVariant = 'success' | 'danger' | 'warning' | 'info';

export type AppMessageDetail = { text: string; variant: MessageVariant };

/** The window event the footer's message area listens to: `new CustomEvent('app:message', { detail })`. */
export const APP_MESSAGE_EVENT = 'app:message';

/** How long a notice stays before it hides itself. */
export const MESSAGE_AUTOHIDE_MS = 5000;

const MAX_VISIBLE = 5;

const VARIANT_ICONS: Record<MessageVariant, string> = {
  success: 'bi-check-circle-fill',
  danger: 'bi-exclamation-octagon-fill',
  warning: 'bi-exclamation-triangle-fill',
  info: 'bi-info-circle-fill',
};

const VARIANTS = Object.keys(VARIANT_ICONS) as MessageVariant[];

/* Notices sent before any footer is mounted wait here and show when it mounts. */
let mountedAreas = 0;
const pending: { detail: AppMessageDetail; at: number }[] = [];

/**
 * Shows a transient notice in the footer's message area (aria-live polite, hides after 5 s).
 * Call from client code only, e.g. `showMessage(t('common.success'), 'success')`.
 */
export function showMessage(text: string, variant: MessageVariant = 'info'): void {
  if (typeof window === 'undefined' || !text) return;
  const detail: AppMessageDetail = { text, variant };
  if (mountedAreas === 0) {
    pending.push({ detail, at: Date.now() });
    if (pending.length > MAX_VISIBLE) pending.shift();
    return;
  }
  window.dispatchEvent(new CustomEvent<AppMessageDetail>(APP_MESSAGE_EVENT, { detail }));
}

type Notice = AppMessageDetail & { id: number };

let nextId = 1;

function toNotice(raw: unknown): Notice | null {
  const d = raw && typeof raw === 'object' ? (raw as Partial<AppMessageDetail>) : null;
  if (!d || typeof d.text !== 'string' || !d.text) return null;
  const variant = VARIANTS.includes(d.variant as MessageVariant) ? (d.variant as MessageVariant) : 'info';
  return { id: nextId++, text: d.text, variant };
}

const DEMO_LINKS = ['help', 'privacy', 'contact'] as const;

/** The page footer (spec §2): copyright, demo links and the message area `#app-messages`. */
export function SiteFooter() {
  const t = useTranslations('footer');
  const year = new Date().getFullYear();

  return (
    <footer className="app-footer border-top mt-auto px-3 py-3 small text-body-secondary" data-testid="site-footer">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <p className="mb-0">{t('copyright', { year })}</p>
        <nav aria-label={t('links')}>
          <ul className="list-inline mb-0">
            {DEMO_LINKS.map((key) => (
              <li key={key} className="list-inline-item">
                <button
                  type="button"
                  className="btn btn-link btn-sm p-0 align-baseline"
                  onClick={() => showMessage(t('demoLinkNotice', { name: t(key) }), 'info')}
                  data-testid={`footer-link-${key}`}
                >
                  {t(key)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <MessageArea />
    </footer>
  );
}

/** The live region that shows notices from showMessage / the 'app:message' event as dismissible toasts. */
function MessageArea() {
  const t = useTranslations('footer');
  const [notices, setNotices] = useState<Notice[]>([]);

  const dismiss = useCallback((id: number) => setNotices((list) => list.filter((n) => n.id !== id)), []);

  useEffect(() => {
    const add = (raw: unknown) => {
      const notice = toNotice(raw);
      if (notice) setNotices((list) => [...list, notice].slice(-MAX_VISIBLE));
    };
    const onMessage = (event: Event) => add((event as CustomEvent<unknown>).detail);
    window.addEventListener(APP_MESSAGE_EVENT, onMessage);
    mountedAreas += 1;
    const drain = window.setTimeout(() => {
      const fresh = Date.now() - MESSAGE_AUTOHIDE_MS;
      for (const p of pending.splice(0)) if (p.at >= fresh) add(p.detail);
    }, 0);
    return () => {
      window.clearTimeout(drain);
      window.removeEventListener(APP_MESSAGE_EVENT, onMessage);
      mountedAreas -= 1;
    };
  }, []);

  return (
    <div
      id="app-messages"
      className="app-messages"
      role="status"
      aria-live="polite"
      aria-atomic="false"
      aria-label={t('messages')}
      data-testid="app-messages"
    >
      {notices.map((notice) => (
        <MessageToast key={notice.id} notice={notice} onDismiss={dismiss} dismissLabel={t('dismiss')} />
      ))}
    </div>
  );
}

function MessageToast({
  notice,
  onDismiss,
  dismissLabel,
}: {
  notice: Notice;
  onDismiss: (id: number) => void;
  dismissLabel: string;
}) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(notice.id), MESSAGE_AUTOHIDE_MS);
    return () => window.clearTimeout(timer);
  }, [notice.id, onDismiss]);

  return (
    <div
      className={`toast show app-message app-message-${notice.variant} bg-body text-body`}
      data-testid="app-message"
      data-variant={notice.variant}
    >
      <div className="d-flex align-items-start">
        <div className="toast-body d-flex gap-2 flex-grow-1">
          <i className={`bi ${VARIANT_ICONS[notice.variant]} text-${notice.variant}`} aria-hidden="true" />
          <span>{notice.text}</span>
        </div>
        <button
          type="button"
          className="btn-close flex-shrink-0 m-2"
          aria-label={dismissLabel}
          onClick={() => onDismiss(notice.id)}
        />
      </div>
    </div>
  );
}
