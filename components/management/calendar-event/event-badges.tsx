'use client';
import { useTranslations } from 'next-intl';
import { Badge } from 'react-bootstrap';
import type { EventReplyState, EventStatus } from '@/lib/calendar-event-values';
import { formatDateTime } from '@/lib/format';
import { schoolDayOf, schoolTimeOf } from '@/lib/school-time';

const STATUS: Record<EventStatus, string> = { draft: 'secondary', published: 'primary', cancelled: 'danger' };
const ANSWER: Record<EventReplyState, string> = { yes: 'success', no: 'danger', pending: 'light' };

/** An event's state as a badge. */
export function EventStatusBadge({ status }: { status: EventStatus }) {
  const t = useTranslations('calendarEvent');
  return <Badge bg={STATUS[status]}>{t(`statuses.${status}`)}</Badge>;
}

/** A child's reply as a badge; "not answered" keeps dark text on light (contrast ≥ 4.5:1). */
export function ReplyBadge({ answer }: { answer: EventReplyState }) {
  const t = useTranslations('calendarEvent');
  return (
    <Badge bg={ANSWER[answer]} text={answer === 'pending' ? 'dark' : undefined} className={answer === 'pending' ? 'border' : undefined}>
      {t(`answers.${answer}`)}
    </Badge>
  );
}

/** dd/MM/yyyy HH:mm – HH:mm on one day, or both ends in full. */
export function eventTimeText(startsAt: string, endsAt: string) {
  return schoolDayOf(startsAt) === schoolDayOf(endsAt)
    ? `${formatDateTime(startsAt)} – ${schoolTimeOf(endsAt)}`
    : `${formatDateTime(startsAt)} – ${formatDateTime(endsAt)}`;
}

/** Yes / no / not answered counts, compact (lists and class rows). */
export function ReplyCounts({ yes, no, pending }: { yes: number; no: number; pending: number }) {
  const t = useTranslations('calendarEvent');
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      <Badge bg="success">{t('countYes', { count: yes })}</Badge>
      <Badge bg="danger">{t('countNo', { count: no })}</Badge>
      <Badge bg="light" text="dark" className="border">
        {t('countPending', { count: pending })}
      </Badge>
    </span>
  );
}
