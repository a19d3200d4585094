import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { applyServerFieldErrors, submissionErrorMessage } from '@/lib/form-errors';

export type SubmissionStatus = { kind: 'success' | 'error'; message: string } | null;

/**
 * Runs a form's submission and keeps its outcome: on success the form is reset and the
 * action's message shown; on failure the API's field errors go beside their fields and its
 * message is shown, so no form ever reports a success it did not get.
 */
export function useFormSubmission<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  fields: readonly Path<TValues>[],
  action: (values: TOutput) => Promise<string>,
) {
  const [status, setStatus] = useState<SubmissionStatus>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(null);
    try {
      const message = await action(values);
      form.reset();
      setStatus({ kind: 'success', message });
    } catch (error) {
      applyServerFieldErrors(error, form.setError, fields);
      setStatus({ kind: 'error', message: submissionErrorMessage(error) });
    }
  });
  return { status, onSubmit };
}
