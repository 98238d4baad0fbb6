'use client';
import { Fragment, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type UserMenuItem = { key: string; icon: string; label: string; onSelect: () => void; testId: string; dividerBefore?: boolean };

/**
 * The header's user menu as a menu button (WAI-ARIA pattern) over Bootstrap's dropdown classes, without
 * react-bootstrap's Dropdown and Popper on every page's first load: Enter, Space or ↓ opens it on the first
 * item, ↑ on the last; ↑ ↓ Home End move; Escape closes it and gives the focus back to the button; Tab or a
 * click elsewhere closes it.
 */
export function UserMenu({ label, toggle, head, items }: { label: string; toggle: ReactNode; head: ReactNode; items: UserMenuItem[] }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const entries = () => Array.from(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusAt = (index: number) => {
    const list = entries();
    list[(index + list.length) % list.length]?.focus();
  };
  const openAt = (index: number) => {
    setOpen(true);
    // The items are rendered hidden and shown by the class: focus them once the class is on.
    requestAnimationFrame(() => focusAt(index));
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      openAt(e.key === 'ArrowDown' ? 0 : -1);
    } else if (e.key === 'Escape' && open) close(true);
  };
  const onMenuKey = (e: KeyboardEvent) => {
    const list = entries();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: -1 };
    if (e.key in moves) {
      e.preventDefault();
      focusAt(moves[e.key]);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') setOpen(false);
  };

  return (
    <div className="dropdown" ref={root}>
      <button
        ref={button}
        type="button"
        id="user-menu-button"
        className={`btn btn-outline-secondary dropdown-toggle d-flex align-items-center gap-2 user-toggle border-0 ${open ? 'show' : ''}`}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls="user-menu-list"
        onClick={(e) => (open ? close(false) : e.detail === 0 ? openAt(0) : setOpen(true))}
        onKeyDown={onButtonKey}
        data-testid="user-menu"
      >
        {toggle}
      </button>
      {/* The name and e-mail above the menu's items, outside the menu role (a menu holds items only). */}
      <div className={`dropdown-menu dropdown-menu-end ${open ? 'show' : ''}`} data-bs-popper="static">
        <div className="px-3 py-2">{head}</div>
        <div id="user-menu-list" role="menu" aria-labelledby="user-menu-button" onKeyDown={onMenuKey}>
          {items.map((item) => (
            <Fragment key={item.key}>
              {item.dividerBefore && <hr className="dropdown-divider" />}
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="dropdown-item"
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
                data-testid={item.testId}
              >
                <i className={`bi ${item.icon} me-2`} aria-hidden="true" />
                {item.label}
              </button>
            </Fragment>
          ))}
        </div>
      </div>
    </div>
  );
}
