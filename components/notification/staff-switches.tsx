'use client';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { useErrorText } from '@/lib/api/use-error-text';
import { useSaveStaffSwitch, useStaffSwitches } from '@/lib/api/notifications';
import { STAFF_NOTIFICATION_KINDS } from '@/lib/notification-kinds';

/** The staff user's push switches (Notification/get-settings, update-settings), each saved when flipped. */
export function StaffSwitches() {
  const t = useTranslations('notifications');
  const errorText = useErrorText();
  const id = useId();
  const settings = useStaffSwitches(true);
  const save = useSaveStaffSwitch();
  return (
    <div data-testid="staff-notification-settings">
      <p className="text-body-secondary small">{t('settingsLead')}</p>
      {settings.data &&
        STAFF_NOTIFICATION_KINDS.map((kind) => (
          <div className="form-check form-switch mb-2" key={kind}>
            <input
              id={`${id}-${kind}`}
              className="form-check-input"
              type="checkbox"
              role="switch"
              checked={save.isPending && save.variables?.[kind] !== undefined ? !!save.variables[kind] : settings.data[kind]}
              disabled={save.isPending}
              onChange={(event) => save.mutate({ [kind]: event.target.checked })}
              data-testid={`staff-notify-${kind}`}
            />
            <label className="form-check-label" htmlFor={`${id}-${kind}`}>
              {t(`kinds.${kind}`)}
            </label>
          </div>
        ))}
      <div aria-live="polite">
        {save.isSuccess && (
          <p className="small text-success mb-0" role="status">
            {t('saved')}
          </p>
        )}
        {(settings.error ?? save.error) && (
          <p className="alert alert-danger py-2" role="alert">
            {errorText(settings.error ?? save.error)}
          </p>
        )}
      </div>
    </div>
  );
}
