'use client';
import { useTranslations } from 'next-intl';
import { StatusBadge } from '@/components/ui/status-badge';
import type { MessageStatus } from '@/lib/request-values';

const VARIANT: Record<MessageStatus, string> = { unread: 'warning', read: 'success', cancelled: 'secondary' };

export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  const t = useTranslations('message');
  return <StatusBadge variant={VARIANT[status]} text={t(`statuses.${status}`)} />;
}
