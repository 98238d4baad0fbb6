'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { PageHeading, PageTabs } from '@/components/ui/page-heading';
import { DeclarationList } from './declaration-list';
import { DECLARATION_PAGE_SIZE } from '@/lib/vaccine-values';
import { vaccineKeys, type VaccineDeclarationRow, type VaccineRow } from '@/lib/api/vaccine';
import type { ScreenProps } from '@/lib/rights';
import { useSeededCache } from '@/lib/api/use-seeded-cache';
import type { JsonText } from '@/lib/json-text';

const MissingDoses = dynamic(() => import('./missing-doses').then((m) => m.MissingDoses), { ssr: false });
const VaccineSchedule = dynamic(() => import('./vaccine-schedule').then((m) => m.VaccineSchedule), { ssr: false });

const TABS = ['declarations', 'missing', 'schedule'] as const;
type Tab = (typeof TABS)[number];

export type VaccineAdminInitial = {
  list: { data: VaccineDeclarationRow[]; total: number };
  schedule: VaccineRow[];
};

/** /management/vaccine-declaration: declarations to verify, the children missing due doses, and the schedule. */
export function VaccineAdmin({
  title,
  group,
  actions,
  ownOnly,
  systemAdmin,
  initial,
}: ScreenProps & {
  systemAdmin: boolean;
  initial?: JsonText<VaccineAdminInitial>;
}) {
  const t = useTranslations('vaccine');
  useSeededCache(initial, (client, first) => {
    client.setQueryData(vaccineKeys.list({ page: 1, page_size: DECLARATION_PAGE_SIZE }), first.list);
    client.setQueryData(vaccineKeys.schedule(), first.schedule);
  });
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
