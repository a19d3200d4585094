import { Head } from '@/components/ui/head';
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
      <ImpactFigures />
      <TopicsSection />
    </>
  );
}
