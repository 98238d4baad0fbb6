'use client';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Alert, Button, ListGroup, Modal, Spinner } from 'react-bootstrap';
import { Dialog } from '@/components/ui/dialog';
import { useEndAllSessions, useEndSession, useSessions, type SessionRow } from '@/lib/api/shell';
import { useErrorText } from '@/lib/api/use-error-text';
import { signOutNow } from '@/lib/api/sign-out';
import { useDelayedFlag } from '@/lib/api/use-delayed-flag';

type Agent = { Device?: { Brand?: string | null; Family?: string | null; Model?: string | null }; OS?: { Family?: string | null }; UA?: { Family?: string | null; Major?: string | null } };

function describe(row: SessionRow, unknown: string) {
  let agent: Agent = {};
  try {
    agent = JSON.parse(row.user_agent) as Agent;
  } catch {
    /* shown as unknown */
  }
  const device = [agent.Device?.Brand, agent.Device?.Model ?? agent.Device?.Family].filter((v) => v && v !== 'Other').join(' ') || agent.OS?.Family || unknown;
  const browser = [agent.UA?.Family, agent.UA?.Major].filter(Boolean).join(' ');
  return { device, browser };
}

/** Active sessions, with sign-out of one or of all (spec §2). */
export function SessionsDialog({ show, onHide }: { show: boolean; onHide: () => void }) {
  const t = useTranslations('sessions');
  const tc = useTranslations('common');
  const locale = useLocale();
  const errorText = useErrorText();
  const { data, isFetching, error } = useSessions(show);
  const endOne = useEndSession();
  const endAll = useEndAllSessions();
  const [actionError, setActionError] = useState<string | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  const spinner = useDelayedFlag(isFetching && !data);

  const end = async (row: SessionRow) => {
    setActionError(null);
    try {
      if (row.is_current) return void (await signOutNow(locale));
      await endOne.mutateAsync(row.session_id);
    } catch (e) {
      setActionError(errorText(e));
    }
  };
  const endEverywhere = async () => {
    setActionError(null);
    try {
      await endAll.mutateAsync();
      await signOutNow(locale);
    } catch (e) {
      setActionError(errorText(e));
    }
  };

  return (
    <Dialog show={show} onHide={onHide} centered scrollable fullscreen="sm-down" testId="sessions-dialog" titleId="sessions-title" title={t('title')}>
      <Modal.Body>
        {(actionError || error) && (
          <Alert variant="danger" role="alert">
            {actionError ?? errorText(error)}
          </Alert>
        )}
        {spinner && (
          <div className="text-center py-3" role="status">
            <Spinner aria-hidden="true" />
            <span className="visually-hidden">{tc('loading')}</span>
          </div>
        )}
        {data && data.data.length === 0 && <p className="text-body-secondary">{t('empty')}</p>}
        {data && data.data.length > 0 && (
          <ListGroup as="ul" data-testid="sessions-list">
            {data.data.map((row) => {
              const { device, browser } = describe(row, t('unknownDevice'));
              return (
                <ListGroup.Item as="li" key={row.session_id} className="d-flex align-items-center gap-3 flex-wrap" data-testid="session-row" data-current={row.is_current}>
                  <i className="bi bi-laptop fs-3 text-body-secondary" aria-hidden="true" />
                  <div className="flex-grow-1 min-w-0">
                    <div className="fw-semibold">
                      {device} {row.is_current && <span className="badge text-bg-success ms-1">{t('current')}</span>}
                    </div>
                    <div className="small text-body-secondary">
                      {browser && <span>{t('browser')}: {browser} · </span>}
                      {row.ip && <span>{row.ip} · </span>}
                      <span>
                        {t('expires')}: {row.token_expired_at_text}
                      </span>
                    </div>
                  </div>
                  <Button size="sm" variant="outline-danger" onClick={() => void end(row)} disabled={endOne.isPending} data-testid="session-sign-out">
                    {t('signOut')}
                  </Button>
                </ListGroup.Item>
              );
            })}
          </ListGroup>
        )}
      </Modal.Body>
      <Modal.Footer>
        {confirmAll ? (
          <>
            <span className="me-auto small">{t('signOutAllConfirm')}</span>
            <Button variant="secondary" onClick={() => setConfirmAll(false)}>
              {tc('cancel')}
            </Button>
            <Button variant="danger" onClick={() => void endEverywhere()} disabled={endAll.isPending} data-testid="sessions-sign-out-all-confirm">
              {tc('confirm')}
            </Button>
          </>
        ) : (
          <Button variant="outline-danger" onClick={() => setConfirmAll(true)} data-testid="sessions-sign-out-all">
            {t('signOutAll')}
          </Button>
        )}
      </Modal.Footer>
    </Dialog>
  );
}
