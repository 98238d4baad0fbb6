import type { ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { requireParentPage } from '@/lib/server/app-auth/parent-page';
import { parentHead } from '@/lib/server/app-auth/parent-manifest';
import { ParentShell } from '@/components/parent/shell/parent-shell';

/** Installable: the school's manifest and home-screen icon; the browser's bar in the school's colour. */
export async function generateMetadata(): Promise<Metadata> {
  const page = await requireParentPage();
  return parentHead(page.locale, page.school);
}

export async function generateViewport(): Promise<Viewport> {
  const page = await requireParentPage();
  return { width: 'device-width', initialScale: 1, themeColor: page.school.colour };
}

/** The parents' app (signed in): its own phone layout, its own session (the HttpOnly cookie). */
export default async function ParentLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const page = await requireParentPage();
  return (
    <ParentShell locale={locale} school={page.school} items={page.children} current={page.child}>
      {children}
    </ParentShell>
  );
}
