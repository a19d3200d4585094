import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form/form-status';
import type { SubmissionStatus } from '@/components/ui/form/form-status';
import { submissionErrorMessage } from '@/lib/form-errors';
import { useResendVerification } from '../api/email-link-mutations';

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
  const mutation = useResendVerification();
  const [status, setStatus] = useState<SubmissionStatus>(null);

  const resend = async () => {
    setStatus(null);
    try {
      const { message } = await mutation.mutateAsync({ email });
      setStatus({ kind: 'success', message });
    } catch (error) {
      setStatus({ kind: 'error', message: submissionErrorMessage(error) });
    }
  };

  return (
    <div className="space-y-3">
      <Button variant={variant} onClick={() => void resend()} disabled={mutation.isPending}>
        {mutation.isPending ? 'Sending…' : 'Send the link again'}
      </Button>
      <FormStatus status={status} />
    </div>
  );
}
