import { t } from '@lingui/core/macro';
import { MailedLinkAction, StatusWithLink } from '@/components/mailed-link';
import { formIsland } from '@/components/ui/form/form-island';
import { FormStatus } from '@/components/ui/form/form-status';
import { paths } from '@/config/paths';
import { verifyEmail } from '../api/email-links';
import { hasSessionHint } from '@/stores/session-hint';

/** Its code loads once the page is live, or on first use where the page was prerendered with it. */
const ResendVerificationForm = formIsland(() => import('./resend-verification-form'));

/**
 * After a verification in a browser that is signed in, the header's account menu asks the API
 * again (its "email not verified" mark goes). Its query client is loaded only then, and is
 * already there whenever the menu is shown, so the page itself carries no TanStack Query.
 */
async function refreshSignedInAccount() {
  const [{ queryClient }, { meQueryKey }] = await Promise.all([
    import('@/lib/query-provider'),
    import('../api/get-me'),
  ]);
  await queryClient.invalidateQueries({ queryKey: meQueryKey });
}

/**
 * The page a verification link opens; the address is confirmed only on a press (one on load
 * would confirm an address nobody read: someone signing up with another person's address).
 */
export function VerifyEmail({ token }: { token: string | null | undefined }) {
  return (
    <MailedLinkAction
      token={token}
      incomplete={t`This link is incomplete. Open the link from the mail again, or ask for a new one below.`}
      text={{
        intro: t`Press the button to confirm that this email address is yours. The link works once.`,
        button: t`Confirm my email address`,
        pending: t`Confirming…`,
      }}
      send={async (value) => {
        const { message } = await verifyEmail({ token: value });
        // Signed in (a changed address, or verified in a second tab): show the new state.
        const signedIn = hasSessionHint();
        if (signedIn) void refreshSignedInAccount().catch(() => undefined);
        return { message, signedIn };
      }}
      done={({ message, signedIn }) => (
        <StatusWithLink
          status={{ kind: 'success', message }}
          {...(signedIn
            ? { to: paths.account, label: t`Go to your account` }
            : { to: paths.login, label: t`Log in` })}
        />
      )}
      problem={(message) => <LinkProblem message={message} />}
    />
  );
}

function LinkProblem({ message }: { message: string }) {
  return (
    <div className="space-y-6">
      <FormStatus status={{ kind: 'error', message }} />
      <div className="space-y-3">
        <h2 className="font-semibold text-brand-950">{t`Get a new link`}</h2>
        <p className="text-sm text-slate-600">
          {t`A link works once and for 24 hours. Enter your address and we mail a new one if it is still waiting to be confirmed.`}
        </p>
        <ResendVerificationForm />
      </div>
    </div>
  );
}
