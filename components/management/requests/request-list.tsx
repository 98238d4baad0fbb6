'use client';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { ListNote, ListScreen, searchBox, WaitingToggle } from '@/components/ui/list-screen';
import { StatusFilter } from '@/components/ui/filter-select';
import type { Column } from '@/components/ui/data-table';
import { ClassFilter } from '@/components/management/class/class-filter';
import type { ListState } from '@/lib/api/use-list-state';
import type { RequestNs } from './request-ns';

/**
 * The list of one kind of parents' requests (leave, medicine, messages, vaccine declarations): the own-classes
 * note, the search, the class and status filters (and the list's own, `filters`), the toggle showing how many wait
 * (for a decision, or unread), and the table — or, on a phone layout, the kind's `cards`. Worded and named by the
 * kind (`ns`): `${ns}-search`, `${ns}-class-filter`, `${ns}-status-filter`, `${ns}-pending-count`, `${ns}-table`.
 */
export function RequestList<T, F extends string>({
  ns,
  title,
  group,
  icon,
  state,
  list,
  columns,
  statuses,
  waiting,
  ownOnly,
  cols,
  filters = {},
  toolbar,
  alerts,
  tap,
  cards,
  children,
}: {
  ns: RequestNs;
  /** The page's heading, where the list is the page (ListScreen's). */
  title?: string;
  group?: string;
  icon?: string;
  state: ListState<F | 'class_id' | 'status'>;
  list: { data?: { data: T[]; total: number }; isFetching: boolean; error: unknown };
  columns: Column<T>[];
  statuses: readonly string[];
  /** The status a request waits in, and the words (and icon) of the toggle that shows only those. */
  waiting: { on: string; text: string; icon?: string };
  ownOnly: boolean;
  /** The grid cells of the search box, the class filter and the status filter. */
  cols: { search?: string; class: string; status: string };
  /** The list's own filters, after the class filter or after the status filter. */
  filters?: { afterClass?: ReactNode; afterStatus?: ReactNode };
  toolbar?: ReactNode;
  alerts?: ReactNode;
  /** Thumb-sized toggle (a list used on a phone too). */
  tap?: boolean;
  /** The rows as cards (ListScreen's), e.g. always on a phone layout. */
  cards?: ComponentProps<typeof ListScreen<T, F | 'class_id' | 'status'>>['cards'];
  children?: ReactNode;
}) {
  const t = useTranslations(ns);
  return (
    <ListScreen
      title={title}
      group={group}
      icon={icon}
      notice={ownOnly && <ListNote text={t('ownClassesOnly')} />}
      search={searchBox(t, `${ns}-search`, cols.search)}
      filters={
        <>
          <ClassFilter id={`${ns}-class-filter`} {...state.field('class_id')} col={cols.class} />
          {filters.afterClass}
          <StatusFilter
            id={`${ns}-status-filter`}
            t={t}
            values={statuses}
            {...state.field('status')}
            col={cols.status}
          />
          {filters.afterStatus}
        </>
      }
      start={
        <WaitingToggle
          filter={state.field('status')}
          on={waiting.on}
          text={waiting.text}
          icon={waiting.icon}
          testId={`${ns}-pending-count`}
          tap={tap}
        />
      }
      toolbar={toolbar}
      alerts={alerts}
      state={state}
      columns={columns}
      list={list}
      caption={t('caption')}
      testId={`${ns}-table`}
      cards={cards}
    >
      {children}
    </ListScreen>
  );
}
