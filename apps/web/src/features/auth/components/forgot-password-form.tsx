import { formIsland } from '@/components/ui/form/form-island';

/**
 * Asks for a password reset link. The page shows the form from its prerendered HTML; its code
 * (./forgot-password-form-live.tsx) loads when the visitor first uses it.
 */
export const ForgotPasswordForm = formIsland(() => import('./forgot-password-form-live'));
