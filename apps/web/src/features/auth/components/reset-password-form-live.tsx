import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { limits } from '@eco/shared/limits';
import type { z } from 'zod';
import type { ACCOUNT_ERROR_CODES, resetPasswordFormSchema } from '@eco/shared';
import { Button, ButtonLink } from '@/components/ui/button';
import { InputField } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import { paths } from '@/config/paths';
import type { SubmissionStatus } from '@/hooks/use-form-submission';
import { ApiError } from '@/lib/api-client';
import { applyServerFieldErrors, submissionErrorMessage } from '@/lib/form-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { QueryProvider } from '@/lib/query-provider';
import { useResetPassword } from '../api/email-link-mutations';
import { useLinkToken } from '../hooks/use-link-token';
import { forgetSignedIn } from '../utils/session-cache';
import { INCOMPLETE_RESET_LINK, ResetLinkProblem } from './reset-link-problem';

type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

const resolver = lazyZodResolver<ResetPasswordFormInput>(() =>
  import('@eco/shared').then((shared) => shared.resetPasswordFormSchema),
);

/** The API's codes for a link that no longer works (types from the shared codes). */
const LINK_PROBLEMS = new Set<string>([
  'invalid_link',
  'link_expired',
] satisfies (typeof ACCOUNT_ERROR_CODES)[keyof typeof ACCOUNT_ERROR_CODES][]);

/**
 * The page a reset link opens: a new password, typed twice (the code ./reset-password-form.tsx
 * loads on first use). The API ends every session of the account, this browser's too, so the
 * visitor logs in again with the new password.
 */
export default function ResetPasswordFormLive() {
  return (
    <QueryProvider>
      <ResetPasswordForm />
    </QueryProvider>
  );
}

function ResetPasswordForm() {
  // Read here rather than passed in: the island's props must not change while it hydrates.
  const token = useLinkToken();
  const mutation = useResetPassword();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SubmissionStatus>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<ResetPasswordFormInput>({
    resolver,
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (!token) return;
    setStatus(null);
    try {
      const { message } = await mutation.mutateAsync({ token, password });
      form.reset();
      forgetSignedIn(queryClient);
      setDone(message);
    } catch (error) {
      // A used, expired or mangled link cannot be fixed on this page: say so and offer a new one.
      applyServerFieldErrors(error, form.setError, ['password']);
      if (
        error instanceof ApiError &&
        (LINK_PROBLEMS.has(error.code) || error.fields.token !== undefined)
      ) {
        setLinkProblem(error.fields.token ?? error.message);
        return;
      }
      setStatus({ kind: 'error', message: submissionErrorMessage(error) });
    }
  });

  if (done) {
    return (
      <div className="space-y-5">
        <FormStatus status={{ kind: 'success', message: done }} />
        <ButtonLink to={paths.login} size="lg" className="w-full">
          Log in
        </ButtonLink>
      </div>
    );
  }

  // No token at all (after hydration, when the address is known): nothing to send.
  const problem = linkProblem ?? (token === null ? INCOMPLETE_RESET_LINK : null);
  if (problem) return <ResetLinkProblem message={problem} />;

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={resolver.preload}
      className="space-y-5"
      aria-label="Choose a new password"
    >
      <InputField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${limits.passwordMin} characters. Saving it signs your account out everywhere, this browser too.`}
        maxLength={limits.passwordMax}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <InputField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        maxLength={limits.passwordMax}
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <FormStatus status={status} />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Save the new password'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
          Back to log in
        </Link>
      </p>
    </form>
  );
}
