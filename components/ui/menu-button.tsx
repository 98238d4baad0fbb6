'use client';
import {
  Fragment,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

export type MenuItem = {
  key: string;
  icon: string;
  label: string;
  onSelect: () => void;
  testId?: string;
  /** data-value of the item (e.g. the status it sets). */
  value?: string;
  dividerBefore?: boolean;
};

/**
 * A menu button (WAI-ARIA pattern) over Bootstrap's dropdown classes, without react-bootstrap's Dropdown and
 * Popper (12 kB) on a page's first load: Enter, Space or ↓ opens it on the first item, ↑ on the last; ↑ ↓ Home End
 * move; Escape closes it and gives the focus back to the button; Tab or a click elsewhere closes it. `head` is shown
 * above the items, outside the menu role (a menu holds items only). The menu opens below the button, at its end.
 */
export function MenuButton({
  label,
  toggle,
  toggleClassName,
  head,
  items,
  disabled,
  menuClassName = '',
  menuStyle,
  testId,
}: {
  label: string;
  toggle: ReactNode;
  toggleClassName: string;
  head?: ReactNode;
  items: MenuItem[];
  disabled?: boolean;
  menuClassName?: string;
  menuStyle?: CSSProperties;
  testId?: string;
}) {
  const id = useId();
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
    // The items are rendered when the menu opens: focus them on the next frame, once they are there.
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
        id={`${id}-button`}
        className={`${toggleClassName} ${open ? 'show' : ''}`}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        disabled={disabled}
        // A click by keyboard (Enter, Space: detail 0) opens on the first item, as the pattern asks.
        onClick={(e) => (open ? close(false) : e.detail === 0 ? openAt(0) : setOpen(true))}
        onKeyDown={onButtonKey}
        data-testid={testId}
      >
        {toggle}
      </button>
      <div
        className={`dropdown-menu dropdown-menu-end ${menuClassName} ${open ? 'show' : ''}`}
        style={menuStyle}
        data-bs-popper="static"
      >
        {open && head && <div className="px-3 py-2">{head}</div>}
        <div id={`${id}-menu`} role="menu" aria-labelledby={`${id}-button`} onKeyDown={onMenuKey}>
          {/* The items exist only while the menu is open: a roll call draws one menu per child, and its page is
              smaller and faster to render without 35 hidden copies of them. */}
          {open &&
            items.map((item) => (
              <Fragment key={item.key}>
                {item.dividerBefore && <hr className="dropdown-divider" />}
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className="dropdown-item py-2"
                  onClick={() => {
                    close(true);
                    item.onSelect();
                  }}
                  data-testid={item.testId}
                  data-value={item.value}
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
