'use client';
import { useMemo, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { ApiError, getList } from '@/lib/api/client';
import { useErrorText } from '@/lib/api/use-error-text';
import { uploadStatement, useTuitionMutation, type InvoiceRow, type StatementAnswer, type StatementLineRow } from '@/lib/api/tuition';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatMoney } from '@/lib/format';
import { dayText } from '@/lib/school-time';
import { Money } from './money';

const FIELDS = ['date', 'amount', 'description', 'reference'] as const;
type Columns = Record<(typeof FIELDS)[number], string>;
type Choice = { include: boolean; invoice_id: string | null; invoice_no: string | null; student_name: string | null; balance: number | null; up_to_balance: boolean };
const BADGE: Record<StatementLineRow['match'], string> = { matched: 'success', partial: 'warning', unmatched: 'secondary', recorded: 'info' };
/** Notes that make a line no payment whatever the accountant picks. */
const UNUSABLE = new Set(['other_currency', 'invalid_amount', 'invalid_date', 'no_reference', 'duplicate']);

/**
 * The bank statement: upload the bank's file (the columns picked on the first upload, then remembered), see each
 * credit line matched, partly matched, unmatched or already recorded, match a line by hand, and record the chosen
 * lines as transfers in one go.
 */
export function BankStatement() {
  const t = useTranslations('tuition.statement');
  const errorText = useErrorText();
  const locale = useLocale();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [ask, setAsk] = useState<{ headers: string[]; text: string } | null>(null);
  const [columns, setColumns] = useState<Partial<Columns>>({});
  const [answer, setAnswer] = useState<StatementAnswer | null>(null);
  const [choices, setChoices] = useState<Record<number, Choice>>({});
  const [confirming, setConfirming] = useState(false);
  const confirm = useTuitionMutation<{ statement_id: string; lines: { line: number; invoice_id: string; up_to_balance: boolean }[] }>('post', '/webadmin/Tuition/confirm-statement');

  const send = async (picked?: Columns) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const a = await uploadStatement(file, picked);
      setAnswer(a);
      setAsk(null);
      setChoices(
        Object.fromEntries(
          a.lines.map((l) => [
            l.line,
            {
              include: (l.match === 'matched' || l.match === 'partial') && l.note !== 'above_balance',
              invoice_id: l.invoice_id,
              invoice_no: l.invoice_no,
              student_name: l.student_name,
              balance: l.balance,
              up_to_balance: false,
            },
          ]),
        ),
      );
    } catch (e) {
      if (e instanceof ApiError && Array.isArray(e.details.headers)) {
        setAsk({ headers: e.details.headers as string[], text: errorText(e) });
        setColumns({ ...(e.details.suggested as Partial<Columns>), ...(picked ?? {}) });
      } else setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };

  const chosen = useMemo(
    () => (answer?.lines ?? []).filter((l) => l.match !== 'recorded' && choices[l.line]?.include && choices[l.line]?.invoice_id),
    [answer, choices],
  );
  const total = chosen.reduce((s, l) => s + Math.min(l.amount ?? 0, choices[l.line].up_to_balance && choices[l.line].balance !== null ? choices[l.line].balance! : (l.amount ?? 0)), 0);
  const counts = Object.fromEntries((['matched', 'partial', 'unmatched', 'recorded'] as const).map((m) => [m, (answer?.lines ?? []).filter((l) => l.match === m).length]));

  const record = async () => {
    if (!answer) return;
    setError(null);
    try {
      const r = await confirm.mutateAsync({
        statement_id: answer.statement_id,
        lines: chosen.map((l) => ({ line: l.line, invoice_id: choices[l.line].invoice_id!, up_to_balance: choices[l.line].up_to_balance })),
      });
      const data = r.data as { recorded: number; left: { line: number }[] };
      const left = new Set(data.left.map((x) => x.line));
      setAnswer({ ...answer, lines: answer.lines.map((l) => (chosen.some((c) => c.line === l.line) && !left.has(l.line) ? { ...l, match: 'recorded' } : l)) });
      setNotice(`${r.text ?? ''}${left.size ? ` ${t('left', { lines: [...left].join(', ') })}` : ''}`);
    } catch (e) {
      setError(errorText(e));
    }
    setConfirming(false);
  };
  const setChoice = (line: number, patch: Partial<Choice>) => setChoices((c) => ({ ...c, [line]: { ...c[line], ...patch } }));

  return (
    <section aria-labelledby="statement-title">
      <h2 className="h5" id="statement-title">{t('caption')}</h2>
      <p className="text-body-secondary small">{t('intro')}</p>
      <form
        className="d-flex flex-wrap align-items-end gap-2 mb-3"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <div className="flex-grow-1" style={{ minWidth: 220 }}>
          <label htmlFor="statement-file" className="form-label">{t('file')}</label>
          <input
            id="statement-file"
            type="file"
            className="form-control"
            accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setAnswer(null);
              setAsk(null);
            }}
            data-testid="statement-file"
          />
        </div>
        <Button type="submit" disabled={!file || busy} data-testid="statement-upload">
          {busy ? <Spinner size="sm" className="me-1" aria-hidden="true" /> : <i className="bi bi-upload me-1" aria-hidden="true" />}
          {t('upload')}
        </Button>
      </form>
      {error && <Alert variant="danger" data-testid="statement-error">{error}</Alert>}
      {notice && <Alert variant="success" data-testid="statement-notice">{notice}</Alert>}
      {ask && (
        <fieldset className="border rounded p-3 mb-3" data-testid="statement-columns">
          <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-1">{t('pickColumns')}</legend>
          <p className="small text-body-secondary">{ask.text}</p>
          <div className="row g-2">
            {FIELDS.map((f) => (
              <div className="col-12 col-sm-6 col-lg-3" key={f}>
                <label htmlFor={`statement-col-${f}`} className="form-label small mb-1">{t(`fields.${f}`)}</label>
                <select id={`statement-col-${f}`} className="form-select" value={columns[f] ?? ''} onChange={(e) => setColumns({ ...columns, [f]: e.target.value })}>
                  <option value="">{t('choose')}</option>
                  {ask.headers.map((h) => (
                    <option key={h} value={h}>{h}</option>
                  ))}
                </select>
              </div>
            ))}
          </div>
          <Button className="mt-3" disabled={busy || FIELDS.some((f) => !columns[f])} onClick={() => void send(columns as Columns)} data-testid="statement-use-columns">
            {t('useColumns')}
          </Button>
        </fieldset>
      )}
      {answer && (
        <>
          <p className="fw-semibold" data-testid="statement-summary">{t('summary', counts)}</p>
          <ul className="list-unstyled mb-3" data-testid="statement-lines" aria-label={t('caption')}>
            {answer.lines.map((l) => {
              const c = choices[l.line];
              const usable = l.match !== 'recorded' && !(l.note && UNUSABLE.has(l.note));
              return (
                <li key={l.line} className="border rounded p-2 mb-2" data-testid="statement-line" data-match={l.match} data-reference={l.reference}>
                  <div className="d-flex flex-wrap align-items-center gap-2">
                    {usable && c?.invoice_id ? (
                      <Form.Check
                        id={`statement-include-${l.line}`}
                        aria-label={t('include', { line: l.line })}
                        checked={c.include}
                        onChange={(e) => setChoice(l.line, { include: e.target.checked })}
                      />
                    ) : null}
                    <span className="text-body-secondary small">{l.date ? dayText(l.date) : '—'}</span>
                    <Money amount={l.amount ?? 0} className="fw-semibold" />
                    <span className={`badge text-bg-${BADGE[l.match]}`}>{t(`matches.${l.match}`)}</span>
                    {l.note && <span className="badge text-bg-light border">{t(`notes.${l.note}`)}</span>}
                    <span className="ms-auto small text-body-secondary text-break">{l.reference}</span>
                  </div>
                  <div className="small text-break mt-1">{l.description}</div>
                  {c?.invoice_id && (
                    <div className="small mt-1">
                      {t('invoice')}: <span className="fw-semibold">{c.invoice_no}</span> · {c.student_name}
                      {c.balance !== null && l.match !== 'recorded' && <> · {t('balance', { amount: formatMoney(c.balance, locale) })}</>}
                    </div>
                  )}
                  {usable && c?.invoice_id && c.balance !== null && (l.amount ?? 0) > c.balance && (
                    <Form.Check
                      id={`statement-cap-${l.line}`}
                      className="small mt-1"
                      label={t('upToBalance')}
                      checked={c.up_to_balance}
                      onChange={(e) => setChoice(l.line, { up_to_balance: e.target.checked, include: e.target.checked || c.include })}
                    />
                  )}
                  {usable && l.match === 'unmatched' && (
                    <InvoicePicker line={l.line} onPick={(inv) => setChoice(l.line, { include: true, invoice_id: inv.id, invoice_no: inv.invoice_no, student_name: inv.student_name, balance: inv.balance })} />
                  )}
                </li>
              );
            })}
          </ul>
          <div className="d-flex flex-wrap gap-2 position-sticky bottom-0 bg-body py-2">
            <Button variant="success" disabled={!chosen.length || confirm.isPending} onClick={() => setConfirming(true)} data-testid="statement-confirm">
              {t('confirm', { count: chosen.length })}
            </Button>
          </div>
          <ConfirmDialog
            show={confirming}
            title={t('confirmTitle')}
            confirmLabel={t('confirm', { count: chosen.length })}
            variant="primary"
            pending={confirm.isPending}
            onHide={() => setConfirming(false)}
            onConfirm={() => void record()}
            testId="statement-confirm-dialog"
          >
            {t('confirmText', { count: chosen.length, amount: formatMoney(total, locale) })}
          </ConfirmDialog>
        </>
      )}
    </section>
  );
}

