import { t } from '@lingui/core/macro';
import { useEffect, useId, type KeyboardEvent } from 'react';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDisclosure } from '@/hooks/use-disclosure';
import { truncateMiddle } from '@/lib/format';
import { withQueryProvider } from '@/lib/query-provider';
import { useAlertStore } from '@/stores/alert';
import { useMe } from '../api/get-me';
import { useLogout } from '../api/logout';
import { SESSION_HINT_KEY } from '@/stores/session-hint';

const itemClasses =
  'flex w-full items-center gap-2 rounded-xl px-3 py-2 text-start text-sm text-slate-800 hover:bg-brand-50 focus:bg-brand-50';

/**
 * The signed-in account in the header: its name opens a small disclosure menu (who is signed in,
 * the portfolio, "Log out"). Renders nothing when signed out; the spec's "Log In" entry then
 * stays. While it is shown, `data-signed-in` lets the shared header hide "Log In" without
 * importing this feature. Loaded by AccountMenu only for browsers that signed in.
 */
function SignedInMenu() {
  const { data: user, refetch } = useMe();
  const logout = useLogout();
  const openAlert = useAlertStore((state) => state.open);
  const { open, setOpen, containerRef, buttonRef, close, onBlur } = useDisclosure<HTMLDivElement>();
  const panelId = useId();

  // A login or logout in another tab changes the flag: check this tab's session again.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SESSION_HINT_KEY || event.key === null) void refetch();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [refetch]);

  if (!user) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onLogout = async () => {
    // Awaited here rather than in mutate's callbacks: logging out clears the session flag, which
    // unmounts this menu before those callbacks would run.
    try {
      await logout.mutateAsync();
    } catch {
      openAlert({
        color: 'red',
        title: t`Logout failed`,
        message: t`Logging out did not work, so you are still signed in. Please try again.`,
      });
      return;
    }
    openAlert({ color: 'green', title: t`Logged out`, message: t`You are logged out.` });
    // The menu button disappears with the account: continue from the page's content.
    document.getElementById('main')?.focus();
  };

  // An address not verified yet (a wallet account that added one): said here and on /account.
  const unverified = Boolean(user.email && !user.emailVerified);
  const name = user.name;
  const wallet = user.walletAddress ? truncateMiddle(user.walletAddress) : null;
  const identity = user.email ?? (wallet ? t`Wallet ${wallet}` : null);

  return (
    <div
      ref={containerRef}
      className="relative"
      data-signed-in=""
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-1.5 rounded-full px-2 py-2 text-sm font-medium text-white transition-colors hover:bg-white/10 sm:px-3"
      >
        <UserRound aria-hidden="true" className="size-5 shrink-0" />
        {/* The button's name as one sentence for screen readers; the name is shown beside the
            icon from the sm breakpoint on. */}
        <span className="sr-only">
          {unverified ? t`Account: ${name}, email not verified` : t`Account: ${name}`}
        </span>
        <span aria-hidden="true" className="max-w-36 truncate max-sm:hidden">
          {user.name}
        </span>
        {unverified ? (
          <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-amber-400" />
        ) : null}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {/* On phones the panel spans the screen under the header: anchored to the button, it would
          run off the left edge. (The header's backdrop blur makes it the box `fixed` refers to.) */}
      <div
        id={panelId}
        hidden={!open}
        className="palette-page absolute top-full end-0 z-50 mt-2 w-64 rounded-2xl max-sm:fixed max-sm:inset-x-4 max-sm:top-16 max-sm:w-auto border border-slate-200 bg-white p-2 text-slate-900 shadow-xl"
      >
        <p className="border-b border-slate-100 px-3 pt-1 pb-2 text-sm">
          <span className="block text-xs text-slate-600">{t`Signed in as`}</span>
          <span className="block truncate font-semibold">{user.name}</span>
          {identity ? <span className="block truncate text-slate-600">{identity}</span> : null}
          {unverified ? (
            <span className="mt-1.5 inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-950">
              {t`Email not verified`}
            </span>
          ) : null}
        </p>
        <ul className="mt-1">
          <li>
            <Link to={paths.account} className={itemClasses}>
              <UserRound aria-hidden="true" className="size-4" />
              {t`Account`}
            </Link>
          </li>
          <li>
            <Link to={paths.portfolio} className={itemClasses}>
              {t`Portfolio`}
            </Link>
          </li>
          <li>
            <button
              type="button"
              className={itemClasses}
              onClick={() => void onLogout()}
              disabled={logout.isPending}
            >
              <LogOut aria-hidden="true" className="size-4" />
              {logout.isPending ? t`Logging out…` : t`Log out`}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}

export default withQueryProvider(SignedInMenu);
