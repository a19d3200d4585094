import { t } from '@lingui/core/macro';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { formIsland, whenLive } from '@/components/ui/form/form-island';
import { Head } from '@/components/ui/head';
import { paths } from '@/config/paths';
import { loginPathFor } from '@/features/auth/utils/safe-next';
import { hasSessionHint } from '@/stores/session-hint';

// The page's code (TanStack Query, the account's forms): ./account-live.tsx. Until it loads the
// page shows its prerendered markup ("Loading your account…").
const AccountLive = formIsland(() => import('./account-live'));

export default function AccountRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    // Once the page is live: a browser that never signed in (or signed out) has no account to
    // show and goes to the login page, which comes back here afterwards, without loading the
    // account's code; one that did loads it. A session that ended meanwhile is found there (the
    // API's 401) and goes to the login page too.
    let left = false;
    void whenLive().then(() => {
      if (left) return;
      if (hasSessionHint()) AccountLive.preload();
      else void navigate(loginPathFor(paths.account), { replace: true });
    });
    return () => {
      left = true;
    };
  }, [navigate]);

  return (
    <>
      <Head
        title={t`Your account`}
        description={t`Your Green Planet ECO account: profile, password, sessions, wallet and data.`}
        noindex
      />
      <AccountLive />
    </>
  );
}
