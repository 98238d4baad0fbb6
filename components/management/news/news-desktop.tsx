'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ListButton, ListNote, ListScreen } from '@/components/ui/list-screen';
import { useListExport } from '@/components/ui/list-export';
import { FilterSelect } from '@/components/ui/filter-select';
import { ClassFilter } from '@/components/management/class/class-filter';
import { useNewsList, type NewsListParams } from '@/lib/api/news';
import { useListState } from '@/lib/api/use-list-state';
import { NEWS_LIST } from '@/lib/api/news-keys';
import { NEWS_STATUSES } from '@/lib/news-values';
import { useNewsColumns } from './news-columns';
import type { NewsScreenProps } from './news-types';
import { NewsHeading } from './news-screen';
import { NewsEditorSlot } from './news-editor-slot';

const COL = 'col-12 col-sm-6 col-md-4 col-lg-3';

/** /management/news-<kind>/desktop: the posts of one kind with filters, read counts and the editor. */
export function NewsDesktop(props: NewsScreenProps) {
  const { kind, can, ownOnly } = props;
  const t = useTranslations('news');
  const state = useListState(NEWS_LIST);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const list = useNewsList({ kind, ...state.query } as NewsListParams);
  const columns = useNewsColumns(kind, setEditing);
  const exporting = useListExport('/webadmin/News/export', { kind, ...state.exportQuery }, 'news-export');

  return (
    <section aria-labelledby="page-title">
      <NewsHeading {...props} current="desktop" />
      <ListScreen
        notice={ownOnly && kind !== 'public' && <ListNote text={t('ownClassesOnly')} />}
        search={{
          id: 'news-search',
          label: t('searchLabel'),
          placeholder: t('searchPlaceholder'),
          col: 'col-12 col-md-4 col-lg-3',
        }}
        filters={
          <>
            <FilterSelect
              id="news-status-filter"
              label={t('columns.status')}
              {...state.field('status')}
              allLabel={t('allStatuses')}
              options={NEWS_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
              col={COL}
            />
            {kind === 'class' && (
              <ClassFilter
                id="news-class-filter"
                label={t('class')}
                allLabel={t('allClasses')}
                {...state.field('class_id')}
                col={COL}
              />
            )}
          </>
        }
        toolbar={
          (can.create || can.export) && (
            <>
              {can.export && exporting.button}
              {can.create && (
                <ListButton icon="bi-plus-lg" text={t('add')} onClick={() => setEditing('new')} testId="news-add" />
              )}
            </>
          )
        }
        alerts={exporting.alert}
        state={state}
        columns={columns}
        list={list}
        caption={t('caption')}
        testId="news-table"
      >
        <NewsEditorSlot kind={kind} can={can} editing={editing} onEdit={setEditing} />
      </ListScreen>
    </section>
  );
}
