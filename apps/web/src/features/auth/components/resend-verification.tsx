import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormStatus, type SubmissionStatus } from '@/components/ui/form/form-status';
import { submissionErrorMessage } from '@/lib/form-errors';
import { resendVerification } from '../api/email-links';

/**
 * "Send the link again" for an address waiting to be verified. The API answers the same for any
 * address (and limits how often), so the message shown is its own.
 */
export function ResendVerification({
  email,
  variant = 'outline',
}: {
  email: string;
  variant?: 'outline' | 'ghost';
}) {
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState<SubmissionStatus>(null);

  const resend = async () => {
    setStatus(null);
    setPending(true);
    try {
      const { message } = await resendVerification({ email });
      setStatus({ kind: 'success', message });
    } catch (error) {
      setStatus({ kind: 'error', message: submissionErrorMessage(error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="space-y-3">
      <Button variant={variant} onClick={() => void resend()} disabled={pending}>
        {pending ? 'Sending…' : 'Send the link again'}
      </Button>
      <FormStatus status={status} />
    </div>
  );
}
