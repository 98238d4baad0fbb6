'use client';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { parentMutate } from '@/lib/api/parent-client';
import { useErrorText } from '@/lib/api/use-error-text';
import { NOTIFICATION_KINDS, type NotificationKind, type NotificationSettings } from '@/lib/notification-kinds';

/**
 * The parent's switches per kind of notification (PUT /api/app/notification-settings), each saved when flipped.
 * A change that fails (offline: refused at once) puts the switch back and says why.
 */
export function NotificationSwitches({ initial }: { initial: NotificationSettings }) {
  const t = useTranslations('parentMore.notifications');
  const errorText = useErrorText();
  const id = useId();
  const [settings, setSettings] = useState(initial);
  const [saving, setSaving] = useState<NotificationKind | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  async function flip(kind: NotificationKind, enabled: boolean) {
    const before = settings;
    setSettings({ ...settings, [kind]: enabled });
    setSaving(kind);
    setStatus(null);
    try {
      const result = await parentMutate('put', 'notification-settings', { [kind]: enabled });
      if (result.data) setSettings(result.data as NotificationSettings);
      setStatus({ ok: true, text: t('saved') });
    } catch (e) {
      setSettings(before);
      setStatus({ ok: false, text: errorText(e) });
    } finally {
      setSaving(null);
    }
  }

  return (
    <div data-testid="parent-notification-settings">
      <p className="text-body-secondary small">{t('lead')}</p>
      {NOTIFICATION_KINDS.map((kind) => (
        <div className="form-check form-switch parent-more-switch" key={kind}>
          <input
            id={`${id}-${kind}`}
            className="form-check-input"
            type="checkbox"
            role="switch"
            checked={settings[kind]}
            disabled={saving !== null}
            onChange={(event) => void flip(kind, event.target.checked)}
            data-testid={`parent-notify-${kind}`}
          />
          <label className="form-check-label" htmlFor={`${id}-${kind}`}>
            {t(kind)}
          </label>
        </div>
      ))}
      <div aria-live="polite" className="mt-2">
        {status && (
          <div className={`small ${status.ok ? 'text-success' : 'alert alert-danger py-2'}`} role={status.ok ? 'status' : 'alert'} data-testid="parent-notify-status">
            {status.text}
          </div>
        )}
      </div>
    </div>
  );
}
