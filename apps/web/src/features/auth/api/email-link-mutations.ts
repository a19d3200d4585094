import { useMutation } from '@tanstack/react-query';
import { forgotPassword, resendVerification, resetPassword } from './email-links';

// The email-link requests as mutations, for the forms (under a QueryProvider) that send them.

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
