'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { ListNote, ListScreen, searchBox, WaitingToggle } from '@/components/ui/list-screen';
import { useListExport } from '@/components/ui/list-export';
import { FilterSelect } from '@/components/ui/filter-select';
import { ViewHeading, type LayoutView } from '@/components/ui/page-heading';
import { useListState } from '@/lib/api/use-list-state';
import { MESSAGE_FILTERS, MESSAGE_LIST, MESSAGE_UNREAD_QUERY } from '@/lib/api/message-keys';
import { MESSAGE_CATEGORIES, MESSAGE_RECIPIENTS, MESSAGE_STATUSES } from '@/lib/request-values';
import { useMessages, type MessageListParams } from '@/lib/api/message';
import { MessageCard, useMessageColumns } from './message-columns';

const MessageDetailDialog = dynamic(() => import('./message-detail-dialog').then((m) => m.MessageDetailDialog), {
  ssr: false,
});

export type MessagePageProps = {
  title: string;
  group: string;
  variant: LayoutView | null;
  layout: LayoutView;
  canAnswer: boolean;
  canExport: boolean;
  ownOnly: boolean;
};

/**
 * /management/message-request[/desktop|/mobile]: parents' messages, unread first; a table on a desk, cards on a
 * phone; each opens its thread to mark it read and reply.
 */
export function MessageAdmin({ title, group, variant, layout, canAnswer, canExport, ownOnly }: MessagePageProps) {
  const t = useTranslations('message');
  const state = useListState(MESSAGE_LIST);
  const [viewing, setViewing] = useState<string | null>(null);
  const list = useMessages(state.query as MessageListParams);
  const unread = useMessages(MESSAGE_UNREAD_QUERY);
  const columns = useMessageColumns(setViewing);
  const exporting = useListExport('/webadmin/MessageRequest/export', state.exportQuery, 'message-export');
  const phone = layout === 'mobile';
  const col = phone ? 'col-sm-4' : 'col-sm-4 col-md-3';
  const filter = (
    key: (typeof MESSAGE_FILTERS)[number],
    options: readonly string[],
    words: 'statuses' | 'recipients' | 'categories',
    all: string,
  ) => (
    <FilterSelect
      id={`message-${key}-filter`}
      label={t(`columns.${key}`)}
      {...state.field(key)}
      allLabel={all}
      options={options.map((s) => ({ value: s, label: t(`${words}.${s}`) }))}
      col={`${key === 'status' ? 'col-12' : 'col-6'} ${col}`}
    />
  );

  return (
    <section
      aria-labelledby="page-title"
      data-testid={`message-${layout}`}
      className={phone ? 'mx-auto' : undefined}
      style={phone ? { maxWidth: 560 } : undefined}
    >
      <ViewHeading
        title={title}
        group={group}
        icon="bi-chat-left-text"
        route="/management/message-request"
        variant={variant}
        current={layout}
        testId="message"
      />
      <ListScreen
        notice={ownOnly && <ListNote text={t('ownClassesOnly')} />}
        search={searchBox(t, 'message-search', phone ? 'col-12' : 'col-12 col-md-3')}
        filters={
          <>
            {filter('status', MESSAGE_STATUSES, 'statuses', t('allStatuses'))}
            {filter('recipient', MESSAGE_RECIPIENTS, 'recipients', t('allRecipients'))}
            {filter('category', MESSAGE_CATEGORIES, 'categories', t('allCategories'))}
          </>
        }
        start={
          <WaitingToggle
            filter={state.field('status')}
            on="unread"
            icon="bi-envelope"
            text={t('unreadCount', { count: unread.data?.total ?? 0 })}
            testId="message-unread-count"
            tap
          />
        }
        toolbar={canExport && !phone && exporting.button}
        alerts={
          <>
            {exporting.alert}
            {phone && list.data?.data.length === 0 && <p className="text-body-secondary">{t('empty')}</p>}
          </>
        }
        state={state}
        columns={columns}
        list={list}
        caption={t('caption')}
        testId="message-table"
        cards={
          phone
            ? {
                render: (m) => <MessageCard message={m} onOpen={() => setViewing(m.id)} />,
                testId: 'message-cards',
                always: true,
              }
            : undefined
        }
      >
        {viewing && <MessageDetailDialog id={viewing} canAnswer={canAnswer} onHide={() => setViewing(null)} />}
      </ListScreen>
    </section>
  );
}
