'use client';
import { Fragment } from 'react';
import { useTranslations } from 'next-intl';
import { Form } from 'react-bootstrap';
import { ACTIONS, type Action } from '@/lib/rights';
import type { MatrixMenu } from '@/lib/schemas/role';

export type RightsValue = Record<string, string[]>;

const sorted = (actions: Iterable<string>) => {
  const set = new Set(actions);
  return ACTIONS.filter((a) => set.has(a));
};

/**
 * Sets `actions` on or off for `menu`, keeping the rule that any action needs "read": ticking another action ticks
 * read; unticking read unticks the whole row. Rights in `locked` never go.
 */
function apply(value: RightsValue, menu: MatrixMenu, actions: string[], on: boolean, locked: RightsValue): RightsValue {
  const have = new Set(value[menu.code] ?? []);
  for (const a of actions) {
    if (!menu.actions.includes(a)) continue;
    if (on) have.add(a);
    else if (!locked[menu.code]?.includes(a)) have.delete(a);
  }
  if (on && have.size) have.add('read');
  if (!on && actions.includes('read') && !have.has('read')) {
    for (const a of [...have]) if (!locked[menu.code]?.includes(a)) have.delete(a);
  }
  const next = { ...value };
  const list = sorted(have);
  if (list.length) next[menu.code] = list;
  else delete next[menu.code];
  return next;
}

/** A tri-state checkbox: `indeterminate` when some, not all, of what it stands for is ticked. */
function GroupCheck({
  all,
  some,
  label,
  onChange,
  disabled,
  testId,
}: {
  all: boolean;
  some: boolean;
  label: string;
  onChange: (on: boolean) => void;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <Form.Check
      className="d-inline-block m-0"
      aria-label={label}
      title={label}
      checked={all}
      disabled={disabled}
      data-testid={testId}
      ref={(el: HTMLInputElement | null) => {
        if (el) el.indeterminate = some && !all;
      }}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}

/**
 * The role editor's matrix: every menu of the school's matrix × only the actions that menu supports, with
 * whole-row and whole-column toggles. Every checkbox is labelled "Menu — Action" for screen readers.
 */
export function RightsMatrix({
  menus,
  value,
  onChange,
  locked = {},
  disabled,
}: {
  menus: MatrixMenu[];
  value: RightsValue;
  onChange: (next: RightsValue) => void;
  locked?: RightsValue;
  disabled?: boolean;
}) {
  const t = useTranslations('roleAdmin');
  const actionName = (a: string) => t(`actionNames.${a as Action}`);
  const groups = [...new Set(menus.map((m) => m.group))];
  const has = (menu: MatrixMenu, a: string) => !!value[menu.code]?.includes(a);
  const isLocked = (menu: MatrixMenu, a: string) => !!locked[menu.code]?.includes(a);

  const setColumn = (a: string, on: boolean) => {
    let next = value;
    for (const m of menus) if (m.actions.includes(a)) next = apply(next, m, [a], on, locked);
    onChange(next);
  };

  return (
    <div className="table-responsive border rounded" data-testid="rights-matrix">
      <table className="table table-sm table-hover align-middle mb-0">
        <caption className="visually-hidden">{t('matrix')}</caption>
        <thead className="table-light">
          <tr>
            <th scope="col" className="text-nowrap">
              {t('menu')}
            </th>
            {ACTIONS.map((a) => {
              const supporting = menus.filter((m) => m.actions.includes(a));
              const count = supporting.filter((m) => has(m, a)).length;
              return (
                <th key={a} scope="col" className="text-center text-nowrap px-2">
                  <div className="small fw-semibold">{actionName(a)}</div>
                  <GroupCheck
                    all={supporting.length > 0 && count === supporting.length}
                    some={count > 0}
                    label={t('columnAll', { action: actionName(a) })}
                    disabled={disabled || !supporting.length}
                    onChange={(on) => setColumn(a, on)}
                    testId={`matrix-col-${a}`}
                  />
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <Fragment key={group}>
              <tr className="table-secondary">
                <th scope="colgroup" colSpan={ACTIONS.length + 1} className="small text-uppercase text-body-secondary">
                  {group}
                </th>
              </tr>
              {menus
                .filter((m) => m.group === group)
                .map((m) => {
                  const count = m.actions.filter((a) => has(m, a)).length;
                  return (
                    <tr key={m.code} data-menu={m.code}>
                      <th scope="row" className="fw-normal">
                        <div className="d-flex align-items-center gap-2 text-nowrap">
                          <GroupCheck
                            all={count === m.actions.length}
                            some={count > 0}
                            label={t('rowAll', { menu: m.name })}
                            disabled={disabled}
                            onChange={(on) => onChange(apply(value, m, m.actions, on, locked))}
                            testId={`matrix-row-${m.code}`}
                          />
                          <span>{m.name}</span>
                        </div>
                      </th>
                      {ACTIONS.map((a) => (
                        <td key={a} className="text-center">
                          {m.actions.includes(a) ? (
                            <Form.Check
                              className="d-inline-block m-0"
                              aria-label={t('cell', { menu: m.name, action: actionName(a) })}
                              title={isLocked(m, a) ? t('locked') : undefined}
                              checked={has(m, a)}
                              disabled={disabled || isLocked(m, a)}
                              data-testid={`matrix-${m.code}-${a}`}
                              onChange={(e) => onChange(apply(value, m, [a], e.target.checked, locked))}
                            />
                          ) : (
                            <span className="text-body-secondary" aria-hidden="true">
                              –
                            </span>
                          )}
                          {!m.actions.includes(a) && (
                            <span className="visually-hidden">
                              {t('notSupported', { menu: m.name, action: actionName(a) })}
                            </span>
                          )}
                        </td>
                      ))}
                    </tr>
                  );
                })}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
