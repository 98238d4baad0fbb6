'use client';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useErrorText } from '@/lib/api/use-error-text';
import { useCloseSurvey, type SurveyRow } from '@/lib/api/survey';
import type { SurveyKind } from '@/lib/survey-values';

// The builder brings zod and the results bring chart.js: both load the first time they open.
const SurveyBuilder = dynamic(() => import('./survey-builder').then((m) => m.SurveyBuilder), { ssr: false });
const SurveyResultsPanel = dynamic(() => import('./survey-results').then((m) => m.SurveyResultsPanel), {
  ssr: false,
});

/** The one dialog the surveys' list has open: the builder (a new survey when id is null), the results, closing. */
export type SurveyDialog =
  | { kind: 'builder'; id: string | null }
  | { kind: 'results'; survey: SurveyRow }
  | { kind: 'close'; survey: SurveyRow };

/** Renders the open dialog; what a save or a close did is told to the list (`onDone`). */
export function SurveyDialogs({
  dialog,
  open,
  kind,
  canExport,
  onDone,
}: {
  dialog: SurveyDialog | null;
  open: (dialog: SurveyDialog | null) => void;
  kind: SurveyKind;
  canExport: boolean;
  onDone: (text: string) => void;
}) {
  const close = () => open(null);
  switch (dialog?.kind) {
    case 'builder':
      return (
        <SurveyBuilder
          kind={kind}
          id={dialog.id}
          onHide={close}
          onSaved={(text) => {
            close();
            onDone(text);
          }}
        />
      );
    case 'results':
      return <SurveyResultsPanel survey={dialog.survey} canExport={canExport} onHide={close} />;
    case 'close':
      return <CloseSurveyDialog survey={dialog.survey} onHide={close} onDone={onDone} />;
    default:
      return null;
  }
}

/** Close an open survey, after a yes: parents can no longer answer it. */
function CloseSurveyDialog({
  survey,
  onHide,
  onDone,
}: {
  survey: SurveyRow;
  onHide: () => void;
  onDone: (text: string) => void;
}) {
  const t = useTranslations('survey');
  const errorText = useErrorText();
  const closing = useCloseSurvey();
  return (
    <ConfirmDialog
      show
      title={t('closeTitle')}
      confirmLabel={t('closeConfirm')}
      pending={closing.isPending}
      error={closing.error ? errorText(closing.error) : null}
      onHide={onHide}
      onConfirm={async () => {
        const result = await closing.mutateAsync(survey.id).catch(() => null);
        if (result) {
          onHide();
          onDone(result.text ?? t('closed'));
        }
      }}
      testId="survey-close"
    >
      {t('closeBody', { title: survey.title })}
    </ConfirmDialog>
  );
}
