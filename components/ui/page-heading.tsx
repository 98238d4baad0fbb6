'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';

/** A page's title (the page's `page-title`), its menu group above it, and its icon. */
export function PageHeading({
  title,
  group,
  icon,
  badge,
  className = 'mb-3',
}: {
  title: string;
  group?: string;
  icon?: string;
  /** Beside the title, e.g. the layout the route names. */
  badge?: ReactNode;
  className?: string;
}) {
  return (
    <>
      {group && <p className="text-body-secondary small mb-1">{group}</p>}
      <h1 id="page-title" className={`h3 d-flex flex-wrap align-items-center gap-2 ${className}`}>
        {icon && <i className={`bi ${icon}`} aria-hidden="true" />}
        {title}
        {badge}
      </h1>
    </>
  );
}

export type LayoutView = 'desktop' | 'mobile';

/**
 * The title of a page with a desk and a phone layout (`${route}/desktop`, `${route}/mobile`), and the switch between
 * them. The route's own layout shows beside the title; the bare route names none.
 */
export function ViewHeading({
  title,
  group,
  icon,
  route,
  variant,
  current,
  testId,
}: {
  title: string;
  group: string;
  icon: string;
  route: string;
  variant: LayoutView | null;
  /** The layout on screen. */
  current: LayoutView;
  /** The switch's links are `${testId}-view-desktop` and `${testId}-view-mobile`. */
  testId: string;
}) {
  const t = useTranslations('common.views');
  return (
    <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-3">
      <div className="min-w-0">
        <PageHeading
          title={title}
          group={group}
          icon={icon}
          className="mb-0"
          badge={variant && <span className="badge text-bg-secondary fs-6">{t(variant)}</span>}
        />
      </div>
      <nav aria-label={t('label')}>
        <div className="btn-group" role="group">
          {(['desktop', 'mobile'] as const).map((v) => (
            <Link
              key={v}
              href={`${route}/${v}`}
              className={`btn btn-sm d-inline-flex align-items-center ${v === current ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-current={v === variant ? 'page' : undefined}
              style={{ minHeight: 44 }}
              data-testid={`${testId}-view-${v}`}
            >
              <i className={`bi ${v === 'desktop' ? 'bi-display' : 'bi-phone'} me-1`} aria-hidden="true" />
              {t(v)}
            </Link>
          ))}
        </div>
      </nav>
    </div>
  );
}

/**
 * A page's tabs and the panel of the chosen one. Tabs are `${id}-tab-${key}` (also their test ids), panels
 * `${id}-panel-${key}`; thumb-sized, and they scroll sideways on a phone rather than wrap.
 */
export function PageTabs<K extends string>({
  id,
  tabs,
  active,
  onSelect,
  label,
  children,
}: {
  id: string;
  tabs: readonly K[];
  active: K;
  onSelect: (key: K) => void;
  label: (key: K) => string;
  children: ReactNode;
}) {
  return (
    <>
      <ul className="nav nav-tabs mb-3 flex-nowrap overflow-x-auto" role="tablist">
        {tabs.map((k) => (
          <li className="nav-item" key={k} role="presentation">
            <button
              type="button"
              role="tab"
              id={`${id}-tab-${k}`}
              aria-selected={active === k}
              aria-controls={`${id}-panel-${k}`}
              className={`nav-link text-nowrap px-2 px-sm-3 ${active === k ? 'active' : ''}`}
              style={{ minHeight: 44 }}
              onClick={() => onSelect(k)}
              data-testid={`${id}-tab-${k}`}
            >
              {label(k)}
            </button>
          </li>
        ))}
      </ul>
      <div role="tabpanel" id={`${id}-panel-${active}`} aria-labelledby={`${id}-tab-${active}`}>
        {children}
      </div>
    </>
  );
}
