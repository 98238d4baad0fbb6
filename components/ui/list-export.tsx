'use client';
import { useTranslations } from 'next-intl';
import { compact } from '@/lib/api/compact';
import { useDownload } from '@/lib/api/use-download';
import { ExportButton, ListAlert } from './list-parts';

/**
 * A list's export through the list kit: the toolbar's button and its error line for the list's alerts. `path` is
 * the list's export endpoint, `query` what the screen shows (`state.exportQuery`: its filters, search and sort),
 * so that the file holds the list as the screen shows it, every page of it. `tap` makes the button thumb-sized, for
 * a phone layout.
 */
export function useListExport(
  path: string,
  query: Record<string, unknown>,
  testId: string,
  { tap = false }: { tap?: boolean } = {},
) {
  const t = useTranslations('common');
  const download = useDownload(async () => {
    const { downloadFile } = await import('@/lib/api/download');
    await downloadFile(path, compact(query), 'export.xlsx');
  }, t('exportFailed'));
  return {
    button: <ExportButton download={download} text={t('export')} testId={testId} tap={tap} />,
    alert: <ListAlert text={download.error} onClose={download.clear} />,
  };
}
