import { StatusWithLink } from '@/components/mailed-link';
import { paths } from '@/config/paths';

export const INCOMPLETE_RESET_LINK =
  'This link is incomplete. Open the link from the mail again, or ask for a new one.';

/** A reset link that cannot work (incomplete, used or expired): says so and offers a new one. */
export function ResetLinkProblem({ message }: { message: string }) {
  return (
    <StatusWithLink
      status={{ kind: 'error', message }}
      to={paths.forgotPassword}
      label="Ask for a new link"
    />
  );
}
