import { msg } from '@lingui/core/runtime-macro';
import { localized, tx } from '../lib/localized';
import type { LearningTopicCard } from './schemas';

/**
 * The six learning topics as cards (home, /learn, other topics). Their articles are in
 * topic-articles.ts, loaded only by a topic's own page.
 */
export const topics = localized((): LearningTopicCard[] => [
  {
    id: 1,
    title: tx(msg`Saving Water`),
    summary: tx(
      msg`Fresh water is finite and unevenly shared. Using it carefully at home, on farms and in industry protects people and ecosystems.`,
    ),
    imgSrc: '/images/topics/saving-water.svg',
    imgAlt: tx(msg`Illustration of a water drop above a tap and a green leaf`),
  },
  {
    id: 2,
    title: tx(msg`Wind Energy`),
    summary: tx(
      msg`Wind turbines turn moving air into electricity without burning fuel, making wind one of the main pillars of a low-carbon power system.`,
    ),
    imgSrc: '/images/topics/wind-energy.svg',
    imgAlt: tx(msg`Illustration of three wind turbines on green hills`),
  },
  {
    id: 3,
    title: tx(msg`Recycling`),
    summary: tx(
      msg`Recycling turns used materials into new products, saving raw materials and energy. It works best after reducing and reusing.`,
    ),
    imgSrc: '/images/topics/recycling.svg',
    imgAlt: tx(msg`Illustration of a recycling bin with three circular arrows`),
  },
  {
    id: 4,
    title: tx(msg`Solar Panel`),
    summary: tx(
      msg`Solar panels convert sunlight directly into electricity, on rooftops and in large solar farms, with no moving parts and no fuel.`,
    ),
    imgSrc: '/images/topics/solar-panel.svg',
    imgAlt: tx(msg`Illustration of solar panels under a bright sun`),
  },
  {
    id: 5,
    title: tx(msg`Reforestation`),
    summary: tx(
      msg`Reforestation restores trees on land where forests were lost, storing carbon, protecting soils and bringing back habitat.`,
    ),
    imgSrc: '/images/topics/reforestation.svg',
    imgAlt: tx(msg`Illustration of hands planting a seedling with young trees behind`),
  },
  {
    id: 6,
    title: tx(msg`Save Forest`),
    summary: tx(
      msg`Protecting standing forests keeps carbon locked away, shelters most land species and sustains millions of livelihoods.`,
    ),
    imgSrc: '/images/topics/save-forest.svg',
    imgAlt: tx(msg`Illustration of a dense green forest under a protective shield`),
  },
]);
