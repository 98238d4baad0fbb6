'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button } from 'react-bootstrap';
import { FormDialog, RequiredLabel } from '@/components/ui/form-dialog';
import { useClasses } from '@/lib/api/class';
import { ApiError } from '@/lib/api/client';
import { useErrorText } from '@/lib/api/use-error-text';
import { useFeeItems, useTuitionMutation, type FeeItemRow } from '@/lib/api/tuition';
import { monthLabel } from '@/lib/school-time';
import { currentMonth, FEE_KINDS } from '@/lib/tuition-values';
import { AGE_GROUPS } from '@/lib/class-values';
import { amountOf, Money } from './money';

type Editing = FeeItemRow | 'new' | null;

/** The school's fee items: what each month's invoices are made of. */
export function FeeItems({ can }: { can: (a: string) => boolean }) {
  const t = useTranslations('tuition.feeItems');
  const tt = useTranslations('tuition');
  const errorText = useErrorText();
  const items = useFeeItems();
  const classes = useClasses({ page: 1, page_size: 100, order_by: 'age_group' });
  const className = new Map((classes.data?.data ?? []).map((c) => [c.id, c.name]));
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const rows = items.data?.data ?? [];
  return (
    <>
      <div className="d-flex justify-content-between align-items-center mb-2">
        <h2 className="h5 mb-0">{t('caption')}</h2>
        {can('create') && (
          <Button onClick={() => setEditing('new')} data-testid="fee-add">
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {t('add')}
          </Button>
        )}
      </div>
      {notice && <Alert variant="success" dismissible onClose={() => setNotice(null)}>{notice}</Alert>}
      {items.error && <Alert variant="danger">{errorText(items.error)}</Alert>}
      {!items.isLoading && rows.length === 0 && <p className="text-body-secondary">{t('empty')}</p>}
      <ul className="list-unstyled row g-2" data-testid="fee-items">
        {rows.map((f) => (
          <li key={f.id} className="col-12 col-md-6 col-xl-4">
            <div className={`card h-100 ${f.active ? '' : 'opacity-75'}`}>
              <div className="card-body py-2">
                <div className="d-flex justify-content-between gap-2">
                  <span className="fw-semibold">{f.name}</span>
                  <Money amount={f.amount} className="fw-semibold" />
                </div>
                <div className="small text-body-secondary">
                  {tt(`kinds.${f.kind}`)} · {t('validFrom')} {monthLabel(f.valid_from)}
                  {f.credit_excused && ` · ${t('creditExcused')}`}
                </div>
                <div className="small">{f.class_ids.length ? f.class_ids.map((id) => className.get(id) ?? '').join(', ') : t('allClasses')}</div>
                {!f.active && <span className="badge text-bg-secondary">{t('active')}: {t('no')}</span>}
                {can('update') && (
                  <Button size="sm" variant="link" className="p-0 mt-1" onClick={() => setEditing(f)} aria-label={t('editLabel', { name: f.name })}>
                    {t('edit')}
                  </Button>
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
      {editing && (
        <FeeItemDialog
          item={editing === 'new' ? null : editing}
          classes={(classes.data?.data ?? []).map((c) => ({ id: c.id, name: c.name }))}
          onHide={() => setEditing(null)}
          onDone={(text) => {
            setEditing(null);
            setNotice(text);
          }}
        />
      )}
    </>
  );
}

function FeeItemDialog({ item, classes, onHide, onDone }: { item: FeeItemRow | null; classes: { id: string; name: string }[]; onHide: () => void; onDone: (text: string) => void }) {
  const t = useTranslations('tuition.feeItems');
  const tt = useTranslations('tuition');
  const errorText = useErrorText();
  const [name, setName] = useState(item?.name ?? '');
  const [kind, setKind] = useState<string>(item?.kind ?? 'monthly');
  const [amount, setAmount] = useState(item ? String(item.amount) : '');
  const [classIds, setClassIds] = useState<string[]>(item?.class_ids ?? []);
  const [ageGroups, setAgeGroups] = useState<string[]>(item?.age_groups ?? []);
  const [credit, setCredit] = useState(item?.credit_excused ?? false);
  const [daily, setDaily] = useState(item?.daily_amount ? String(item.daily_amount) : '');
  const [validFrom, setValidFrom] = useState(item?.valid_from ?? currentMonth());
  const [active, setActive] = useState(item?.active ?? true);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const save = useTuitionMutation<Record<string, unknown>>(item ? 'put' : 'post', item ? `/webadmin/FeeItem/update/${item.id}` : '/webadmin/FeeItem/create');
  const submit = async () => {
    setError(null);
    setFields({});
    try {
      const r = await save.mutateAsync({ name, kind, amount: amountOf(amount), class_ids: classIds, age_groups: ageGroups, credit_excused: credit, daily_amount: credit && daily.trim() ? amountOf(daily) : null, valid_from: validFrom, active });
      onDone(r.text ?? '');
    } catch (e) {
      if (e instanceof ApiError && e.fields) setFields(e.fields);
      setError(errorText(e));
    }
  };
  const invalid = (f: string) => (fields[f] ? 'is-invalid' : '');
  const feedback = (f: string) => fields[f] && <div id={`fee-${f}-error`} className="invalid-feedback">{fields[f]}</div>;
  return (
    <FormDialog onHide={onHide} title={item ? t('edit') : t('add')} submitLabel={tt('save')} onSubmit={submit} submitting={save.isPending} testId="fee-dialog">
      {error && <Alert variant="danger">{error}</Alert>}
      <div className="mb-3">
        <label htmlFor="fee-name" className="form-label"><RequiredLabel>{t('name')}</RequiredLabel></label>
        <input id="fee-name" className={`form-control ${invalid('name')}`} value={name} onChange={(e) => setName(e.target.value)} aria-describedby={fields.name ? 'fee-name-error' : undefined} />
        {feedback('name')}
      </div>
      <div className="row g-2 mb-3">
        <div className="col-sm-6">
          <label htmlFor="fee-kind" className="form-label"><RequiredLabel>{t('kind')}</RequiredLabel></label>
          <select id="fee-kind" className="form-select" value={kind} onChange={(e) => setKind(e.target.value)}>
            {FEE_KINDS.map((k) => <option key={k} value={k}>{tt(`kinds.${k}`)}</option>)}
          </select>
        </div>
        <div className="col-sm-6">
          <label htmlFor="fee-amount" className="form-label"><RequiredLabel>{t('amount')}</RequiredLabel></label>
          <input id="fee-amount" inputMode="numeric" className={`form-control ${invalid('amount')}`} value={amount} onChange={(e) => setAmount(e.target.value)} aria-describedby={fields.amount ? 'fee-amount-error' : undefined} />
          {feedback('amount')}
        </div>
      </div>
      <div className="mb-3">
        <label htmlFor="fee-valid" className="form-label"><RequiredLabel>{t('validFrom')}</RequiredLabel></label>
        <input id="fee-valid" type="month" className={`form-control ${invalid('valid_from')}`} value={validFrom} onChange={(e) => setValidFrom(e.target.value)} />
        {feedback('valid_from')}
      </div>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('classes')}</legend>
        <p className="small text-body-secondary mb-1">{t('allClasses')}: {classIds.length === 0 ? t('yes') : t('no')}</p>
        <div className="d-flex flex-wrap gap-3">
          {classes.map((c) => (
            <div className="form-check" key={c.id}>
              <input className="form-check-input" type="checkbox" id={`fee-class-${c.id}`} checked={classIds.includes(c.id)} onChange={(e) => setClassIds(e.target.checked ? [...classIds, c.id] : classIds.filter((x) => x !== c.id))} />
              <label className="form-check-label" htmlFor={`fee-class-${c.id}`}>{c.name}</label>
            </div>
          ))}
        </div>
      </fieldset>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{tt('feeExtra.ageGroups')}</legend>
        <div className="d-flex flex-wrap gap-3">
          {AGE_GROUPS.map((g) => (
            <div className="form-check" key={g}>
              <input className="form-check-input" type="checkbox" id={`fee-age-${g}`} checked={ageGroups.includes(g)} onChange={(e) => setAgeGroups(e.target.checked ? [...ageGroups, g] : ageGroups.filter((x) => x !== g))} />
              <label className="form-check-label" htmlFor={`fee-age-${g}`}>{tt(`feeExtra.groups.${g}`)}</label>
            </div>
          ))}
        </div>
      </fieldset>
      <div className="form-check mb-2">
        <input className="form-check-input" type="checkbox" id="fee-credit" checked={credit} onChange={(e) => setCredit(e.target.checked)} />
        <label className="form-check-label" htmlFor="fee-credit">{t('creditExcused')}</label>
      </div>
      {credit && (
        <div className="mb-3">
          <label htmlFor="fee-daily" className="form-label">{tt('feeExtra.dailyAmount')}</label>
          <input id="fee-daily" inputMode="numeric" className={`form-control ${invalid('daily_amount')}`} value={daily} onChange={(e) => setDaily(e.target.value)} aria-describedby="fee-daily-hint" />
          <div id="fee-daily-hint" className="form-text">{tt('feeExtra.dailyHint')}</div>
          {feedback('daily_amount')}
        </div>
      )}
      <div className="form-check">
        <input className="form-check-input" type="checkbox" id="fee-active" checked={active} onChange={(e) => setActive(e.target.checked)} />
        <label className="form-check-label" htmlFor="fee-active">{t('active')}</label>
      </div>
    </FormDialog>
  );
}
