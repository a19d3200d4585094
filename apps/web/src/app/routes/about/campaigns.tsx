import { t } from '@lingui/core/macro';
import { PageHeader, Section } from '@/components/ui/page-header';
import { PageSampleNotice } from '@/components/content/sourced-list';
import { campaigns } from '@/content/campaigns';
import { anySample } from '@/content/provenance';
import { CampaignsSection } from '@/features/campaigns/components/campaigns-section';

export default function CampaignsRoute() {
  return (
    <>
      <PageHeader
        eyebrow={t`About`}
        title={t`Campaigns`}
        description={t`Donation campaigns funded by Green Planet ECO: goals, amounts raised and progress.`}
        lead={t`Restoration and clean-energy projects run by partners on the ground. Each card shows the goal and the amount raised as the campaign team published it, with the date, and apart from it what was given through this site, counted from the blockchain.`}
      />
      <PageSampleNotice show={anySample(campaigns)} />
      <Section>
        <CampaignsSection campaigns={campaigns} />
      </Section>
    </>
  );
}
