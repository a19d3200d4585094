import { AuthCard } from '@/components/layouts/auth-card';
import { Head } from '@/components/ui/head';
import { LoginForm } from '@/features/auth/components/login-form';

export default function LoginRoute() {
  return (
    <>
      <Head title="Log in" description="Log in to your Green Planet ECO account." />
      <AuthCard title="Log in" lead="Welcome back. Log in to see your account and referral link.">
        <LoginForm />
      </AuthCard>
    </>
  );
}
