import { t } from '@lingui/core/macro';
import { PageHeader, Section } from '@/components/ui/page-header';
import { whitePaperStatement, whitePaperTitle } from '@/content/white-paper-meta';
import {
  WhitePaperFacts,
  WhitePaperSection,
} from '@/features/white-paper/components/white-paper-section';
import { EcoFootprint } from '@/features/white-paper/components/eco-footprint';
import { WhitePaperPublicationSection } from '@/features/white-paper/components/white-paper-publication-section';

// A content page held to the first-load budget: the document's own code loads once the page is
// live (features/white-paper/components/white-paper-section.tsx).
export default function WhitePaperRoute() {
  return (
    <>
      <PageHeader
        eyebrow={t`MiCA white paper`}
        title={whitePaperTitle()}
        description={t`The crypto-asset white paper of the ECO offer, in the parts and field codes of MiCA's Annex I and ESMA's template, with its PDF, XHTML and JSON forms.`}
        // MiCA Art. 6(3): the statement comes first.
        lead={<p data-white-paper-statement="">{whitePaperStatement()}</p>}
      >
        <WhitePaperFacts />
      </PageHeader>
      <Section>
        <div className="mb-8">
          <WhitePaperPublicationSection />
        </div>
        <WhitePaperSection ecoFootprint={<EcoFootprint />} />
      </Section>
    </>
  );
}
