'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Alert, Nav } from 'react-bootstrap';
import type { HealthRow } from '@/lib/api/health';
import { MeasurementList } from './measurement-list';

// The round grid and the chart bring the WHO tables, the chart brings chart.js, the dialog its form: each loads when
// first opened.
const ClassRound = dynamic(() => import('./class-round').then((m) => m.ClassRound), { ssr: false });
const NutritionReport = dynamic(() => import('./nutrition-report').then((m) => m.NutritionReport), { ssr: false });
const GrowthChartDialog = dynamic(() => import('./growth-chart').then((m) => m.GrowthChartDialog), { ssr: false });
const MeasurementDialog = dynamic(() => import('./measurement-dialog').then((m) => m.MeasurementDialog), { ssr: false });

type Tab = 'list' | 'round' | 'report';

/** /management/health-declaration: measurements, the class check round and the nutrition report. */
export function HealthAdmin({ title, group, actions, ownOnly }: { title: string; group: string; actions: string[]; ownOnly: boolean }) {
  const t = useTranslations('health');
  const can = {
    create: actions.includes('create'),
    update: actions.includes('update'),
    export: actions.includes('export'),
  };
  const [tab, setTab] = useState<Tab>('list');
  const [chart, setChart] = useState<string | null>(null);
  const [editing, setEditing] = useState<HealthRow | 'new' | null>(null);
  return (
    <section aria-labelledby="page-title">
      <p className="text-body-secondary small mb-1">{group}</p>
      <h1 id="page-title" className="h3 d-flex align-items-center gap-2 mb-3">
        <i className="bi bi-activity" aria-hidden="true" />
        {title}
      </h1>
      {ownOnly && (
        <Alert variant="info" className="py-2">
          <i className="bi bi-info-circle me-2" aria-hidden="true" />
          {t('ownClassesOnly')}
        </Alert>
      )}
      <Nav variant="tabs" className="mb-3 flex-nowrap" activeKey={tab} onSelect={(k) => setTab((k as Tab) ?? 'list')} role="tablist">
        {(['list', 'round', 'report'] as const).map((k) => (
          <Nav.Item key={k} role="presentation">
            <Nav.Link eventKey={k} role="tab" aria-selected={tab === k} style={{ minHeight: 44 }} className="px-2 px-sm-3" data-testid={`health-tab-${k}`}>
              {t(`tabs.${k}`)}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <div role="tabpanel" aria-label={t(`tabs.${tab}`)}>
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
      </div>
      {chart && <GrowthChartDialog studentId={chart} onHide={() => setChart(null)} />}
      {editing && <MeasurementDialog row={editing === 'new' ? null : editing} onHide={() => setEditing(null)} />}
    </section>
  );
}
