import { useRef, useState, type ReactNode } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { FormStatus, type SubmissionStatus } from '@/components/ui/form/form-status';
import { submissionErrorMessage } from '@/lib/form-errors';

/** An outcome and the one way on from it, as the pages of mailed links end. */
export function StatusWithLink({
  status,
  to,
  label,
  variant,
}: {
  status: SubmissionStatus;
  to: string;
  label: string;
  variant?: 'outline';
}) {
  return (
    <div className="space-y-5">
      <FormStatus status={status} />
      <ButtonLink to={to} variant={variant} size="lg" className="w-full">
        {label}
      </ButtonLink>
    </div>
  );
}

type Outcome<T> = { kind: 'done'; answer: T } | { kind: 'failed'; message: string };

/**
 * The page a mailed link opens (an address to verify, a sale alert to confirm or stop). The token
 * is sent only when the visitor presses the button, never on load: mail scanners and link
 * previews open links by themselves, and one that ran the page would act for somebody who never
 * read the mail. One request per page, however quickly the button is pressed twice (or React's
 * development double effects run).
 */
export function MailedLinkAction<T>(props: {
  /** The link's token; null when the address has none, undefined while the page hydrates. */
  token: string | null | undefined;
  /** What to say when the address has no token. */
  incomplete: string;
  text: { intro: string; button: string; pending: string };
  /** Sends the token; its answer goes to `done`, its failure's message to `problem`. */
  send: (token: string) => Promise<T>;
  done: (answer: T) => ReactNode;
  problem: (message: string) => ReactNode;
}) {
  const { token, text, problem } = props;
  const [outcome, setOutcome] = useState<Outcome<T> | null>(null);
  const [pending, setPending] = useState(false);
  // Set at once on a press, so a second press before React re-renders sends nothing.
  const sent = useRef(false);

  if (token === null) return problem(props.incomplete);
  if (outcome)
    return outcome.kind === 'done' ? props.done(outcome.answer) : problem(outcome.message);

  const press = async () => {
    if (!token || sent.current) return;
    sent.current = true;
    setPending(true);
    try {
      setOutcome({ kind: 'done', answer: await props.send(token) });
    } catch (error) {
      setOutcome({ kind: 'failed', message: submissionErrorMessage(error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="space-y-5">
      <p className="text-slate-700">{text.intro}</p>
      <Button
        size="lg"
        className="w-full"
        onClick={() => void press()}
        disabled={token === undefined || pending}
      >
        {pending ? text.pending : text.button}
      </Button>
      <FormStatus status={null} />
    </div>
  );
}
