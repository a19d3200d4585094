import { useId, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { flushSync } from 'react-dom';
import { ChevronDown } from 'lucide-react';
import { useLocation } from 'react-router';
import type { MenuItem } from '@/config/menu';
import { useDisclosure } from '@/hooks/use-disclosure';
import { rovingIndex } from '@/lib/roving-index';
import { MenuLink } from './menu-link';

/** A menu entry with children (the spec's About): its dropdown of router links. */
export function NavDropdown({ item }: { item: MenuItem }) {
  const active = useLocation().pathname.startsWith(item.path);
  return (
    <Dropdown label={i18n._(item.label)} active={active}>
      {item.children.map((child) => (
        <li key={child.id}>
          <MenuLink
            item={child}
            data-dropdown-link=""
            className={dropdownLinkClasses}
            activeClassName="font-semibold text-brand-800"
          />
        </li>
      ))}
    </Dropdown>
  );
}

/** The look of a link in a header dropdown. */
export const dropdownLinkClasses =
  'block rounded-xl px-3 py-2 text-sm text-slate-800 hover:bg-brand-50 focus:bg-brand-50';

/**
 * A disclosure dropdown of the header: its button shows `label`, its list `children` (<li>s whose
 * links carry `data-dropdown-link`). Mouse hover and click, touch and the keyboard all work:
 * Enter/Space/ArrowDown open it, arrows move, Escape closes it. `align` is the side of the
 * button the list lines up with (the start, or the end for a dropdown at the header's end).
 */
export function Dropdown({
  label,
  active = false,
  align = 'start',
  children,
}: {
  label: ReactNode;
  active?: boolean;
  align?: 'start' | 'end';
  children: ReactNode;
}) {
  const { open, setOpen, containerRef, buttonRef, close, onBlur } = useDisclosure<HTMLLIElement>();
  const listId = useId();

  const links = () =>
    Array.from(
      containerRef.current?.querySelectorAll<HTMLAnchorElement>('[data-dropdown-link]') ?? [],
    );

  const focusLink = (index: number) => {
    const all = links();
    if (all.length === 0) return;
    all[(index + all.length) % all.length]?.focus();
  };

  // The list is rendered before the focus moves, while the key is still being handled: focusing
  // a frame later let a key pressed in between (a fast typist, a busy browser) reach the button.
  const openAndFocus = (index: number) => {
    flushSync(() => setOpen(true));
    focusLink(index);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(event.key === 'ArrowDown' ? 0 : -1);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const onButtonClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A mouse on a hover device opened the menu on its way to the button: its click confirms
    // the menu rather than closing it (moving away closes it). Keyboard clicks (detail 0) and
    // touch still toggle.
    if (open && event.detail > 0 && matchMedia('(hover: hover)').matches) return;
    // Keyboard users (Enter/Space produce a click with detail 0) land on the first entry.
    if (open) setOpen(false);
    else openAndFocus(0);
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const to = rovingIndex(event.key, index, all.length, ['ArrowUp', 'ArrowDown']);
    if (to === undefined && event.key !== 'Escape') return;
    event.preventDefault();
    if (to === undefined) close(true);
    else focusLink(to);
  };

  return (
    <li
      ref={containerRef}
      className="relative"
      onMouseEnter={(event) => {
        if (matchMedia('(hover: hover)').matches && event.nativeEvent instanceof MouseEvent)
          setOpen(true);
      }}
      onMouseLeave={() => {
        if (matchMedia('(hover: hover)').matches) setOpen(false);
      }}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
        className={`flex items-center gap-1 rounded-full px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-white/10 ${
          active ? 'text-accent-300' : 'text-white'
        }`}
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <ul
        id={listId}
        hidden={!open}
        onKeyDown={onListKeyDown}
        className={`palette-page absolute top-full z-50 mt-1 w-60 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl ${align === 'start' ? 'start-0' : 'end-0'}`}
      >
        {children}
      </ul>
    </li>
  );
}
