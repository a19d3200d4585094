import { useState } from 'react';
import type { SubmissionStatus } from '@/components/ui/form/form-status';
import { submissionErrorMessage } from '@/lib/form-errors';

/**
 * A button's action and its outcome, for FormStatus (what the Form component does for a form):
 * `run` clears the last outcome and marks the action pending until it settles; then the message
 * the action answers is shown as a success (none, none shown), or its failure as an error.
 */
export function useSubmission() {
  const [status, setStatus] = useState<SubmissionStatus>(null);
  const [pending, setPending] = useState(false);
  const run = async (action: () => Promise<string | void>) => {
    setStatus(null);
    setPending(true);
    try {
      const message = await action();
      if (message) setStatus({ kind: 'success', message });
    } catch (error) {
      setStatus({ kind: 'error', message: submissionErrorMessage(error) });
    } finally {
      setPending(false);
    }
  };
  return { status, pending, run };
}
