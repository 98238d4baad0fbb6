'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { PageHeading, PageTabs } from '@/components/ui/page-heading';
import { DeclarationList } from './declaration-list';
import type { ScreenProps } from '@/lib/rights';

const MissingDoses = dynamic(() => import('./missing-doses').then((m) => m.MissingDoses), { ssr: false });
const VaccineSchedule = dynamic(() => import('./vaccine-schedule').then((m) => m.VaccineSchedule), { ssr: false });

const TABS = ['declarations', 'missing', 'schedule'] as const;
type Tab = (typeof TABS)[number];

/** /management/vaccine-declaration: declarations to verify, the children missing due doses, and the schedule. */
export function VaccineAdmin({
  title,
  group,
  actions,
  ownOnly,
  systemAdmin,
}: ScreenProps & {
  systemAdmin: boolean;
}) {
  const t = useTranslations('vaccine');
  const [tab, setTab] = useState<Tab>('declarations');
  const can = (a: string) => actions.includes(a);
  return (
    <section aria-labelledby="page-title">
      <PageHeading title={title} group={group} icon="bi-shield-plus" />
      <PageTabs id="vaccine" tabs={TABS} active={tab} onSelect={setTab} label={(x) => t(`tabs.${x}`)}>
        {tab === 'declarations' && <DeclarationList can={can} ownOnly={ownOnly} />}
        {tab === 'missing' && <MissingDoses canExport={can('export')} />}
        {tab === 'schedule' && <VaccineSchedule canEdit={can('update')} systemAdmin={systemAdmin} />}
      </PageTabs>
    </section>
  );
}
