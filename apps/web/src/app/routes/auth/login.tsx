import { t } from '@lingui/core/macro';
import { useSearchParams } from 'react-router';
import { AuthCard } from '@/components/layouts/auth-card';
import { formIsland } from '@/components/ui/form/form-island';
import { paths } from '@/config/paths';
import { SiweButton } from '@/features/auth/components/siwe-button';
import { safeNextPath } from '@/features/auth/utils/safe-next';

// Shown from the prerendered HTML; its code loads on first use (docs/decisions/0026).
const LoginForm = formIsland(() => import('@/features/auth/components/login-form'));

export default function LoginRoute() {
  // A page that needs an account sends visitors here with ?next=<its path>; only a path on this
  // site is followed (safe-next.ts).
  const [searchParams] = useSearchParams();
  const redirectTo = safeNextPath(searchParams.get('next')) ?? paths.portfolio;
  return (
    <AuthCard
      title={t`Log in`}
      description={t`Log in to your Green Planet ECO account.`}
      lead={t`Welcome back. Log in to see your account and referral link.`}
    >
      <LoginForm redirectTo={redirectTo} />
      <div className="my-6 flex items-center gap-3 text-xs font-semibold tracking-wider text-slate-500 uppercase">
        <span className="h-px flex-1 bg-slate-200" /> {t`or`}{' '}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <SiweButton redirectTo={redirectTo} />
    </AuthCard>
  );
}
