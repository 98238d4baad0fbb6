import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ParentScreen } from '@/components/parent/shell/parent-screen';

/**
 * What the absence and medicine pages share under their ParentMessages: the screen's title (its namespace's `title`)
 * and its screen, or the "no child" line when the family has no child on screen.
 */
export async function RequestPageBody({
  ns,
  screen,
}: {
  ns: 'parentAbsence' | 'parentMedicine';
  screen: ReactNode | null;
}) {
  const t = await getTranslations(ns);
  const tr = await getTranslations('parentRequests');
  return (
    <ParentScreen title={t('title')}>{screen ?? <p className="text-body-secondary">{tr('noChild')}</p>}</ParentScreen>
  );
}

/** The child as the request screens name it: the nickname, else the full name. */
export const requestChild = (child: { id: string; nickname: string | null; full_name: string }) => ({
  id: child.id,
  name: child.nickname || child.full_name,
});
