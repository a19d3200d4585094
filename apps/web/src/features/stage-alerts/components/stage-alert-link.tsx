import { useRef, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form/form-status';
import { paths } from '@/config/paths';
import { submissionErrorMessage } from '@/lib/form-errors';
import { confirmStageAlert, unsubscribeStageAlert } from '../api/stage-alerts';

const actions = {
  confirm: {
    intro:
      'Press the button to confirm that you want one mail when the stage opens. The link works once.',
    button: 'Confirm my alert',
    pending: 'Confirming…',
    send: confirmStageAlert,
  },
  unsubscribe: {
    intro:
      'Press the button to stop this alert: your address is deleted from it and no more mail about it will come.',
    button: 'Unsubscribe',
    pending: 'Unsubscribing…',
    send: unsubscribeStageAlert,
  },
} as const;

type Outcome = { kind: 'done' | 'failed'; message: string };

/**
 * The page a sale alert's link opens: confirm the alert, or stop it. The token is sent only when
 * the visitor presses the button, never on load: mail scanners and link previews open links by
 * themselves, and one that ran the page would confirm an alert nobody asked for (or stop one
 * somebody wants). A mail client's own "Unsubscribe" button posts to the API directly (RFC 8058).
 */
export function StageAlertLink({
  action,
  token,
}: {
  action: keyof typeof actions;
  /** The link's token; null when the address has none, undefined while the page hydrates. */
  token: string | null | undefined;
}) {
  const text = actions[action];
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // One request per page, however quickly the button is pressed twice.
  const sent = useRef(false);

  if (token === null) {
    return <Problem message="This link is incomplete. Open the link from the mail again." />;
  }
  if (outcome?.kind === 'failed') return <Problem message={outcome.message} />;

  const press = async () => {
    if (!token || sent.current) return;
    sent.current = true;
    setSending(true);
    try {
      const { message } = await text.send(token);
      setOutcome({ kind: 'done', message });
    } catch (error) {
      setOutcome({ kind: 'failed', message: submissionErrorMessage(error) });
    } finally {
      setSending(false);
    }
  };

  if (outcome?.kind === 'done') {
    return (
      <div className="space-y-5">
        <FormStatus status={{ kind: 'success', message: outcome.message }} />
        <ButtonLink to={paths.about.token} size="lg" className="w-full">
          See the sale&rsquo;s stages
        </ButtonLink>
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <p className="text-slate-700">{text.intro}</p>
      <Button
        size="lg"
        className="w-full"
        onClick={() => void press()}
        disabled={token === undefined || sending}
      >
        {sending ? text.pending : text.button}
      </Button>
      <FormStatus status={null} />
    </div>
  );
}

function Problem({ message }: { message: string }) {
  return (
    <div className="space-y-5">
      <FormStatus status={{ kind: 'error', message }} />
      <ButtonLink to={paths.about.token} variant="outline" size="lg" className="w-full">
        Go to the token page
      </ButtonLink>
    </div>
  );
}
