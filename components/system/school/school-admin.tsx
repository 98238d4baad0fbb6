'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ListButton, ListScreen, searchBox } from '@/components/ui/list-screen';
import { FilterSelect } from '@/components/ui/filter-select';
import { useProvinces } from '@/lib/api/shell';
import { useSchools, type SchoolListParams, type SchoolRow } from '@/lib/api/school';
import { useListState } from '@/lib/api/use-list-state';
import { SCHOOL_LIST } from '@/lib/api/school-keys';
import { SCHOOL_STATUSES } from '@/lib/school-values';
import { useSchoolColumns } from './school-columns';
import dynamic from 'next/dynamic';
import { useOpenedOnce } from '@/components/ui/use-opened-once';

// The form validates with zod and react-hook-form: fetched the first time it opens, not with the list.
const SchoolFormPanel = dynamic(() => import('./school-form-panel').then((m) => m.SchoolFormPanel), { ssr: false });

/** /system/school: every school, with create and edit in a side panel (system administrators only). */
export function SchoolAdmin({
  title,
  group,
  actions,
}: {
  title: string;
  group: string;
  /** The user's actions on the menu (the page guard's one shape of rights). */
  actions: string[];
}) {
  const t = useTranslations('schoolAdmin');
  const provinces = useProvinces();
  const state = useListState(SCHOOL_LIST);
  // The panel stays mounted so that it can slide out; `editing` is null for a new school.
  const [panel, setPanel] = useState<{ open: boolean; editing: SchoolRow | null }>({ open: false, editing: null });
  const panelMounted = useOpenedOnce(panel.open);
  const list = useSchools(state.query as SchoolListParams);
  const edit = (school: SchoolRow | null) => setPanel({ open: true, editing: school });
  const columns = useSchoolColumns(actions.includes('update'), edit);

  return (
    <ListScreen
      title={title}
      group={group}
      icon="bi-building"
      search={searchBox(t, 'school-search')}
      filters={
        <>
          <FilterSelect
            id="school-status-filter"
            label={t('statusFilter')}
            {...state.field('status')}
            allLabel={t('all')}
            options={SCHOOL_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
            col="col-6 col-md-3"
          />
          <FilterSelect
            id="school-province-filter"
            label={t('provinceFilter')}
            {...state.field('province_id')}
            allLabel={t('all')}
            options={(provinces.data ?? []).map((p) => ({ value: p.province_id, label: p.name }))}
            col="col-6 col-md-4"
          />
        </>
      }
      toolbar={
        actions.includes('create') && (
          <ListButton icon="bi-plus-lg" text={t('add')} onClick={() => edit(null)} testId="school-add" />
        )
      }
      state={state}
      columns={columns}
      list={list}
      caption={t('caption')}
      testId="school-table"
    >
      {panelMounted && (
        <SchoolFormPanel
          school={panel.editing}
          show={panel.open}
          onHide={() => setPanel((p) => ({ ...p, open: false }))}
        />
      )}
    </ListScreen>
  );
}
