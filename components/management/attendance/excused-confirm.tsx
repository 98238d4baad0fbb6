'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { PendingConfirm } from './use-row-actions';

const ConfirmDialog = dynamic(() => import('@/components/ui/confirm-dialog').then((m) => m.ConfirmDialog), {
  ssr: false,
});

/** "This child has an approved absence that day: mark present anyway?" — on the table and on the cards alike. */
export function ExcusedConfirm({ pending, onClose }: { pending: PendingConfirm | null; onClose: () => void }) {
  const t = useTranslations('attendance');
  if (!pending) return null;
  return (
    <ConfirmDialog
      show
      title={t('confirmPresentTitle')}
      confirmLabel={t('confirmPresent')}
      variant="primary"
      onHide={onClose}
      onConfirm={() => {
        onClose();
        void pending.run();
      }}
      testId="attendance-confirm-present"
    >
      {pending.text}
    </ConfirmDialog>
  );
}
