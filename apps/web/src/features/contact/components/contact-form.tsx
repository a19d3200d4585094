import { formIsland } from '@/components/ui/form/form-island';

/**
 * The contact form. The page shows it from its prerendered HTML; its code (react-hook-form, the
 * validation, TanStack Query: ./contact-form-live.tsx) loads when the visitor first uses it.
 */
export const ContactForm = formIsland(() => import('./contact-form-live'));
