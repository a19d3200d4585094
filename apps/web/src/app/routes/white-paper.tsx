import { PageHeader, Section } from '@/components/ui/page-header';
import { EcoFootprint } from '@/features/white-paper/components/eco-footprint';

// THROWAWAY (reverted): renders the footprint where the lead will, to run its browser test.
export default function WhitePaperRoute() {
  return (
    <>
      <PageHeader title="White paper" description="Throwaway page to test ECO's footprint." />
      <Section>
        <EcoFootprint />
      </Section>
    </>
  );
}
