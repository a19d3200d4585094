import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { limits } from '@eco/shared/limits';
import { DELETE_ACCOUNT_CONFIRMATION, type DeleteAccountInput } from '@eco/shared';
import { InputField } from '@/components/ui/form/field';
import { FormStatus } from '@/components/ui/form/form-status';
import type { SubmissionStatus } from '@/hooks/use-form-submission';
import { applyServerFieldErrors, submissionErrorMessage } from '@/lib/form-errors';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { deleteAccount } from '../api/account';

type DeleteFormValues = { confirm: string; password: string };

const makeResolver = (hasPassword: boolean) =>
  lazyZodResolver<DeleteFormValues>(() =>
    import('../account-form-schemas').then((schemas) =>
      schemas.deleteAccountFormSchema(hasPassword),
    ),
  );

const resolvers = { withPassword: makeResolver(true), withoutPassword: makeResolver(false) };

/**
 * Deletes the account after a typed confirmation (and the password, when there is one). Says
 * first what goes and what stays, as the privacy notice does.
 */
export function DeleteAccountForm({
  hasPassword,
  onDeleted,
}: {
  hasPassword: boolean;
  onDeleted: () => void;
}) {
  const resolver = hasPassword ? resolvers.withPassword : resolvers.withoutPassword;
  const [status, setStatus] = useState<SubmissionStatus>(null);
  const form = useForm<DeleteFormValues>({
    resolver,
    defaultValues: { confirm: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setStatus(null);
    const input: DeleteAccountInput = {
      confirm: DELETE_ACCOUNT_CONFIRMATION,
      ...(hasPassword ? { password } : {}),
    };
    try {
      await deleteAccount(input);
      onDeleted();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['confirm', 'password']);
      form.resetField('password');
      setStatus({ kind: 'error', message: submissionErrorMessage(error) });
    }
  });

  return (
    <div className="space-y-5">
      <div className="space-y-2 text-slate-700">
        <p>
          Deleting your account removes your name, email address, password hash, linked wallet,
          sessions and referral code from our database, and signs you out everywhere. It cannot be
          undone.
        </p>
        <p>
          Messages and questions you already sent through the contact and FAQ forms are kept for the
          team to answer; they are not linked to your account. Write to us to have them deleted too.
          What is on the blockchain (your purchases and ECO) stays there: nobody can delete it.
        </p>
      </div>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onFocus={resolver.preload}
        className="max-w-xl space-y-4"
        aria-label="Delete my account"
      >
        <InputField
          label={`Type "${DELETE_ACCOUNT_CONFIRMATION}" to confirm`}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          error={errors.confirm?.message}
          {...form.register('confirm')}
        />
        {hasPassword ? (
          <InputField
            label="Password"
            type="password"
            autoComplete="current-password"
            maxLength={limits.passwordMax}
            error={errors.password?.message}
            {...form.register('password')}
          />
        ) : null}
        <FormStatus status={status} />
        <button
          type="submit"
          disabled={isSubmitting}
          className="inline-flex items-center justify-center gap-2 rounded-full bg-red-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {isSubmitting ? 'Deleting…' : 'Delete my account'}
        </button>
      </form>
    </div>
  );
}
