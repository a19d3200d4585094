import { t } from '@lingui/core/macro';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Menu as MenuIcon } from 'lucide-react';
import { Link } from 'react-router';
import { menu } from '@/config/menu';
import { paths } from '@/config/paths';
import { site } from '@/content/site';
import { whenPageReady } from '@/lib/page-ready';
import { useMenuStore } from '@/stores/menu';
import { LanguageMenu } from './language-menu';
import { hiddenWhenSignedIn, MenuLink } from './menu-link';
import { NavDropdown } from './nav-dropdown';
import { ThemeToggle } from './theme-toggle';

/** The site header: logo, the spec's menu on wide screens, and the drawer toggle on narrow ones. */
export function Header({ actions }: { actions?: ReactNode }) {
  const openMenu = useMenuStore((state) => state.open);
  const opened = useMenuStore((state) => state.opened);
  const Drawer = useDeferredDrawer();

  return (
    <header className="palette-fixed sticky top-0 z-40 bg-brand-950/95 text-white shadow-md backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
        <Link to={paths.home} className="flex shrink-0 items-center gap-2 rounded-full pe-2">
          <img src="/images/logo.svg" alt="" width={36} height={36} className="size-9" />
          <span className="text-lg font-bold tracking-tight">
            {site.shortName}
            <span className="sr-only">{t` – ${site.name}, home`}</span>
          </span>
        </Link>

        <nav aria-label={t`Main`} className="hidden xl:block">
          <ul className="flex items-center gap-0.5">
            {menu.map((item) =>
              item.children.length > 0 ? (
                <NavDropdown key={item.id} item={item} />
              ) : (
                <li
                  key={item.id}
                  className={item.path === paths.login ? hiddenWhenSignedIn : undefined}
                >
                  <MenuLink
                    item={item}
                    className={
                      item.path === paths.login
                        ? 'ms-2 rounded-full bg-accent-400 px-4 py-2 text-sm font-semibold whitespace-nowrap text-on-accent hover:bg-accent-300'
                        : 'rounded-full px-2.5 py-2 text-sm font-medium whitespace-nowrap text-white transition-colors hover:bg-white/10'
                    }
                    activeClassName={item.path === paths.login ? '' : 'text-accent-300'}
                  />
                </li>
              ),
            )}
          </ul>
        </nav>

        <div className="ms-auto flex items-center gap-2 xl:ms-2">
          <LanguageMenu className="hidden xl:block" />
          <ThemeToggle className="hidden hover:bg-white/10 xl:inline-flex" />
          {actions}
        </div>

        <button
          type="button"
          className="rounded-full p-2 hover:bg-white/10 xl:hidden"
          aria-label={t`Open menu`}
          aria-expanded={opened}
          aria-controls="mobile-menu"
          onClick={openMenu}
        >
          <MenuIcon aria-hidden="true" className="size-6" />
        </button>
      </div>
      {Drawer ? <Drawer /> : null}
    </header>
  );
}

/**
 * The menu drawer's code, loaded once the page is live (lib/page-ready.ts), as the footer's is:
 * it is closed when every page arrives, so it is no part of the first load (docs/decisions/0004).
 * Set into state after mount, never rendered by the prerender step: the page hydrates without
 * it. The menu button works before it arrives: its tap sets the menu store's `opened`, and the
 * drawer opens when it comes.
 */
function useDeferredDrawer(): ComponentType | undefined {
  const [drawer, setDrawer] = useState<ComponentType>();
  useEffect(() => {
    let live = true;
    void whenPageReady()
      .then(() => import('./mobile-menu'))
      .then(({ MobileMenu }) => {
        if (live) setDrawer(() => MobileMenu);
      })
      // Its file did not load (the connection dropped): the menu button does nothing until the
      // next page load, and the page's own links and the footer's still lead everywhere.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
  return drawer;
}
