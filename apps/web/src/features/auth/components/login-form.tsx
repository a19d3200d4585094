import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { limits } from '@eco/shared/limits';
import type { LoginInput } from '@eco/shared/forms';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import { paths } from '@/config/paths';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useFormSubmission } from '@/hooks/use-form-submission';
import { useAlertStore } from '@/stores/alert';
import { useLogin } from '../api/login';

const resolver = lazyZodResolver<LoginInput>(() =>
  import('@eco/shared/forms').then((forms) => forms.loginSchema),
);

/**
 * Email and password sign-in; a signed-in visitor goes on to `redirectTo` (the portfolio, their
 * account), or stays on the page when it is null.
 */
export function LoginForm({ redirectTo = paths.portfolio }: { redirectTo?: string | null }) {
  const mutation = useLogin();
  const navigate = useNavigate();
  const openAlert = useAlertStore((state) => state.open);
  const form = useForm<LoginInput>({
    resolver,
    defaultValues: { email: '', password: '' } satisfies LoginInput,
  });
  const { errors, isSubmitting } = form.formState;

  // Login shows no field errors from the server: it answers the same for every failure.
  const { status, onSubmit } = useFormSubmission(form, [], async (values) => {
    const { user } = await mutation.mutateAsync(values);
    const message = `Welcome back, ${user.name}. You are signed in.`;
    // The global alert, not the form's status, carries the welcome: the form is left behind.
    openAlert({ color: 'green', title: 'Signed in', message });
    if (redirectTo !== null) void navigate(redirectTo);
    return message;
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
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
      <InputField
        label="Password"
        type="password"
        autoComplete="current-password"
        maxLength={limits.passwordMax}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormStatus status={status} />
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
