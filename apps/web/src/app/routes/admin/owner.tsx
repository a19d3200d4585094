import { withQueryProvider } from '@/lib/query-provider';
import { PageHeader, Section } from '@/components/ui/page-header';
import { AdminNav } from '@/features/admin/components/admin-nav';
import { OwnerPanelSection } from '@/features/admin/components/owner-panel-section';
import { useMe } from '@/features/auth/api/get-me';
import { SiweButton } from '@/features/auth/components/siwe-button';

function OwnerPanel() {
  // The site session only matters for publishing a partners list to the API.
  const me = useMe();
  return (
    <>
      <PageHeader
        eyebrow="ECO team"
        title="Owner panel"
        description="The ECO contract owner's settings and actions."
        noindex
        lead="The token contract’s settings, read from the chain, and a form for each owner-only function."
      >
        <AdminNav />
      </PageHeader>
      <Section>
        <OwnerPanelSection
          session={{
            signedIn: Boolean(me.data),
            signIn: <SiweButton redirectTo={null} />,
          }}
        />
      </Section>
    </>
  );
}

export default withQueryProvider(OwnerPanel);
