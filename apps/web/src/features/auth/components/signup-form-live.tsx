import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { limits } from '@eco/shared/limits';
import type { SignupFormInput } from '@eco/shared/forms';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import { paths } from '@/config/paths';
import type { SubmissionStatus } from '@/hooks/use-form-submission';
import { applyServerFieldErrors, submissionErrorMessage } from '@/lib/form-errors';
import { useAffiliateTokenStore } from '@/stores/affiliate-token';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { QueryProvider } from '@/lib/query-provider';
import { useSignup } from '../api/signup';
import { ResendVerification } from './resend-verification';

const resolver = lazyZodResolver<SignupFormInput>(() =>
  import('@eco/shared/forms').then((forms) => forms.signupFormSchema),
);

const fields = ['name', 'email', 'password'] as const;

/**
 * Account creation (the code ./signup-form.tsx loads on first use); a stored referral code is
 * sent with it. The account starts unverified and signed out: the API mails a link to the
 * address and answers alike whether or not the address was taken, so the page always says the
 * same thing, "check your inbox", naming the address.
 */
export default function SignupFormLive() {
  return (
    <QueryProvider>
      <SignupForm />
    </QueryProvider>
  );
}

function SignupForm() {
  const affiliateToken = useAffiliateTokenStore((state) => state.affiliateToken);
  const mutation = useSignup();
  const [status, setStatus] = useState<SubmissionStatus>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentHeading = useRef<HTMLHeadingElement>(null);
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

  // The form is replaced by the notice: focus follows it, so keyboard and screen reader users
  // land on what happened instead of on the page's start.
  useEffect(() => {
    if (sentTo) sentHeading.current?.focus();
  }, [sentTo]);

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    setStatus(null);
    try {
      await mutation.mutateAsync({
        ...values,
        ...(affiliateToken ? { affiliateToken } : {}),
      });
      // Keep the name and email in the form, in case the visitor goes back to fix a typo.
      form.resetField('password');
      form.resetField('confirmPassword');
      setSentTo(values.email);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, fields);
      setStatus({ kind: 'error', message: submissionErrorMessage(error) });
    }
  });

  if (sentTo) {
    return (
      <div className="space-y-5">
        <div className="flex items-start gap-3 rounded-xl border border-brand-300 bg-brand-50 px-4 py-4 text-brand-950">
          <MailCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
          <div className="space-y-2">
            <h2 ref={sentHeading} tabIndex={-1} className="font-semibold">
              Check your inbox
            </h2>
            <p>
              We sent a link to <strong className="break-all">{sentTo}</strong>. Follow it within 24
              hours to confirm your address, then log in.
            </p>
            <p className="text-sm">
              If this address already has an account, the mail says how to log in or reset your
              password instead.
            </p>
          </div>
        </div>
        <p className="text-sm text-slate-600">
          No mail after a few minutes? Check your spam folder.
        </p>
        <ResendVerification email={sentTo} />
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4 text-sm">
          <button
            type="button"
            className="font-semibold text-brand-700 hover:underline"
            onClick={() => setSentTo(null)}
          >
            Use another address
          </button>
          <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
            Log in
          </Link>
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
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
      <FormStatus status={status} />
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
