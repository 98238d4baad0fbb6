'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { PageHeading, PageTabs } from '@/components/ui/page-heading';
import { InvoiceList } from './invoice-list';

const FeeItems = dynamic(() => import('./fee-items').then((m) => m.FeeItems), { ssr: false });
const TuitionReports = dynamic(() => import('./tuition-reports').then((m) => m.TuitionReports), { ssr: false });
const BankForm = dynamic(() => import('./bank-form').then((m) => m.BankForm), { ssr: false });
const BankStatement = dynamic(() => import('./bank-statement').then((m) => m.BankStatement), { ssr: false });

const TABS = ['invoices', 'statement', 'feeItems', 'reports', 'settings'] as const;
type Tab = (typeof TABS)[number];

/** /management/tuition: the month's invoices, the bank statement, the fee items, the reports and the school's bank account. */
export function TuitionAdmin({ title, group, actions }: { title: string; group: string; actions: string[] }) {
  const t = useTranslations('tuition');
  const [tab, setTab] = useState<Tab>('invoices');
  const can = (a: string) => actions.includes(a);
  const tabs = TABS.filter((x) => (x !== 'settings' || can('update')) && (x !== 'statement' || can('create')));
  return (
    <section aria-labelledby="page-title">
      <PageHeading title={title} group={group} />
      <PageTabs id="tuition" tabs={tabs} active={tab} onSelect={setTab} label={(x) => t(`tabs.${x}`)}>
        {tab === 'invoices' && <InvoiceList can={can} />}
        {tab === 'statement' && <BankStatement />}
        {tab === 'feeItems' && <FeeItems can={can} />}
        {tab === 'reports' && <TuitionReports can={can} />}
        {tab === 'settings' && <BankForm />}
      </PageTabs>
    </section>
  );
}
