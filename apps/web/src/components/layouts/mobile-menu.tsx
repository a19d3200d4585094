import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { useLocation } from 'react-router';
import { menu, type MenuItem } from '@/config/menu';
import { paths } from '@/config/paths';
import { useMenuStore } from '@/stores/menu';
import { LanguageList } from './language-menu';
import { hiddenWhenSignedIn, MenuLink } from './menu-link';
import { ThemeToggle } from './theme-toggle';

const linkClasses =
  'block rounded-xl px-4 py-3 text-base font-medium text-slate-800 hover:bg-brand-50 focus:bg-brand-50';

/** The narrow-screen drawer; its open state is the `menu.opened` client state. */
export function MobileMenu() {
  const { opened, close } = useMenuStore();
  const panelRef = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const link = (item: MenuItem) => (
    <MenuLink
      item={item}
      className={linkClasses}
      activeClassName="bg-brand-50 text-brand-800"
      onNavigate={close}
    />
  );

  // Closed when the visitor goes to another page, not when the drawer's code arrives: a tap on
  // the menu button before then opens the drawer as soon as it can (components/layouts/header.tsx).
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    close();
  }, [location.pathname, close]);

  useEffect(() => {
    if (!opened) return;
    const previous = document.activeElement as HTMLElement | null;
    panelRef.current?.querySelector<HTMLElement>('button, a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
      if (event.key === 'Tab' && panelRef.current) {
        // Keep focus inside the drawer while it is modal.
        // Only what is displayed: "Log In" is hidden (display: none) while signed in.
        const focusable = Array.from(
          panelRef.current.querySelectorAll<HTMLElement>('a, button'),
        ).filter((element) => element.getClientRects().length > 0);
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = '';
      previous?.focus();
    };
  }, [opened, close]);

  if (!opened) return null;

  // Portalled to <body>: the header's backdrop blur would otherwise become the containing
  // block of this fixed drawer and squeeze it into the header's 64 px.
  return createPortal(
    <div className="fixed inset-0 z-50 xl:hidden">
      <div className="absolute inset-0 bg-scrim/60" aria-hidden="true" onClick={close} />
      <div
        ref={panelRef}
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label={t`Menu`}
        className="absolute inset-y-0 end-0 flex w-full max-w-xs flex-col overflow-y-auto bg-white p-4 text-slate-900 shadow-2xl"
      >
        <div className="mb-2 flex items-center justify-between">
          <span className="px-4 text-sm font-semibold tracking-wider text-slate-600 uppercase">
            {t`Menu`}
          </span>
          <button
            type="button"
            onClick={close}
            aria-label={t`Close menu`}
            className="rounded-full p-2 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <nav aria-label={t`Main`}>
          <ul className="space-y-1">
            {menu.map((item) => (
              <li
                key={item.id}
                className={item.path === paths.login ? hiddenWhenSignedIn : undefined}
              >
                {item.children.length > 0 ? (
                  <>
                    <span className="block px-4 pt-3 pb-1 text-xs font-semibold tracking-wider text-slate-600 uppercase">
                      {i18n._(item.label)}
                    </span>
                    <ul className="ms-2 border-s border-brand-100 ps-2">
                      {item.children.map((child) => (
                        <li key={child.id}>{link(child)}</li>
                      ))}
                    </ul>
                  </>
                ) : (
                  link(item)
                )}
              </li>
            ))}
          </ul>
        </nav>
        <ThemeToggle
          label
          className="mt-4 flex w-full rounded-xl px-4 py-3 text-base font-medium text-slate-800 hover:bg-brand-50"
        />
        <h2 className="mt-4 px-4 pt-3 pb-1 text-xs font-semibold tracking-wider text-slate-600 uppercase">
          {t`Language`}
        </h2>
        <LanguageList className={linkClasses} />
      </div>
    </div>,
    document.body,
  );
}
