'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ExportButton, ListAlert, ListButton, ListNote, ListScreen, searchBox } from '@/components/ui/list-screen';
import { FilterSelect } from '@/components/ui/filter-select';
import { useClasses } from '@/lib/api/class';
import { useStudents, type StudentListParams } from '@/lib/api/student';
import { useDownload } from '@/lib/api/use-download';
import { useListState } from '@/lib/api/use-list-state';
import { GENDERS, STUDENT_STATUSES } from '@/lib/student-options';
import { CLASS_FILTER_QUERY } from '@/lib/api/class-keys';
import { AGE_GROUPS } from '@/lib/class-values';
import { STUDENT_FILTERS, STUDENT_LIST } from '@/lib/api/student-keys';
import { rightsOf, type ScreenProps } from '@/lib/rights';
import { useStudentColumns } from './student-columns';
import { StudentDialogs, type StudentDialog } from './student-dialogs';

/** /management/student: children of the school (a teacher's classes only), with search, filters and actions. */
export function StudentAdmin({
  title,
  group,
  actions,
  ownOnly,
  canCreateAppAccounts = false,
}: ScreenProps & {
  canCreateAppAccounts?: boolean;
}) {
  const t = useTranslations('studentAdmin');
  const can = {
    ...rightsOf(actions, 'create', 'update', 'export', 'import'),
    accounts: canCreateAppAccounts,
  };
  const state = useListState(STUDENT_LIST);
  const { selected } = state;
  const [dialog, setDialog] = useState<StudentDialog | null>(null);
  const classOptions = useClasses(CLASS_FILTER_QUERY).data?.data ?? [];
  // The school years of the classes (a year without a class has no child to show).
  const yearOptions = [...new Map(classOptions.map((c) => [c.school_year_id, c.school_year_name])).entries()].map(
    ([value, label]) => ({ value, label }),
  );
  // The URL's values go to the server as they are: it validates them (an unknown status is a 400, shown above).
  const list = useStudents(state.query as StudentListParams);
  const exporting = useDownload(async () => {
    // The download code comes with the first export, not with the list.
    const { downloadStudentExport } = await import('@/lib/api/student-actions');
    await downloadStudentExport(state.exportQuery as StudentListParams);
  }, t('exportFailed'));
  const columns = useStudentColumns(can.update, setDialog);
  const filter = (
    key: (typeof STUDENT_FILTERS)[number],
    label: string,
    allLabel: string,
    options: { value: string; label: string }[],
    col: string,
  ) => (
    <FilterSelect
      id={`student-${key.replace('_id', '').replace('_', '-')}-filter`}
      label={label}
      {...state.field(key)}
      allLabel={allLabel}
      options={options}
      col={col}
    />
  );
  const button = (testId: string, icon: string, text: string, onClick: () => void, variant = 'outline-secondary') => (
    <ListButton icon={icon} text={text} onClick={onClick} variant={variant} testId={testId} />
  );
  /** A button for the selected children, with their count; it opens its dialog on them. */
  const onSelected = (kind: 'accounts' | 'move', testId: string, icon: string, text: string) =>
    selected.size > 0 &&
    button(
      testId,
      icon,
      `${text} (${selected.size})`,
      () => setDialog({ kind, ids: [...selected] }),
      'outline-primary',
    );

  return (
    <ListScreen
      title={title}
      group={group}
      icon="bi-person-badge"
      notice={ownOnly && <ListNote text={t('ownClassesOnly')} />}
      search={searchBox(t, 'student-search')}
      filters={
        <>
          {filter('school_year_id', t('fields.school_year_id'), t('allYears'), yearOptions, 'col-6 col-sm-4 col-md-2')}
          {filter(
            'class_id',
            t('fields.class_id'),
            t('allClasses'),
            classOptions
              .filter((c) => !state.filters.school_year_id || c.school_year_id === state.filters.school_year_id)
              .map((c) => ({ value: c.id, label: `${c.name} (${c.school_year_name})` })),
            'col-6 col-sm-4 col-md-2',
          )}
          {filter(
            'age_group',
            t('fields.age_group'),
            t('allAgeGroups'),
            AGE_GROUPS.map((g) => ({ value: g, label: t(`ageGroups.${g}`) })),
            'col-6 col-sm-4 col-md-2',
          )}
          {filter(
            'status',
            t('columns.status'),
            t('allStatuses'),
            STUDENT_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
            'col-6 col-sm-4 col-md-2',
          )}
          {filter(
            'gender',
            t('columns.gender'),
            t('allGenders'),
            GENDERS.map((g) => ({ value: g, label: t(`genders.${g}`) })),
            'col-6 col-sm-4 col-md-2',
          )}
        </>
      }
      toolbar={
        (can.create || can.export || can.import || selected.size > 0) && (
          <>
            {can.export && <ExportButton download={exporting} text={t('export')} testId="student-export" />}
            {can.import && button('student-import-open', 'bi-upload', t('import'), () => setDialog({ kind: 'import' }))}
            {can.accounts && onSelected('accounts', 'student-create-accounts', 'bi-phone', t('createAccounts'))}
            {can.update && onSelected('move', 'student-move-selected', 'bi-arrow-left-right', t('moveSelected'))}
            {can.create &&
              button('student-add', 'bi-plus-lg', t('add'), () => setDialog({ kind: 'form', id: null }), 'primary')}
          </>
        )
      }
      alerts={<ListAlert text={exporting.error} onClose={exporting.clear} />}
      state={state}
      columns={columns}
      list={list}
      selectable={can.update || can.accounts}
      caption={t('caption')}
      testId="student-table"
    >
      <StudentDialogs
        dialog={dialog}
        open={setDialog}
        classes={classOptions}
        canUpdate={can.update}
        onSelectionDone={() => state.setSelected(new Set())}
      />
    </ListScreen>
  );
}
