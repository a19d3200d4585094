import { formIsland } from '@/components/ui/form/form-island';

/**
 * Asks for a new verification link when the old one was used, expired or lost. Its code
 * (./resend-verification-form-live.tsx) loads once the page is live, or on first use where the
 * page was prerendered with the form.
 */
export const ResendVerificationForm = formIsland(() => import('./resend-verification-form-live'));
