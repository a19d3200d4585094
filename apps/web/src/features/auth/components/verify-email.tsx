import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, TriangleAlert } from 'lucide-react';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { submissionErrorMessage } from '@/lib/form-errors';
import { meQueryKey, useMe } from '../api/get-me';
import { useVerifyEmail } from '../api/email-links';
import { ResendVerificationForm } from './resend-verification-form';

type Outcome = { kind: 'verified'; message: string } | { kind: 'failed'; message: string };

/**
 * The page a verification link opens. The token is sent only when the visitor presses the
 * button, never on load: mail scanners and link previews open links by themselves, and one that
 * ran the page would confirm an address nobody read (someone signing up with another person's
 * address). A press also cannot be repeated by React's development double effects.
 */
export function VerifyEmail({ token }: { token: string | null | undefined }) {
  const mutation = useVerifyEmail();
  const queryClient = useQueryClient();
  const me = useMe();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (token === null) {
    return (
      <LinkProblem message="This link is incomplete. Open the link from the mail again, or ask for a new one below." />
    );
  }

  const confirm = async () => {
    if (!token || mutation.isPending) return;
    try {
      const { message } = await mutation.mutateAsync({ token });
      setOutcome({ kind: 'verified', message });
      // Signed in (a changed address, or verified in a second tab): show the new state.
      if (me.data) await queryClient.invalidateQueries({ queryKey: meQueryKey });
    } catch (error) {
      setOutcome({ kind: 'failed', message: submissionErrorMessage(error) });
    }
  };

  if (outcome?.kind === 'failed') return <LinkProblem message={outcome.message} />;

  if (outcome?.kind === 'verified') {
    return (
      <div className="space-y-5">
        <div
          role="status"
          className="flex items-start gap-3 rounded-xl border border-brand-300 bg-brand-50 px-4 py-3 text-brand-950"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>{outcome.message}</p>
        </div>
        {me.data ? (
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
        disabled={token === undefined || mutation.isPending}
      >
        {mutation.isPending ? 'Confirming…' : 'Confirm my email address'}
      </Button>
      <div role="status" aria-live="polite" />
    </div>
  );
}

function LinkProblem({ message }: { message: string }) {
  return (
    <div className="space-y-6">
      <div
        role="alert"
        className="flex items-start gap-3 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>{message}</p>
      </div>
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
