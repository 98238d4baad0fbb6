'use client';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useErrorText } from '@/lib/api/use-error-text';
import { isOn, permissionDenied, pushSupport, PushRefused, turnOff, turnOn, type PushCalls, type PushSupport } from './push-device';

export type PushToggleProps = {
  /** The worker's registration if there is one (never registers). */
  findRegistration: () => Promise<ServiceWorkerRegistration | null | undefined>;
  /** Registers the worker (on turning on). */
  register: () => Promise<ServiceWorkerRegistration>;
  calls: PushCalls;
  /** The parents' app says "this phone"; the staff's "this device". */
  phone?: boolean;
  testId: string;
};

type State = { support: PushSupport; on: boolean; denied: boolean } | null;

/**
 * "Turn on notifications on this phone" (issue 36): asks the browser's permission on the tap, subscribes through the
 * app's service worker and tells the server; "turn off" forgets it on both. Says plainly when the browser refuses or
 * cannot (iOS: only from the app added to the Home Screen).
 */
export function PushToggle({ findRegistration, register, calls, phone = false, testId }: PushToggleProps) {
  const t = useTranslations('push.device');
  const errorText = useErrorText();
  const [state, setState] = useState<State>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      const support = pushSupport();
      const on = support === 'ok' ? await findRegistration().then((r) => isOn(r, calls)).catch(() => false) : false;
      if (live) setState({ support, on, denied: permissionDenied() });
    })();
    return () => {
      live = false;
    };
  }, [findRegistration, calls]);

  async function toggle() {
    if (!state) return;
    setBusy(true);
    setMessage(null);
    try {
      if (state.on) {
        await turnOff(await findRegistration(), calls);
        setState({ ...state, on: false });
        setMessage({ ok: true, text: t('off') });
      } else {
        await turnOn(register, calls);
        setState({ ...state, on: true, denied: false });
        setMessage({ ok: true, text: t('on') });
      }
    } catch (e) {
      if (e instanceof PushRefused) {
        if (e.reason === 'denied') setState({ ...state, denied: true });
        setMessage({ ok: false, text: t(e.reason) });
      } else if (e instanceof DOMException) {
        // The browser or its push service refused (e.g. no push service reachable).
        setMessage({ ok: false, text: t('failed', { reason: e.message }) });
      } else {
        setMessage({ ok: false, text: errorText(e) });
      }
    } finally {
      setBusy(false);
    }
  }

  if (state && state.support !== 'ok') {
    return (
      <p className="alert alert-secondary small mb-0" role="status" data-testid={`${testId}-unsupported`}>
        {t(state.support === 'ios-install' ? 'ios' : 'unsupported')}
      </p>
    );
  }
  const on = state?.on ?? false;
  return (
    <div data-testid={testId} data-state={state ? (on ? 'on' : 'off') : 'loading'}>
      <p className="small mb-2" role="status" data-testid={`${testId}-state`}>
        <i className={`bi ${on ? 'bi-check-circle-fill text-success' : 'bi-x-circle text-body-secondary'} me-2`} aria-hidden="true" />
        {state ? t(on ? 'on' : 'off') : ' '}
      </p>
      {state?.denied && !message && (
        <p className="alert alert-warning small py-2" role="alert">
          {t('denied')}
        </p>
      )}
      <button
        type="button"
        className={`btn ${on ? 'btn-outline-secondary' : 'btn-primary'} w-100`}
        onClick={() => void toggle()}
        disabled={!state || busy}
        data-testid={`${testId}-button`}
      >
        {busy ? t('busy') : t(on ? (phone ? 'turnOffPhone' : 'turnOff') : phone ? 'turnOnPhone' : 'turnOn')}
      </button>
      <div aria-live="polite" className="mt-2">
        {message && !message.ok && (
          <div className="alert alert-danger small py-2 mb-0" role="alert" data-testid={`${testId}-error`}>
            {message.text}
          </div>
        )}
      </div>
    </div>
  );
}
