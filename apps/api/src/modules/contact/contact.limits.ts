/** Form submissions (contact messages, FAQ questions) allowed per IP per minute. */
export const FORM_LIMIT_PER_MINUTE = 5;
