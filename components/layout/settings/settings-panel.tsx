'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { COLOR_MODES, FONT_SIZES, NAV_MODES, THEME_COLORS, type ColorMode, type ThemeNumber } from './settings-store';
import { useSettings } from './use-settings';
import { StaffPushToggle } from '@/components/push/staff-push-toggle';

const NAV_LABEL_KEYS = { expanded: 'navExpanded', collapsed: 'navCollapsed', hover: 'navHover' } as const;
const MODE_LABEL_KEYS = { light: 'modeLight', dark: 'modeDark', auto: 'modeAuto' } as const;
const id = (name: string) => `settings-${name}`;
const MODE_ICONS: Record<ColorMode, string> = { light: 'bi-sun', dark: 'bi-moon-stars', auto: 'bi-circle-half' };

export type SettingsPanelProps = {
  show: boolean;
  onHide: () => void;
};

/** The display settings panel (spec §2): an offcanvas on the end side. Changes apply and save at once. */
export function SettingsPanel({ show, onHide }: SettingsPanelProps) {
  const t = useTranslations('settings');
  const tc = useTranslations('common');
  const tp = useTranslations('push.device');
  const [settings, update, reset] = useSettings();
  const titleId = id('title');

  return (
    <Offcanvas show={show} onHide={onHide} placement="end" aria-labelledby={titleId} data-testid="settings-panel">
      <Offcanvas.Header closeButton closeLabel={tc('close')}>
        <Offcanvas.Title as="h2" className="h5 mb-0" id={titleId}>
          <i className="bi bi-sliders me-2" aria-hidden="true" />
          {t('title')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <SettingsGroup legend={t('layout')}>
          <Form.Check
            type="switch"
            id={id('fixed-header')}
            label={t('fixedHeader')}
            checked={settings.fixedHeader}
            onChange={(e) => update({ fixedHeader: e.currentTarget.checked })}
            data-testid="settings-fixed-header"
          />
          <Form.Check
            type="switch"
            id={id('boxed')}
            label={t('boxed')}
            checked={settings.boxed}
            onChange={(e) => update({ boxed: e.currentTarget.checked })}
            data-testid="settings-boxed"
          />
        </SettingsGroup>

        <SettingsGroup legend={t('navigation')}>
          {NAV_MODES.map((nav) => (
            <Form.Check
              key={nav}
              type="radio"
              name={id('nav')}
              id={id(`nav-${nav}`)}
              label={t(NAV_LABEL_KEYS[nav])}
              value={nav}
              checked={settings.nav === nav}
              onChange={() => update({ nav })}
              data-testid={`settings-nav-${nav}`}
            />
          ))}
        </SettingsGroup>

        <SettingsGroup legend={t('fontSize')}>
          <div className="d-flex gap-2">
            {FONT_SIZES.map((size) => (
              <ToggleRadio
                key={size}
                group="font"
                value={size}
                checked={settings.fontSize === size}
                onChange={() => update({ fontSize: size })}
                className="flex-fill"
              >
                {size.toUpperCase()}
              </ToggleRadio>
            ))}
          </div>
        </SettingsGroup>

        <SettingsGroup legend={t('theme')}>
          <div className="theme-swatches">
            {THEME_COLORS.map((color, index) => {
              const n = (index + 1) as ThemeNumber;
              const label = t('themeColor', { n });
              return (
                <span key={n} className="position-relative">
                  <ChoiceInput
                    group="theme"
                    value={n}
                    checked={settings.theme === n}
                    onChange={() => update({ theme: n })}
                  />
                  <label
                    htmlFor={id(`theme-${n}`)}
                    className="theme-swatch"
                    style={{ backgroundColor: color }}
                    title={label}
                  >
                    <i className="bi bi-check-lg theme-swatch-check" aria-hidden="true" />
                    <span className="visually-hidden">{label}</span>
                  </label>
                </span>
              );
            })}
          </div>
        </SettingsGroup>

        <SettingsGroup legend={t('mode')}>
          <div className="d-flex flex-wrap gap-2">
            {COLOR_MODES.map((mode) => (
              <ToggleRadio
                key={mode}
                group="mode"
                value={mode}
                checked={settings.mode === mode}
                onChange={() => update({ mode })}
              >
                <i className={`bi ${MODE_ICONS[mode]} me-1`} aria-hidden="true" />
                {t(MODE_LABEL_KEYS[mode])}
              </ToggleRadio>
            ))}
          </div>
        </SettingsGroup>

        <SettingsGroup legend={tp('title')}>
          <p className="small text-body-secondary mb-2">{tp('lead')}</p>
          <StaffPushToggle />
        </SettingsGroup>

        <Button variant="outline-primary" className="w-100" onClick={reset} data-testid="settings-reset">
          <i className="bi bi-arrow-counterclockwise me-2" aria-hidden="true" />
          {t('reset')}
        </Button>
      </Offcanvas.Body>
    </Offcanvas>
  );
}

/** A group of settings under its legend. */
function SettingsGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="mb-4">
      <legend className="fs-6 fw-semibold mb-2">{legend}</legend>
      {children}
    </fieldset>
  );
}

type Choice = { group: string; value: string | number; checked: boolean; onChange: () => void };

/**
 * One choice of a group as a radio: named `settings-${group}`, its id and test id `settings-${group}-${value}`. It lies
 * transparent over its label (.choice-overlay) instead of being clipped, so pointer, keyboard and test tools all
 * reach the real input.
 */
function ChoiceInput({ group, value, checked, onChange }: Choice) {
  return (
    <input
      type="radio"
      className="btn-check choice-overlay"
      name={id(group)}
      id={id(`${group}-${value}`)}
      value={value}
      checked={checked}
      onChange={onChange}
      data-testid={id(`${group}-${value}`)}
    />
  );
}

/** A choice shown as a toggle button (Bootstrap's .btn-check look). */
function ToggleRadio({ className = '', children, ...choice }: Choice & { className?: string; children: ReactNode }) {
  return (
    <span className={`position-relative ${className}`}>
      <ChoiceInput {...choice} />
      <label className="btn btn-outline-primary w-100 text-nowrap" htmlFor={id(`${choice.group}-${choice.value}`)}>
        {children}
      </label>
    </span>
  );
}
