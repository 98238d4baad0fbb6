'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ListAlert, ListButton, ListScreen } from '@/components/ui/list-screen';
import { useAuditLogs, type AuditListParams } from '@/lib/api/audit';
import { useDownload } from '@/lib/api/use-download';
import { useListState } from '@/lib/api/use-list-state';
import { AUDIT_LIST } from '@/lib/api/audit-keys';
import type { AuditFilterInput } from '@/lib/schemas/audit';
import { useAuditColumns } from './audit-columns';
import { AuditDetailDialog } from './audit-detail-dialog';
import { AuditFilters } from './audit-filters';

/** /system/audit: every change and sign-in, newest first, filtered on the server; export of the filtered list. */
export function AuditLog({ title, group, actions }: { title: string; group: string; actions: string[] }) {
  const t = useTranslations('audit');
  const state = useListState(AUDIT_LIST);
  const [viewing, setViewing] = useState<number | null>(null);
  const list = useAuditLogs(state.query as AuditListParams);
  const exporting = useDownload(async () => {
    const { downloadAuditExport } = await import('@/lib/api/audit');
    await downloadAuditExport(state.exportQuery as AuditFilterInput);
  }, t('exportFailed'));
  const columns = useAuditColumns(setViewing);

  return (
    <ListScreen
      title={title}
      group={group}
      icon="bi-journal-text"
      // The form is checked and applied as a whole; it starts again from the URL when back/forward changes it.
      notice={<AuditFilters key={JSON.stringify(state.filters)} values={state.filters} onApply={state.setFilters} />}
      toolbar={
        actions.includes('export') && (
          <ListButton
            icon="bi-file-earmark-excel"
            text={t('export')}
            variant="outline-success"
            onClick={() => void exporting.run()}
            busy={exporting.busy}
            testId="audit-export"
          />
        )
      }
      alerts={<ListAlert text={exporting.error} onClose={exporting.clear} />}
      state={state}
      columns={columns}
      list={list}
      caption={t('caption')}
      testId="audit-table"
    >
      <AuditDetailDialog id={viewing} onHide={() => setViewing(null)} />
    </ListScreen>
  );
}
