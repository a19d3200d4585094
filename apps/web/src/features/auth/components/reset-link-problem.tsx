import { ButtonLink } from '@/components/ui/button';
import { FormStatus } from '@/components/ui/form/form-status';
import { paths } from '@/config/paths';

export const INCOMPLETE_RESET_LINK =
  'This link is incomplete. Open the link from the mail again, or ask for a new one.';

/** A reset link that cannot work (incomplete, used or expired): says so and offers a new one. */
export function ResetLinkProblem({ message }: { message: string }) {
  return (
    <div className="space-y-5">
      <FormStatus status={{ kind: 'error', message }} />
      <ButtonLink to={paths.forgotPassword} size="lg" className="w-full">
        Ask for a new link
      </ButtonLink>
    </div>
  );
}
