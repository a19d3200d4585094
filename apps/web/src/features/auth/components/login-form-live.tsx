import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { limits } from '@eco/shared/limits';
import type { ACCOUNT_ERROR_CODES } from '@eco/shared';
import type { LoginInput } from '@eco/shared/forms';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import { paths } from '@/config/paths';
import type { SubmissionStatus } from '@/hooks/use-form-submission';
import { ApiError } from '@/lib/api-client';
import { submissionErrorMessage } from '@/lib/form-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { QueryProvider } from '@/lib/query-provider';
import { useAlertStore } from '@/stores/alert';
import { useLogin } from '../api/login';
import { ResendVerification } from './resend-verification';

const resolver = lazyZodResolver<LoginInput>(() =>
  import('@eco/shared/forms').then((forms) => forms.loginSchema),
);

/**
 * The API's answer to the right password for an address whose link was not followed yet. Typed
 * from the shared codes without importing them: this page loads zod only on first focus.
 */
const EMAIL_NOT_VERIFIED: (typeof ACCOUNT_ERROR_CODES)['emailNotVerified'] = 'email_not_verified';

export type LoginFormProps = { redirectTo?: string | null };

/**
 * Email and password sign-in (the code ./login-form.tsx loads on first use); a signed-in visitor
 * goes on to `redirectTo` (the portfolio, the page that sent them here), or stays on the page
 * when it is null. An unverified address gets the API's explanation and a button to mail the
 * link again; too many attempts get the API's 429 message (it points to "Forgot password?",
 * which is always beside the form).
 */
export default function LoginFormLive(props: LoginFormProps) {
  return (
    <QueryProvider>
      <LoginForm {...props} />
    </QueryProvider>
  );
}

function LoginForm({ redirectTo = paths.portfolio }: LoginFormProps) {
  const mutation = useLogin();
  const navigate = useNavigate();
  const openAlert = useAlertStore((state) => state.open);
  const [status, setStatus] = useState<SubmissionStatus>(null);
  const [unverified, setUnverified] = useState<string | null>(null);
  const form = useForm<LoginInput>({
    resolver,
    defaultValues: { email: '', password: '' } satisfies LoginInput,
  });
  const { errors, isSubmitting } = form.formState;

  // Login shows no field errors from the server: it answers the same for every wrong password.
  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(null);
    setUnverified(null);
    try {
      const { user } = await mutation.mutateAsync(values);
      form.reset();
      // The global alert, not the form's status, carries the welcome: the form is left behind.
      openAlert({
        color: 'green',
        title: 'Signed in',
        message: `Welcome back, ${user.name}. You are signed in.`,
      });
      if (redirectTo !== null) void navigate(redirectTo);
    } catch (error) {
      form.resetField('password');
      if (error instanceof ApiError && error.code === EMAIL_NOT_VERIFIED) {
        setUnverified(values.email);
      }
      setStatus({ kind: 'error', message: submissionErrorMessage(error) });
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={resolver.preload}
      className="space-y-5"
      aria-label="Log in"
    >
      <InputField
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={limits.email}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <div className="space-y-1.5">
        <InputField
          label="Password"
          type="password"
          autoComplete="current-password"
          maxLength={limits.passwordMax}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <p className="text-right text-sm">
          <Link to={paths.forgotPassword} className="font-semibold text-brand-700 hover:underline">
            Forgot password?
          </Link>
        </p>
      </div>
      <FormStatus status={status} />
      {unverified ? <ResendVerification email={unverified} /> : null}
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in…' : 'Log in'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        New to ECO?{' '}
        <Link to={paths.signup} className="font-semibold text-brand-700 hover:underline">
          Create an account
        </Link>
      </p>
    </form>
  );
}
