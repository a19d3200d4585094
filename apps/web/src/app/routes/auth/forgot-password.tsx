import { AuthCard } from '@/components/layouts/auth-card';
import { Head } from '@/components/ui/head';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export default function ForgotPasswordRoute() {
  return (
    <>
      <Head
        title="Forgot your password"
        description="Get a link to choose a new password for your Green Planet ECO account."
        noindex
      />
      <AuthCard
        title="Forgot your password?"
        lead="Enter the email address of your account and we mail you a link to choose a new password."
      >
        <ForgotPasswordForm />
      </AuthCard>
    </>
  );
}
