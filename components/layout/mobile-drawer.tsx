'use client';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { useMenu } from '@/lib/api/shell';
import { groupMenu } from './menu-tree';
import { MenuLink } from './menu-link';
import { useOpenedOnce } from '@/components/ui/use-opened-once';

const DRAWER_LOOK = {
  link: 'drawer-tile d-flex flex-column align-items-center justify-content-center text-center gap-1 p-2 rounded border',
  icon: 'fs-2',
  name: 'small',
};

/**
 * Phones: a full-width drawer with a two-column grid of icons; choosing an entry closes it (spec §2, §4).
 * A native modal <dialog> with Bootstrap's offcanvas classes instead of react-bootstrap's Offcanvas (about 9 kB
 * on every signed-in page's first load): the browser keeps the focus inside, closes it on Escape and gives the
 * focus back to the menu button.
 */
export function MobileDrawer({ show, onHide }: { show: boolean; onHide: () => void }) {
  const t = useTranslations();
  const { data: menu = [] } = useMenu();
  const dialog = useRef<HTMLDialogElement>(null);
  // The grid is drawn the first time the drawer opens, not on every page: the sidebar already draws the menu once.
  const drawn = useOpenedOnce(show);
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (show && !el.open) el.showModal();
    else if (!show && el.open) el.close();
  }, [show]);
  return (
    <dialog
      ref={dialog}
      className={`offcanvas offcanvas-start mobile-drawer w-100 ${show ? 'show' : ''}`}
      aria-labelledby="drawer-title"
      data-testid="drawer"
      onClose={onHide}
    >
      <div className="offcanvas-header">
        <div className="offcanvas-title h5" id="drawer-title">
          {t('sidebar.navigation')}
        </div>
        <button type="button" className="btn-close" aria-label={t('header.closeMenu')} onClick={onHide} />
      </div>
      <div className="offcanvas-body">
        <nav aria-label={t('sidebar.navigation')}>
          {drawn &&
            groupMenu(menu).map((group) => (
              <section key={group.header.code} className="mb-3">
                <h2 className="h6 text-uppercase text-body-secondary">{group.header.menu_name}</h2>
                <ul className="drawer-grid list-unstyled">
                  {group.items.map((item) => (
                    <li key={item.code}>
                      <MenuLink item={item} look={DRAWER_LOOK} onClick={onHide} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
        </nav>
      </div>
    </dialog>
  );
}
