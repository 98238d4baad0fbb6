import { requirePage } from '@/lib/server/auth/require-page';
import { ErrorView } from '@/components/errors/error-view';
import { HealthAdmin } from '@/components/management/health/health-admin';
import { PageMessages } from '@/components/providers/page-messages';

/** /management/health-declaration: measurements, class check rounds, growth charts, the nutrition report (403 without read). */
export default async function HealthDeclarationPage() {
  const page = await requirePage('health-declaration');
  if (!page) return <ErrorView status={403} />;
  return (
    <PageMessages ns={['health']}>
      <HealthAdmin title={page.title} group={page.group} actions={page.actions} ownOnly={page.ctx.scope === 'class'} />
    </PageMessages>
  );
}
