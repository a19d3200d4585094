import { AuthCard } from '@/components/layouts/auth-card';
import { Head } from '@/components/ui/head';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export default function ResetPasswordRoute() {
  return (
    <>
      <Head
        title="Choose a new password"
        description="Choose a new password for your Green Planet ECO account."
        noindex
      />
      <AuthCard
        title="Choose a new password"
        lead="Your new password replaces the old one and signs you out everywhere."
      >
        <ResetPasswordForm />
      </AuthCard>
    </>
  );
}
