import { AuthCard } from '@/components/layouts/auth-card';
import { Head } from '@/components/ui/head';
import { SignupForm } from '@/features/auth/components/signup-form';

export default function SignupRoute() {
  return (
    <>
      <Head title="Sign up" description="Create a Green Planet ECO account." />
      <AuthCard
        title="Create your account"
        lead="Get your own referral link and follow the campaigns you support."
      >
        <SignupForm />
      </AuthCard>
    </>
  );
}
