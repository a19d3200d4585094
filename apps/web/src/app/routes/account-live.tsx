import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { ApiUser } from '@eco/shared';
import { withQueryProvider } from '@/lib/query-provider';
import { PageHeader, Section } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useAlertStore } from '@/stores/alert';
import { AccountPage, type SignedOutEvent } from '@/features/account/components/account-page';
import type { WithProof } from '@/features/account/components/confirm-identity';
import { meQueryKey, useMe } from '@/features/auth/api/get-me';
import { ResendVerification } from '@/features/auth/components/resend-verification';
import { SiweButton } from '@/features/auth/components/siwe-button';
import { loginPathFor } from '@/features/auth/utils/safe-next';
import { forgetSignedIn } from '@/features/auth/utils/session-cache';

const renderResend = (email: string) => <ResendVerification email={email} variant="ghost" />;
const renderLinkWallet = (withProof: WithProof) => (
  <SiweButton mode="link" redirectTo={null} withProof={withProof} />
);

function Account() {
  const me = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const openAlert = useAlertStore((state) => state.open);
  // Set once this page signs the visitor out, so the redirect below does not race its own.
  const leaving = useRef(false);

  // Signed out: to the login page, which comes back here afterwards.
  useEffect(() => {
    if (me.data === null && !leaving.current) {
      void navigate(loginPathFor(paths.account), { replace: true });
    }
  }, [me.data, navigate]);

  const onUser = useCallback(
    (user: ApiUser) => queryClient.setQueryData(meQueryKey, user),
    [queryClient],
  );

  const onSignedOut = useCallback(
    ({ message, deleted }: SignedOutEvent) => {
      // Once: a refused request after signing out must not announce it a second time.
      if (leaving.current) return;
      leaving.current = true;
      void forgetSignedIn(queryClient);
      openAlert({ color: 'green', title: deleted ? t`Account deleted` : t`Signed out`, message });
      void navigate(deleted ? paths.home : paths.login, { replace: true });
    },
    [navigate, openAlert, queryClient],
  );

  // Who is signed in: the account's email, else its name; undefined while not signed in.
  const signedInAs = me.data?.email ?? me.data?.name;
  return (
    <>
      <PageHeader
        eyebrow={t`Account`}
        title={t`Your account`}
        lead={signedInAs === undefined ? undefined : t`Signed in as ${signedInAs}.`}
      />
      <Section className="bg-slate-50">
        <AccountPage
          signedIn={Boolean(me.data)}
          onUser={onUser}
          onSignedOut={onSignedOut}
          linkWallet={renderLinkWallet}
          resendVerification={renderResend}
        />
      </Section>
    </>
  );
}

/**
 * The account page's code (not a route): loaded by ./account.tsx for a browser that signed in,
 * once the page is live. It composes the account and auth features.
 */
export default withQueryProvider(Account);
