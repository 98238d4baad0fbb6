'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useListExport } from '@/components/ui/list-export';
import { FilterSelect } from '@/components/ui/filter-select';
import { ViewHeading, type LayoutView } from '@/components/ui/page-heading';
import { RequestList } from '@/components/management/requests/request-list';
import { RequestDialogs, type RequestDialog } from '@/components/management/requests/request-dialogs';
import { useListState } from '@/lib/api/use-list-state';
import { MESSAGE_LIST, MESSAGE_UNREAD_QUERY } from '@/lib/api/message-keys';
import { MESSAGE_CATEGORIES, MESSAGE_RECIPIENTS, MESSAGE_STATUSES } from '@/lib/request-values';
import { useMessages, type MessageListParams, type MessageRow } from '@/lib/api/message';
import { MessageCard, useMessageColumns } from './message-columns';
import { ListButton } from '@/components/ui/list-screen';

// The start dialog is fetched the first time it opens.
const MessageStartDialog = dynamic(() => import('./message-start-dialog').then((m) => m.MessageStartDialog), {
  ssr: false,
});

const Detail = dynamic(() => import('./message-detail-dialog').then((m) => m.MessageDetailDialog), { ssr: false });

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
 * /management/message-request[/desktop|/mobile]: parents' messages on the requests' list, unread first; a table on
 * a desk, cards on a phone; each opens its thread (the kind's own record) to mark it read and reply.
 */
export function MessageAdmin({ title, group, variant, layout, canAnswer, canExport, ownOnly }: MessagePageProps) {
  const t = useTranslations('message');
  const state = useListState(MESSAGE_LIST);
  const [dialog, setDialog] = useState<RequestDialog<MessageRow> | null>(null);
  const list = useMessages(state.query as MessageListParams);
  const unread = useMessages(MESSAGE_UNREAD_QUERY);
  const columns = useMessageColumns(setDialog);
  const [starting, setStarting] = useState(false);
  const phone = layout === 'mobile';
  const exporting = useListExport('/webadmin/MessageRequest/export', state.exportQuery, 'message-export', {
    tap: phone,
  });
  const col = phone ? 'col-6 col-sm-3' : 'col-sm-4 col-md-2';
  const filter = (key: 'recipient' | 'category', options: readonly string[], all: string) => (
    <FilterSelect
      id={`message-${key}-filter`}
      label={t(`columns.${key}`)}
      {...state.field(key)}
      allLabel={all}
      options={options.map((s) => ({
        value: s,
        label: t(`${key === 'recipient' ? 'recipients' : 'categories'}.${s}`),
      }))}
      col={col}
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
      <RequestList
        ns="message"
        state={state}
        list={list}
        columns={columns}
        waiting={{ on: 'unread', icon: 'bi-envelope', text: t('unreadCount', { count: unread.data?.total ?? 0 }) }}
        statuses={MESSAGE_STATUSES}
        ownOnly={ownOnly}
        cols={{ search: phone ? 'col-12' : 'col-12 col-md-3', class: col, status: phone ? col : 'col-sm-4 col-md-3' }}
        filters={{
          afterStatus: (
            <>
              {filter('recipient', MESSAGE_RECIPIENTS, t('allRecipients'))}
              {filter('category', MESSAGE_CATEGORIES, t('allCategories'))}
            </>
          ),
        }}
        toolbar={
          (canExport || canAnswer) && (
            <>
              {canExport && exporting.button}
              {canAnswer && (
                <ListButton
                  icon="bi-chat-left-dots"
                  text={t('start.open')}
                  onClick={() => setStarting(true)}
                  testId="message-start-open"
                  tap={phone}
                />
              )}
            </>
          )
        }
        alerts={
          <>
            {exporting.alert}
            {phone && list.data?.data.length === 0 && <p className="text-body-secondary">{t('empty')}</p>}
          </>
        }
        tap
        cards={
          phone
            ? {
                render: (m) => <MessageCard message={m} onOpen={() => setDialog({ kind: 'detail', id: m.id })} />,
                testId: 'message-cards',
                always: true,
              }
            : undefined
        }
      >
        {starting && <MessageStartDialog onHide={() => setStarting(false)} />}
        <RequestDialogs
          dialog={dialog}
          open={setDialog}
          detail={(props) => <Detail {...props} canApprove={false} canAnswer={canAnswer} />}
        />
      </RequestList>
    </section>
  );
}
