'use client';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ApiError, parentMutate } from '@/lib/api/parent-client';
import { useErrorText } from '@/lib/api/use-error-text';
import { clearParentCaches } from '@/lib/api/parent-sw-client';
import { parentLoginPath } from '@/lib/parent-session';
import { forgetPushSubscription } from '@/lib/api/push-forget';
import { parentScope } from '@/lib/parent-sw';

/** Sign out of this phone (POST /api/app/logout): the pages kept for offline reading go too, then the sign-in page. */
export function SignOutButton() {
  const t = useTranslations('parentMore.signOut');
  const locale = useLocale();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signOut() {
    setBusy(true);
    setError(null);
    // Notifications stop on this phone (issue 36): forgotten while the session can still say so.
    await forgetPushSubscription(parentScope(locale), (endpoint) => parentMutate('post', 'push/unsubscribe', { endpoint }));
    try {
      await parentMutate('post', 'logout');
    } catch (e) {
      // Already signed out elsewhere (401): the same end. Offline: nothing was sent, say so.
      if (!(e instanceof ApiError && e.status === 401)) {
        setError(errorText(e));
        setBusy(false);
        return;
      }
    }
    await clearParentCaches().catch(() => undefined);
    // A full load on purpose: nothing of the ended session's pages may stay in memory.
    window.location.assign(parentLoginPath(locale));
  }

  return (
    <div>
      <p className="text-body-secondary small">{t('lead')}</p>
      {error && (
        <div className="alert alert-danger py-2" role="alert" data-testid="parent-sign-out-error">
          {error}
        </div>
      )}
      <button type="button" className="btn btn-outline-danger w-100" onClick={() => void signOut()} disabled={busy} data-testid="parent-sign-out">
        <i className="bi bi-box-arrow-right me-2" aria-hidden="true" />
        {busy ? t('busy') : t('submit')}
      </button>
    </div>
  );
}
