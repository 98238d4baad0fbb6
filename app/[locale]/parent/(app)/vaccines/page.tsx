import { getTranslations } from 'next-intl/server';
import { requireParentPage } from '@/lib/server/app-auth/parent-page';
import { ParentScreen } from '@/components/parent/shell/parent-screen';

export default async function ParentVaccinesPage() {
  await requireParentPage();
  const t = await getTranslations('parent.screens');
  return (
    <ParentScreen title={t('vaccines')}>
      <p className="text-body-secondary">{t('soon')}</p>
    </ParentScreen>
  );
}
