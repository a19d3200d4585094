import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { limits, signupFormSchema, type SignupFormInput } from '@eco/shared';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import { paths } from '@/config/paths';
import { useFormSubmission } from '@/hooks/use-form-submission';
import { useAffiliateTokenStore } from '@/stores/affiliate-token';
import { useSignup } from '../api/signup';

const fields = ['name', 'email', 'password'] as const;

/** Account creation; a stored referral code is sent with it. */
export function SignupForm() {
  const affiliateToken = useAffiliateTokenStore((state) => state.affiliateToken);
  const mutation = useSignup();
  const form = useForm({
    resolver: zodResolver(signupFormSchema),
    defaultValues: {
      name: '',
      email: '',
      password: '',
      confirmPassword: '',
    } satisfies SignupFormInput,
  });
  const { errors, isSubmitting } = form.formState;

  const { status, onSubmit } = useFormSubmission(
    form,
    fields,
    async ({ confirmPassword: _confirm, ...values }) => {
      await mutation.mutateAsync({ ...values, ...(affiliateToken ? { affiliateToken } : {}) });
      return 'Your account is ready and you are signed in.';
    },
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Sign up">
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
