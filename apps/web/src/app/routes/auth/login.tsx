import { QueryProvider } from '@/lib/query-provider';
import { AuthCard } from '@/components/layouts/auth-card';
import { Head } from '@/components/ui/head';
import { LoginForm } from '@/features/auth/components/login-form';
import { SiweButton } from '@/features/auth/components/siwe-button';

export default function LoginRoute() {
  return (
    <QueryProvider>
      <Head title="Log in" description="Log in to your Green Planet ECO account." />
      <AuthCard title="Log in" lead="Welcome back. Log in to see your account and referral link.">
        <LoginForm />
        <div className="my-6 flex items-center gap-3 text-xs font-semibold tracking-wider text-slate-500 uppercase">
          <span className="h-px flex-1 bg-slate-200" /> or{' '}
          <span className="h-px flex-1 bg-slate-200" />
        </div>
        <SiweButton />
      </AuthCard>
    </QueryProvider>
  );
}
