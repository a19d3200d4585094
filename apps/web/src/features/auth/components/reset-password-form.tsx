import { formIsland } from '@/components/ui/form/form-island';
import { useLinkToken } from '../hooks/use-link-token';
import { INCOMPLETE_RESET_LINK, ResetLinkProblem } from './reset-link-problem';

const ResetPasswordFormIsland = formIsland(() => import('./reset-password-form-live'));

/**
 * The page a reset link opens. The form shows from the prerendered HTML and its code
 * (./reset-password-form-live.tsx) loads when the visitor first uses it; an address without a
 * token says at once, after hydration, that the link is incomplete.
 */
export function ResetPasswordForm() {
  const token = useLinkToken();
  if (token === null) return <ResetLinkProblem message={INCOMPLETE_RESET_LINK} />;
  return <ResetPasswordFormIsland />;
}
