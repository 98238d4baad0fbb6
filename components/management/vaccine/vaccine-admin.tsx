'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { DeclarationList } from './declaration-list';
import { DECLARATION_PAGE_SIZE } from '@/lib/vaccine-values';
import { vaccineKeys, type VaccineDeclarationRow, type VaccineRow } from '@/lib/api/vaccine';

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
}: {
  title: string;
  group: string;
  actions: string[];
  ownOnly: boolean;
  systemAdmin: boolean;
  initial?: VaccineAdminInitial;
}) {
  const t = useTranslations('vaccine');
  const client = useQueryClient();
  // Seed the cache from the server's prefetch, once, before the first render of the queries that read it.
  useState(() => {
    if (initial) {
      client.setQueryData(vaccineKeys.list({ page: 1, page_size: DECLARATION_PAGE_SIZE }), initial.list);
      client.setQueryData(vaccineKeys.schedule(), initial.schedule);
    }
    return true;
  });
  const [tab, setTab] = useState<Tab>('declarations');
  const can = (a: string) => actions.includes(a);
  return (
    <section aria-labelledby="page-title">
      <p className="text-body-secondary small mb-1">{group}</p>
      <h1 id="page-title" className="h3 d-flex align-items-center gap-2 mb-3">
        <i className="bi bi-shield-plus" aria-hidden="true" />
        {title}
      </h1>
      <ul className="nav nav-tabs mb-3 flex-nowrap overflow-x-auto" role="tablist">
        {TABS.map((x) => (
          <li className="nav-item" key={x} role="presentation">
            <button
              type="button"
              role="tab"
              id={`vaccine-tab-${x}`}
              aria-selected={tab === x}
              aria-controls={`vaccine-panel-${x}`}
              className={`nav-link text-nowrap ${tab === x ? 'active' : ''}`}
              style={{ minHeight: 44 }}
              onClick={() => setTab(x)}
            >
              {t(`tabs.${x}`)}
            </button>
          </li>
        ))}
      </ul>
      <div role="tabpanel" id={`vaccine-panel-${tab}`} aria-labelledby={`vaccine-tab-${tab}`}>
        {tab === 'declarations' && <DeclarationList can={can} ownOnly={ownOnly} />}
        {tab === 'missing' && <MissingDoses canExport={can('export')} />}
        {tab === 'schedule' && <VaccineSchedule canEdit={can('update')} systemAdmin={systemAdmin} />}
      </div>
    </section>
  );
}
