import { formIsland } from '@/components/ui/form/form-island';

/**
 * The FAQ page's "Any questions?" form. The page shows it from its prerendered HTML; its code
 * (./question-form-live.tsx) loads when the visitor first uses it.
 */
export const QuestionForm = formIsland(() => import('./question-form-live'));
