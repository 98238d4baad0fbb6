import '@/styles/parent.css';
import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { requireParentPage } from '@/lib/server/app-auth/parent-page';
import { PageMessages } from '@/components/providers/page-messages';
import { ParentShell } from '@/components/parent/shell/parent-shell';

/** The parents' app (signed in): its own phone layout, its own session (the HttpOnly cookie). */
export default async function ParentLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  setRequestLocale((await params).locale);
  const page = await requireParentPage();
  return (
    <PageMessages ns={['parent']}>
      <ParentShell school={page.school} items={page.children} current={page.child}>
        {children}
      </ParentShell>
    </PageMessages>
  );
}
