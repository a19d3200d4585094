import { t } from '@lingui/core/macro';
import { DELETE_ACCOUNT_CONFIRMATION, type DeleteAccountInput } from '@eco/shared';
import { fieldKinds, Form } from '@/components/ui/form/form';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { deleteAccount } from '../api/account';
import { useWithProof } from './confirm-identity';

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
  const withProof = useWithProof();
  const confirmation = DELETE_ACCOUNT_CONFIRMATION;
  return (
    <div className="space-y-5">
      <div className="space-y-2 text-slate-700">
        <p>
          {t`Deleting your account removes your name, email address, password hash, linked wallet, sessions, account history and referral code from our database, and signs you out everywhere. It cannot be undone.`}
        </p>
        <p>
          {t`Messages and questions you already sent through the contact and FAQ forms are kept for the team to answer; they are not linked to your account. Write to us to have them deleted too. What is on the blockchain (your purchases and ECO) stays there: nobody can delete it.`}
        </p>
      </div>
      <Form<DeleteFormValues>
        label={t`Delete my account`}
        className="max-w-xl space-y-4"
        resolver={hasPassword ? resolvers.withPassword : resolvers.withoutPassword}
        defaultValues={{ confirm: '', password: '' }}
        fields={[
          {
            name: 'confirm',
            // The words to type stay English: the API checks exactly them.
            label: t`Type "${confirmation}" to confirm`,
            autoComplete: 'off',
            spellCheck: false,
            maxLength: 40,
          },
          hasPassword && { name: 'password', ...fieldKinds.currentPassword, label: t`Password` },
        ]}
        submit={async ({ password }) => {
          const input: DeleteAccountInput = {
            confirm: DELETE_ACCOUNT_CONFIRMATION,
            ...(hasPassword ? { password } : {}),
          };
          await withProof(() => deleteAccount(input));
          onDeleted();
        }}
        resetOnError={['password']}
        submitLabel={t`Delete my account`}
        pendingLabel={t`Deleting…`}
        button={{ variant: 'danger' }}
      />
    </div>
  );
}
