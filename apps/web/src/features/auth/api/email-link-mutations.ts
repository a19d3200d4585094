import { useMutation } from '@tanstack/react-query';
import { resendVerification } from './email-links';

// "Send the link again" as a mutation, for the button (under a QueryProvider) that sends it.

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
