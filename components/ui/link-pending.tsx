'use client';
import { createPortal } from 'react-dom';
import { useTranslations } from 'next-intl';
import { useLinkStatus } from '@/lib/i18n/navigation';

/**
 * While the page a followed link leads to is on its way from the server: a thin bar across the top of the screen,
 * announced as loading. It is drawn on the page's body, so it shows even when the link was in the phone's drawer,
 * which closes as soon as a menu entry is chosen. Nothing is drawn the rest of the time, nor on the server.
 */
export function LinkPending() {
  const { pending } = useLinkStatus();
  return pending ? <PendingBar /> : null;
}

function PendingBar() {
  const t = useTranslations('common');
  return createPortal(
    <div className="link-pending" role="status" aria-label={t('loading')} data-testid="link-pending" />,
    document.body,
  );
}
