import { withQueryProvider } from '@/lib/query-provider';
import { formIsland } from '@/components/ui/form/form-island';
import { PageHeader, Section } from '@/components/ui/page-header';
import { AdminNav } from '@/features/admin/components/admin-nav';
import { TeamInbox } from '@/features/admin/components/team-inbox';
import { useMe } from '@/features/auth/api/get-me';
import { SiweButton } from '@/features/auth/components/siwe-button';

// Shown from the prerendered HTML; its code loads on first use (docs/decisions/0026).
const LoginForm = formIsland(() => import('@/features/auth/components/login-form'));

function Inbox() {
  const me = useMe();
  return (
    <>
      <PageHeader
        eyebrow="ECO team"
        title="Team inbox"
        description="Contact messages, FAQ questions and sale figures for the ECO team."
        noindex
        lead="Contact messages and FAQ questions to answer, sign-ups, referrals and the sale’s totals."
      >
        <AdminNav />
      </PageHeader>
      <Section>
        <TeamInbox
          signedIn={Boolean(me.data)}
          signIn={
            <div className="space-y-6">
              <LoginForm redirectTo={null} />
              <div className="flex items-center gap-3 text-xs font-semibold tracking-wider text-slate-500 uppercase">
                <span className="h-px flex-1 bg-slate-200" /> or{' '}
                <span className="h-px flex-1 bg-slate-200" />
              </div>
              <SiweButton redirectTo={null} />
            </div>
          }
        />
      </Section>
    </>
  );
}

export default withQueryProvider(Inbox);
