'use client';
import { useTranslations } from 'next-intl';
import { Badge } from 'react-bootstrap';
import { sortBy, type Column } from '@/components/ui/data-table';
import { OpenCell } from '@/components/ui/open-cell';
import { actionsColumn, RowButton } from '@/components/ui/row-actions';
import { TAP } from '@/components/management/requests/request-cells';
import type { SurveyRow } from '@/lib/api/survey';
import { formatDateTime } from '@/lib/format';
import type { SurveyStatus } from '@/lib/survey-values';
import type { SurveyDialog } from './survey-dialogs';

const STATUS_VARIANT: Record<SurveyStatus, string> = { draft: 'secondary', open: 'success', closed: 'dark' };

function SurveyStatusBadge({ status }: { status: SurveyStatus }) {
  const t = useTranslations('survey');
  return <Badge bg={STATUS_VARIANT[status]}>{t(`statuses.${status}`)}</Badge>;
}

/** The columns of one kind's surveys; the title opens the results, the row's buttons edit, copy and close. */
export function useSurveyColumns({
  can,
  open,
  copy,
  copying,
}: {
  can: { create: boolean; update: boolean };
  open: (dialog: SurveyDialog) => void;
  copy: (survey: SurveyRow) => void;
  copying: boolean;
}): Column<SurveyRow>[] {
  const t = useTranslations('survey');
  const action = (label: string, icon: string, variant: string, onClick: () => void, disabled = false) => (
    <RowButton icon={icon} label={label} variant={variant} onClick={onClick} disabled={disabled} style={TAP} />
  );
  return [
    {
      ...sortBy('title', t('columns.title')),
      primary: true,
      render: (s) => (
        <OpenCell
          label={t('resultsLabel', { title: s.title })}
          onOpen={() => open({ kind: 'results', survey: s })}
          className="survey-title"
          note={`${t(`audiences.${s.audience}`)} · ${s.class_names.length ? s.class_names.join(', ') : t('wholeSchool')}`}
        >
          {s.title}
        </OpenCell>
      ),
    },
    {
      ...sortBy('status', t('columns.status')),
      render: (s) => <SurveyStatusBadge status={s.status} />,
    },
    {
      ...sortBy('closes_at', t('columns.time')),
      className: 'text-nowrap',
      render: (s) => (
        <>
          {formatDateTime(s.opens_at)}
          <div className="small text-body-secondary">→ {formatDateTime(s.closes_at)}</div>
        </>
      ),
    },
    {
      key: 'responses',
      header: t('columns.responses'),
      render: (s) => (
        <>
          {t('responseCount', { count: s.response_count })}
          <div className="small text-body-secondary">{t('questionCount', { count: s.question_count })}</div>
        </>
      ),
    },
    actionsColumn(
      t('columns.actions'),
      (s) => (
        <>
          {action(t('resultsLabel', { title: s.title }), 'bi-bar-chart', 'outline-primary', () =>
            open({ kind: 'results', survey: s }),
          )}
          {can.update &&
            s.status !== 'closed' &&
            action(t('editLabel', { title: s.title }), 'bi-pencil', 'outline-secondary', () =>
              open({ kind: 'builder', id: s.id }),
            )}
          {can.create &&
            action(t('duplicateLabel', { title: s.title }), 'bi-copy', 'outline-secondary', () => copy(s), copying)}
          {can.update &&
            s.status === 'open' &&
            action(t('closeLabel', { title: s.title }), 'bi-lock', 'outline-danger', () =>
              open({ kind: 'close', survey: s }),
            )}
        </>
      ),
      { className: 'text-end', wrap: true },
    ),
  ];
}
