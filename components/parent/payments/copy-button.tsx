'use client';
import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';

/** Puts text on the clipboard: the Clipboard API, else a hidden field and the old copy command (older webviews). */
async function copyText(text: string) {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      /* refused (not focused, no permission): the old way below */
    }
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.appendChild(field);
  field.select();
  const done = document.execCommand('copy');
  field.remove();
  if (!done) throw new Error('copy refused');
}

/**
 * Copies one value of the transfer (the account number, the amount as digits, the note) for pasting into a banking
 * app; the button says "copied" for a moment, and a screen reader hears it.
 */
export function CopyButton({ value, what, testId }: { value: string; what: string; testId: string }) {
  const t = useTranslations('parentPayments.pay');
  const locale = useLocale();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <>
      <button
        type="button"
        className={`btn btn-sm ${state === 'copied' ? 'btn-success' : 'btn-outline-primary'} payments-copy`}
        aria-label={t('copyLabel', { what: what.toLocaleLowerCase(locale) })}
        data-testid={testId}
        data-state={state}
        onClick={() => copyText(value).then(() => setState('copied'), () => setState('failed'))}
      >
        <i className={`bi ${state === 'copied' ? 'bi-check2' : 'bi-copy'} me-1`} aria-hidden="true" />
        {state === 'copied' ? t('copied') : t('copy')}
      </button>
      <span className="visually-hidden" aria-live="polite">
        {state === 'copied' ? t('copied') : ''}
      </span>
      {state === 'failed' && <span className="payments-copy-failed small text-danger">{t('copyFailed')}</span>}
    </>
  );
}