/** Matching a line by hand: the open invoices whose number or child's name holds what is typed. */
function InvoicePicker({ line, onPick }: { line: number; onPick: (row: InvoiceRow) => void }) {
  const t = useTranslations('tuition.statement');
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const found = useQuery({
    queryKey: ['tuition', 'statement-picker', search],
    queryFn: () => getList<InvoiceRow>('/webadmin/Tuition/get-invoices', { search, page_size: 20 }),
    enabled: open && search.trim().length >= 2,
  });
  const rows = (found.data?.data ?? []).filter((r) => r.status === 'issued' || r.status === 'partly_paid');
  if (!open)
    return (
      <Button size="sm" variant="outline-primary" className="mt-1" onClick={() => setOpen(true)} data-testid={`statement-match-${line}`}>
        {t('matchByHand')}
      </Button>
    );
  return (
    <div className="mt-2">
      <label htmlFor={`statement-find-${line}`} className="form-label small mb-1">{t('findInvoice')}</label>
      <input id={`statement-find-${line}`} className="form-control form-control-sm" value={search} onChange={(e) => setSearch(e.target.value)} autoFocus />
      {search.trim().length >= 2 && !found.isLoading && rows.length === 0 && <p className="small text-body-secondary mb-0 mt-1">{t('noInvoice')}</p>}
      <div className="d-flex flex-column gap-1 mt-1">
        {rows.slice(0, 8).map((r) => (
          <Button
            key={r.id}
            size="sm"
            variant="outline-secondary"
            className="text-start"
            onClick={() => {
              onPick(r);
              setOpen(false);
            }}
          >
            {r.invoice_no} · {r.student_name} · <Money amount={r.balance} />
          </Button>
        ))}
      </div>
    </div>
  );
}
