import type { ApiMessageResponse, StageAlertSignupInput } from '@eco/shared';
import { apiRequest } from '@/lib/api-client';

// "Tell me when this stage opens" (apps/api, "Stage alerts"). Plain requests, no query client:
// the sign-up sits on content pages and the link pages must stay light.

/** Signs an address up for one stage's opening; the API mails it a confirmation link. */
export const signUpForStageAlert = (input: StageAlertSignupInput) =>
  apiRequest<ApiMessageResponse>('/stage-alerts', { method: 'POST', body: input });

/** Follows the confirmation link of a sale alert. */
export const confirmStageAlert = (token: string) =>
  apiRequest<ApiMessageResponse>('/stage-alerts/confirm', { method: 'POST', body: { token } });

/** Follows a sale alert mail's unsubscribe link: the alert is deleted. */
export const unsubscribeStageAlert = (token: string) =>
  apiRequest<ApiMessageResponse>('/stage-alerts/unsubscribe', { method: 'POST', body: { token } });
