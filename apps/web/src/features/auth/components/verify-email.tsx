import { useRef, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { formIsland } from '@/components/ui/form/form-island';
import { FormStatus } from '@/components/ui/form/form-status';
import { paths } from '@/config/paths';
import { submissionErrorMessage } from '@/lib/form-errors';
import { verifyEmail } from '../api/email-links';
import { hasSessionHint } from '@/stores/session-hint';

/** Its code loads once the page is live, or on first use where the page was prerendered with it. */
const ResendVerificationForm = formIsland(() => import('./resend-verification-form'));

type Outcome =
  { kind: 'verified'; message: string; signedIn: boolean } | { kind: 'failed'; message: string };

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
 * The page a verification link opens. The token is sent only when the visitor presses the
 * button, never on load: mail scanners and link previews open links by themselves, and one that
 * ran the page would confirm an address nobody read (someone signing up with another person's
 * address). A press also cannot be repeated by React's development double effects.
 */
export function VerifyEmail({ token }: { token: string | null | undefined }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pending, setPending] = useState(false);
  // Set at once on a press, so a second press before React re-renders sends nothing.
  const sending = useRef(false);

  if (token === null) {
    return (
      <LinkProblem message="This link is incomplete. Open the link from the mail again, or ask for a new one below." />
    );
  }

  const confirm = async () => {
    if (!token || sending.current) return;
    sending.current = true;
    setPending(true);
    try {
      const { message } = await verifyEmail({ token });
      // Signed in (a changed address, or verified in a second tab): show the new state.
      const signedIn = hasSessionHint();
      setOutcome({ kind: 'verified', message, signedIn });
      if (signedIn) await refreshSignedInAccount().catch(() => undefined);
    } catch (error) {
      setOutcome({ kind: 'failed', message: submissionErrorMessage(error) });
    } finally {
      sending.current = false;
      setPending(false);
    }
  };

  if (outcome?.kind === 'failed') return <LinkProblem message={outcome.message} />;

  if (outcome?.kind === 'verified') {
    return (
      <div className="space-y-5">
        <FormStatus status={{ kind: 'success', message: outcome.message }} />
        {outcome.signedIn ? (
          <ButtonLink to={paths.account} size="lg" className="w-full">
            Go to your account
          </ButtonLink>
        ) : (
          <ButtonLink to={paths.login} size="lg" className="w-full">
            Log in
          </ButtonLink>
        )}
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <p className="text-slate-700">
        Press the button to confirm that this email address is yours. The link works once.
      </p>
      <Button
        size="lg"
        className="w-full"
        onClick={() => void confirm()}
        disabled={token === undefined || pending}
      >
        {pending ? 'Confirming…' : 'Confirm my email address'}
      </Button>
      <FormStatus status={null} />
    </div>
  );
}

function LinkProblem({ message }: { message: string }) {
  return (
    <div className="space-y-6">
      <FormStatus status={{ kind: 'error', message }} />
      <div className="space-y-3">
        <h2 className="font-semibold text-brand-950">Get a new link</h2>
        <p className="text-sm text-slate-600">
          A link works once and for 24 hours. Enter your address and we mail a new one if it is
          still waiting to be confirmed.
        </p>
        <ResendVerificationForm />
      </div>
    </div>
  );
}
