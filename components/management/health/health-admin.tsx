'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { ListNote } from '@/components/ui/list-screen';
import { PageHeading, PageTabs } from '@/components/ui/page-heading';
import type { HealthRow } from '@/lib/api/health';
import { rightsOf, type ScreenProps } from '@/lib/rights';
import { MeasurementList } from './measurement-list';

// The round grid and the chart bring the WHO tables, the chart brings chart.js, the dialog its form: each loads when
// first opened.
const ClassRound = dynamic(() => import('./class-round').then((m) => m.ClassRound), { ssr: false });
const NutritionReport = dynamic(() => import('./nutrition-report').then((m) => m.NutritionReport), { ssr: false });
const GrowthChartDialog = dynamic(() => import('./growth-chart').then((m) => m.GrowthChartDialog), { ssr: false });
const MeasurementDialog = dynamic(() => import('./measurement-dialog').then((m) => m.MeasurementDialog), {
  ssr: false,
});

const TABS = ['list', 'round', 'report'] as const;
type Tab = (typeof TABS)[number];

/** /management/health-declaration: measurements, the class check round and the nutrition report. */
export function HealthAdmin({ title, group, actions, ownOnly }: ScreenProps) {
  const t = useTranslations('health');
  const can = rightsOf(actions, 'create', 'update', 'export');
  const [tab, setTab] = useState<Tab>('list');
  const [chart, setChart] = useState<string | null>(null);
  const [editing, setEditing] = useState<HealthRow | 'new' | null>(null);
  return (
    <section aria-labelledby="page-title">
      <PageHeading title={title} group={group} icon="bi-activity" />
      {ownOnly && <ListNote text={t('ownClassesOnly')} />}
      <PageTabs id="health" tabs={TABS} active={tab} onSelect={setTab} label={(k) => t(`tabs.${k}`)}>
        {tab === 'list' && (
          <MeasurementList
            canCreate={can.create}
            canUpdate={can.update}
            canExport={can.export}
            onChart={setChart}
            onEdit={(row) => setEditing(row)}
            onCreate={() => setEditing('new')}
          />
        )}
        {tab === 'round' && <ClassRound canSave={can.create} />}
        {tab === 'report' && <NutritionReport canExport={can.export} />}
      </PageTabs>
      {chart && <GrowthChartDialog studentId={chart} onHide={() => setChart(null)} />}
      {editing && <MeasurementDialog row={editing === 'new' ? null : editing} onHide={() => setEditing(null)} />}
    </section>
  );
}
