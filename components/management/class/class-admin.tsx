'use client';
import { useTranslations } from 'next-intl';
import { Tab, Tabs } from 'react-bootstrap';
import { useSchoolYears } from '@/lib/api/class';
import { ClassList } from './class-list';
import { YearList } from './year-list';

/** /management/class: the school's classes and, beside them, its school years. */
export function ClassAdmin({
  title,
  group,
  actions,
  ownOnly,
}: {
  title: string;
  group: string;
  actions: string[];
  /** A teacher (scope `class`): the server lists only their classes. */
  ownOnly: boolean;
}) {
  const t = useTranslations('classAdmin');
  const years = useSchoolYears();
  const can = {
    create: actions.includes('create'),
    update: actions.includes('update'),
    delete: actions.includes('delete'),
  };
  const rows = years.data?.data ?? [];
  return (
    <section aria-labelledby="page-title">
      <p className="text-body-secondary small mb-1">{group}</p>
      <h1 id="page-title" className="h3 d-flex align-items-center gap-2 mb-3">
        <i className="bi bi-collection" aria-hidden="true" />
        {title}
      </h1>
      <Tabs defaultActiveKey="classes" id="class-admin-tabs" className="mb-3" mountOnEnter>
        <Tab eventKey="classes" title={t('classes')}>
          <ClassList years={rows} yearsReady={!years.isLoading} can={can} ownOnly={ownOnly} />
        </Tab>
        <Tab eventKey="years" title={t('years')}>
          <YearList years={rows} loading={years.isFetching} error={years.error} can={can} />
        </Tab>
      </Tabs>
    </section>
  );
}
