'use client';
import { useTranslations } from 'next-intl';
import { ExportButton, ListAlert, ListButton, ListScreen, searchBox } from '@/components/ui/list-screen';
import { DayRangeFilter } from '@/components/ui/day-filter';
import { FilterSelect } from '@/components/ui/filter-select';
import { ClassFilter } from '@/components/management/class/class-filter';
import { downloadHealthExport, useHealthList, type HealthListParams, type HealthRow } from '@/lib/api/health';
import { useDownload } from '@/lib/api/use-download';
import { useListState } from '@/lib/api/use-list-state';
import { HEALTH_LIST } from '@/lib/api/health-keys';
import { NUTRITION_CLASSES } from '@/lib/health/classes';
import { useMeasurementColumns } from './measurement-columns';

/** The measurements of the school (a teacher's classes), filtered by class, date range, search and WHO class. */
export function MeasurementList({
  canCreate,
  canUpdate,
  canExport,
  onChart,
  onEdit,
  onCreate,
}: {
  canCreate: boolean;
  canUpdate: boolean;
  canExport: boolean;
  onChart: (studentId: string) => void;
  onEdit: (row: HealthRow) => void;
  onCreate: () => void;
}) {
  const t = useTranslations('health');
  const state = useListState(HEALTH_LIST);
  const list = useHealthList(state.query as HealthListParams);
  const exporting = useDownload(() => downloadHealthExport(state.exportQuery), t('exportFailed'));
  const columns = useMeasurementColumns(onChart, canUpdate ? onEdit : null);

  return (
    <ListScreen
      search={searchBox(t, 'health-search', 'col-12 col-md-4 col-lg-3')}
      filters={
        <>
          <ClassFilter id="health-class-filter" {...state.field('class_id')} col="col-12 col-sm-6 col-md-4 col-lg-3" />
          <FilterSelect
            id="health-classification-filter"
            label={t('columns.classes')}
            {...state.field('classification')}
            allLabel={t('allClassifications')}
            options={[
              { value: 'concern', label: t('concern') },
              ...NUTRITION_CLASSES.map((c) => ({ value: c, label: t(`classes.${c}`) })),
            ]}
            col="col-12 col-sm-6 col-md-4 col-lg-2"
          />
          <DayRangeFilter
            id="health"
            labels={{ from: t('filterFrom'), to: t('filterTo') }}
            values={state.filters}
            onChange={state.setFilter}
            col="col-6 col-md-3 col-lg-2"
          />
        </>
      }
      toolbar={
        (canCreate || canExport) && (
          <>
            {canExport && <ExportButton download={exporting} text={t('export')} testId="health-export" />}
            {canCreate && <ListButton icon="bi-plus-lg" text={t('add')} onClick={onCreate} testId="health-add" />}
          </>
        )
      }
      alerts={<ListAlert text={exporting.error} onClose={exporting.clear} />}
      state={state}
      columns={columns}
      list={list}
      caption={t('caption')}
      testId="health-table"
    />
  );
}
