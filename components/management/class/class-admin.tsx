'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { PageHeading, PageTabs } from '@/components/ui/page-heading';
import { useSchoolYears } from '@/lib/api/class';
import { rightsOf, type ScreenProps } from '@/lib/rights';
import { ClassList } from './class-list';
import { YearList } from './year-list';

const TABS = ['classes', 'years'] as const;

/** /management/class: the school's classes and, beside them, its school years. */
export function ClassAdmin({ title, group, actions, ownOnly }: ScreenProps) {
  const t = useTranslations('classAdmin');
  const years = useSchoolYears();
  const can = rightsOf(actions, 'create', 'update', 'delete', 'export');
  const rows = years.data?.data ?? [];
  const [tab, setTab] = useState<(typeof TABS)[number]>('classes');
  return (
    <section aria-labelledby="page-title">
      <PageHeading title={title} group={group} icon="bi-collection" />
      <PageTabs id="class-admin" tabs={TABS} active={tab} onSelect={setTab} label={(k) => t(k)}>
        {tab === 'classes' ? (
          <ClassList years={rows} yearsReady={!years.isLoading} can={can} ownOnly={ownOnly} />
        ) : (
          <YearList years={rows} loading={years.isFetching} error={years.error} can={can} />
        )}
      </PageTabs>
    </section>
  );
}
