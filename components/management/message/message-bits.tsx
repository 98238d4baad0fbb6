'use client';
import { useTranslations } from 'next-intl';
import { Badge } from 'react-bootstrap';
import type { MessageStatus } from '@/lib/request-values';

const VARIANT: Record<MessageStatus, string> = { unread: 'warning', read: 'success', cancelled: 'secondary' };

export function MessageStatusBadge({ status }: { status: MessageStatus }) {
  const t = useTranslations('message');
  return (
    <Badge bg={VARIANT[status]} text={status === 'unread' ? 'dark' : undefined}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
