import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Info } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { limits } from '@eco/shared/limits';
import type { SignupFormInput } from '@eco/shared/forms';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import { paths } from '@/config/paths';
import type { SubmissionStatus } from '@/hooks/use-form-submission';
import { applyServerFieldErrors, submissionErrorMessage } from '@/lib/form-errors';
import { useAffiliateTokenStore } from '@/stores/affiliate-token';
import { useAlertStore } from '@/stores/alert';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useSignup } from '../api/signup';

const resolver = lazyZodResolver<SignupFormInput>(() =>
  import('@eco/shared/forms').then((forms) => forms.signupFormSchema),
);

const fields = ['name', 'email', 'password'] as const;

/**
 * Account creation; a stored referral code is sent with it. The API answers alike whether or not
 * the email was taken, so the outcome shown depends only on whether the visitor is now signed in:
 * then they go on to the portfolio like after a login; otherwise a neutral notice says what to do.
 */
export function SignupForm() {
  const affiliateToken = useAffiliateTokenStore((state) => state.affiliateToken);
  const mutation = useSignup();
  const navigate = useNavigate();
  const openAlert = useAlertStore((state) => state.open);
  const [status, setStatus] = useState<SubmissionStatus>(null);
  const [notSignedIn, setNotSignedIn] = useState(false);
  const form = useForm<SignupFormInput>({
    resolver,
    defaultValues: {
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
    } satisfies SignupFormInput,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    setStatus(null);
    setNotSignedIn(false);
    try {
      const { user } = await mutation.mutateAsync({
        ...values,
        ...(affiliateToken ? { affiliateToken } : {}),
      });
      if (user) {
        form.reset();
        openAlert({
          color: 'green',
          title: 'Signed in',
          message: `Welcome, ${user.name}. Your account is ready and you are signed in.`,
        });
        void navigate(paths.portfolio);
      } else {
        // Keep the name and email so a mistyped address can be corrected.
        form.resetField('password');
        form.resetField('confirmPassword');
        setNotSignedIn(true);
      }
    } catch (error) {
      applyServerFieldErrors(error, form.setError, fields);
      setStatus({ kind: 'error', message: submissionErrorMessage(error) });
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocus={resolver.preload}
      className="space-y-5"
      aria-label="Sign up"
    >
      <InputField
        label="Name"
        autoComplete="name"
        maxLength={limits.name}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <InputField
        label="Email"
        type="email"
        autoComplete="email"
        maxLength={limits.email}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <InputField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${limits.passwordMin} characters.`}
        maxLength={limits.passwordMax}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <InputField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        maxLength={limits.passwordMax}
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      {affiliateToken ? (
        <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
          You were referred with the code <strong className="break-all">{affiliateToken}</strong>.
        </p>
      ) : null}
      <FormStatus status={status} />
      {/* Always rendered, so screen readers announce the notice when it appears. */}
      <div role="status">
        {notSignedIn ? (
          <div className="flex items-start gap-3 rounded-xl border border-sky-300 bg-sky-50 px-4 py-3 text-sm text-sky-950">
            <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p>
              Thank you. We could not sign you in with these details. Please check the email address
              you entered, or{' '}
              <Link to={paths.login} className="font-semibold underline">
                log in
              </Link>{' '}
              if you already have an account.
            </p>
          </div>
        ) : null}
      </div>
      <p className="text-sm text-slate-600">
        We keep your name, your email address and a hash of your password to run your account. Our{' '}
        <Link to={paths.privacy} className="font-semibold text-brand-700 hover:underline">
          privacy notice
        </Link>{' '}
        says what else we store, for how long, and how to ask for deletion.
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Creating your account…' : 'Create account'}
      </Button>
      <p className="text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
          Log in
        </Link>
      </p>
    </form>
  );
}
