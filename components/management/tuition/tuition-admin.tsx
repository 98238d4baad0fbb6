'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { InvoiceList } from './invoice-list';

const FeeItems = dynamic(() => import('./fee-items').then((m) => m.FeeItems), { ssr: false });
const TuitionReports = dynamic(() => import('./tuition-reports').then((m) => m.TuitionReports), { ssr: false });
const BankForm = dynamic(() => import('./bank-form').then((m) => m.BankForm), { ssr: false });

const TABS = ['invoices', 'feeItems', 'reports', 'settings'] as const;
type Tab = (typeof TABS)[number];

/** /management/tuition: the month's invoices, the fee items, the reports and the school's bank account. */
export function TuitionAdmin({ title, group, actions }: { title: string; group: string; actions: string[] }) {
  const t = useTranslations('tuition');
  const [tab, setTab] = useState<Tab>('invoices');
  const can = (a: string) => actions.includes(a);
  const tabs = TABS.filter((x) => x !== 'settings' || can('update'));
  return (
    <div className="container-fluid py-3">
      <p className="small text-body-secondary mb-1">{group}</p>
      <h1 className="h4 mb-3">{title}</h1>
      <ul className="nav nav-tabs mb-3 flex-nowrap overflow-x-auto" role="tablist">
        {tabs.map((x) => (
          <li className="nav-item" key={x} role="presentation">
            <button
              type="button"
              role="tab"
              id={`tuition-tab-${x}`}
              aria-selected={tab === x}
              aria-controls={`tuition-panel-${x}`}
              className={`nav-link text-nowrap ${tab === x ? 'active' : ''}`}
              onClick={() => setTab(x)}
            >
              {t(`tabs.${x}`)}
            </button>
          </li>
        ))}
      </ul>
      <div role="tabpanel" id={`tuition-panel-${tab}`} aria-labelledby={`tuition-tab-${tab}`}>
        {tab === 'invoices' && <InvoiceList can={can} />}
        {tab === 'feeItems' && <FeeItems can={can} />}
        {tab === 'reports' && <TuitionReports can={can} />}
        {tab === 'settings' && <BankForm />}
      </div>
    </div>
  );
}
