import { getTranslations } from 'next-intl/server';
import { requireParentPage } from '@/lib/server/app-auth/parent-page';
import { ParentScreen } from '@/components/parent/shell/parent-screen';

export default async function ParentHomePage() {
  const page = await requireParentPage();
  const t = await getTranslations('parent.screens');
  return (
    <ParentScreen title={t('home')}>
      <p>{page.child?.full_name}</p>
    </ParentScreen>
  );
}
