import { t } from '@lingui/core/macro';
import { SaleCalendarIsland } from '@/app/sale-calendar-island';
import { Head } from '@/components/ui/head';
import { Section } from '@/components/ui/page-header';
import { site } from '@/content/site';
import { AboutSection } from '@/features/home/components/about-section';
import { ActionCards } from '@/features/home/components/action-cards';
import { Hero } from '@/features/home/components/hero';
import { ImpactFigures } from '@/features/home/components/impact-figures';
import { PressStrip } from '@/features/home/components/press-strip';
import { TopicsSection } from '@/features/home/components/topics-section';

export default function HomeRoute() {
  return (
    <>
      <Head title={site.name} description={site.description} />
      <Hero />
      <ActionCards />
      <PressStrip />
      <AboutSection />
      <Section
        id="sale-calendar"
        title={t`Sale calendar`}
        lead={t`Each stage of the token sale as the ECO contract has it: when it opens or closes, and how much of its allocation is sold.`}
      >
        {/* Far below the first screen: the chain is read only once the visitor scrolls near it,
            so a visit that never gets there loads no wallet code (docs/decisions/0003, 0004). */}
        <SaleCalendarIsland load="when-visible" />
      </Section>
      <ImpactFigures />
      <TopicsSection />
    </>
  );
}
