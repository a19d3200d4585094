import { formIsland } from '@/components/ui/form/form-island';

/**
 * Email and password sign-in. The page shows the form from its prerendered HTML; its code
 * (./login-form-live.tsx) loads when the visitor first uses it. After signing in the visitor
 * goes to `redirectTo` (the portfolio), or stays on the page when it is null.
 */
export const LoginForm = formIsland(() => import('./login-form-live'));
