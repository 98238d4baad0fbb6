import 'server-only';
import { requirePage } from '@/lib/server/auth/require-page';
import { JsonHydration } from '@/components/providers/json-hydration';
import { surveyFirstScreen } from '@/lib/server/survey/survey-first-screen';
import { menuOfKind, type SurveyKind } from '@/lib/survey-values';
import type { SearchParams } from '@/lib/list-query';
import { SurveyAdmin } from '@/components/management/survey/survey-admin';

/**
 * /management/survey and /management/survey_v1: one screen for both kinds. Without the kind's read right: 403. The
 * list the address asks for comes with the page.
 */
export async function SurveyPage({ kind, searchParams }: { kind: SurveyKind; searchParams: Promise<SearchParams> }) {
  const page = await requirePage(menuOfKind(kind));
  if (!page) return null;
  return (
    <JsonHydration state={await surveyFirstScreen(page.ctx, kind, await searchParams)}>
      <SurveyAdmin
        kind={kind}
        title={page.title}
        group={page.group}
        actions={page.actions}
        ownOnly={page.ctx.scope === 'class'}
      />
    </JsonHydration>
  );
}
