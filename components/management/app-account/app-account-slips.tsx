'use client';
import { useTranslations } from 'next-intl';
import { Alert, Button, Modal, Table } from 'react-bootstrap';
import { Dialog } from '@/components/ui/dialog';
import type { AppAccountSlip } from '@/lib/schemas/app-account';
import { TableHead } from '@/components/ui/table-head';

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The nonce of this page's Content-Security-Policy (proxy.ts), read off its scripts: the print window is written
 * from here (about:blank keeps this page's policy), and its <style> element needs the nonce.
 */
const pageNonce = () => document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';

/**
 * New passwords, shown this once (only their hashes are kept) with a Print button that prints one slip per family:
 * school, username, password and children. Closing the dialog forgets them.
 */
export function AppAccountSlipsDialog({
  result,
  onHide,
}: {
  result: { schoolName: string; slips: AppAccountSlip[]; created?: number; linked?: number; skipped?: number } | null;
  onHide: () => void;
}) {
  const t = useTranslations('appAccountAdmin');
  const tc = useTranslations('common');

  const print = () => {
    if (!result) return;
    const slips = result.slips
      .map(
        (s) => `<section class="slip">
  <h1>${escape(t('slip.title'))}</h1>
  <p><b>${escape(t('slip.school'))}:</b> ${escape(result.schoolName)}</p>
  ${s.guardian_name ? `<p><b>${escape(t('slip.guardian'))}:</b> ${escape(s.guardian_name)}</p>` : ''}
  <p><b>${escape(t('slip.username'))}:</b> <code>${escape(s.username)}</code></p>
  <p><b>${escape(t('slip.password'))}:</b> <code>${escape(s.password)}</code></p>
  <p><b>${escape(t('slip.children'))}:</b> ${escape(s.children.map((c) => (c.class_name ? `${c.full_name} (${c.class_name})` : c.full_name)).join(', '))}</p>
  <p class="hint">${escape(t('slip.hint'))}</p>
</section>`,
      )
      .join('');
    const win = window.open('', '_blank', 'noopener=no,width=600,height=800');
    if (!win) return;
    win.document.write(`<!doctype html><html><head><meta charset="utf-8"><title>${escape(t('slip.title'))}</title>
<style nonce="${escape(pageNonce())}">body{font-family:system-ui,sans-serif;margin:1rem}.slip{border:1px dashed #000;padding:1rem;margin-bottom:1rem;page-break-inside:avoid}
h1{font-size:1.2rem;margin:0 0 .5rem}code{font-size:1.2rem}.hint{font-size:.85rem;color:#333}</style></head><body>${slips}</body></html>`);
    win.document.close();
    win.focus();
    win.print();
  };

  return (
    <Dialog
      show={!!result}
      onHide={onHide}
      centered
      size="lg"
      fullscreen="sm-down"
      backdrop="static"
      testId="app-account-slips"
      title={t('slipsTitle')}
    >
      <Modal.Body>
        {result?.created !== undefined && (
          <p data-testid="app-account-bulk-counts">
            {t('bulkCounts', { created: result.created, linked: result.linked ?? 0, skipped: result.skipped ?? 0 })}
          </p>
        )}
        {result && result.slips.length > 0 && <Alert variant="warning">{t('passwordOnce')}</Alert>}
        {result && result.slips.length > 0 && (
          <Table responsive size="sm" className="align-middle">
            <TableHead
              caption={t('slipsTitle')}
              headings={[t('columns.username'), t('slip.password'), t('columns.children')]}
            />
            <tbody>
              {result.slips.map((s) => (
                <tr key={s.id}>
                  <td>{s.username}</td>
                  <td className="font-monospace fs-6" data-testid="app-account-password">
                    {s.password}
                  </td>
                  <td>{s.children.map((c) => c.full_name).join(', ')}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Modal.Body>
      <Modal.Footer>
        {result && result.slips.length > 0 && (
          <Button variant="outline-primary" onClick={print} data-testid="app-account-print">
            <i className="bi bi-printer me-1" aria-hidden="true" />
            {t('print')}
          </Button>
        )}
        <Button onClick={onHide}>{tc('close')}</Button>
      </Modal.Footer>
    </Dialog>
  );
}
