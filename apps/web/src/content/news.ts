import { msg } from '@lingui/core/runtime-macro';
import { tx } from '../lib/localized';
import type { NewsItem } from './schemas';

// The team's own updates on its own channels (coverage by others is in press.ts). These are
// placeholders: the channels and URLs do not exist yet, so each is a labelled sample until the
// team publishes the real update and records its URL as the source. The channels' names stay as
// they are; titles and image descriptions are read in the page's language (docs/decisions/0046).
export const newsItems: NewsItem[] = [
  {
    id: 1,
    url: 'https://greenplaneteco.org/newsroom/eco-token-sale-schedule',
    imgSrc: '/images/news/token-sale-schedule.svg',
    get imgAlt() {
      return tx(msg`Calendar with three highlighted sale stages`);
    },
    imgClassName: 'object-contain p-6 bg-white',
    channel: 'Green Planet ECO Newsroom',
    get title() {
      return tx(msg`ECO token sale: stages, prices and how to take part`);
    },
    date: '2026-11-10',
    provenance: { status: 'sample' },
  },
  {
    id: 2,
    url: 'https://greenplaneteco.org/blog/sepolia-test-deployment',
    imgSrc: '/images/news/sepolia-test-deployment.svg',
    get imgAlt() {
      return tx(msg`Connected blocks with a check mark, representing a test network deployment`);
    },
    imgClassName: 'object-contain p-6 bg-white',
    channel: 'ECO Blog',
    get title() {
      return tx(msg`Preparing the ECO contract for the Sepolia test network`);
    },
    date: '2026-09-22',
    provenance: { status: 'sample' },
  },
  {
    id: 3,
    url: 'https://medium.com/@greenplaneteco/whitepaper-v1',
    imgSrc: '/images/news/whitepaper-published.svg',
    get imgAlt() {
      return tx(msg`Document with a leaf emblem, representing the whitepaper`);
    },
    imgClassName: 'object-contain p-6 bg-white',
    channel: 'ECO on Medium',
    get title() {
      return tx(msg`Publishing our whitepaper: tokenomics, fees and use of funds`);
    },
    date: '2026-06-18',
    provenance: { status: 'sample' },
  },
  {
    id: 4,
    url: 'https://greenplaneteco.org/blog/first-credits-retired',
    imgSrc: '/images/news/first-credits-retired.svg',
    get imgAlt() {
      return tx(msg`Certificate with a green seal, representing retired carbon credits`);
    },
    imgClassName: 'object-contain p-6 bg-white',
    channel: 'ECO Blog',
    get title() {
      return tx(msg`Our first carbon credits are retired, and how you can check them`);
    },
    date: '2025-11-04',
    provenance: { status: 'sample' },
  },
  {
    id: 5,
    url: 'https://greenplaneteco.org/newsroom/mangrove-campaign-launch',
    imgSrc: '/images/news/mangrove-campaign.svg',
    get imgAlt() {
      return tx(msg`Mangrove trees with roots in shallow water`);
    },
    imgClassName: 'object-cover',
    channel: 'Green Planet ECO Newsroom',
    get title() {
      return tx(msg`Mangrove restoration campaign opens for donations`);
    },
    date: '2025-06-05',
    provenance: { status: 'sample' },
  },
  {
    id: 6,
    url: 'https://medium.com/@greenplaneteco/why-we-started-green-planet-eco',
    imgSrc: '/images/news/why-we-started.svg',
    get imgAlt() {
      return tx(msg`Seedling growing from a coin, representing the project’s founding idea`);
    },
    imgClassName: 'object-contain p-6 bg-white',
    channel: 'ECO on Medium',
    get title() {
      return tx(msg`Why we started Green Planet ECO`);
    },
    date: '2025-02-12',
    provenance: { status: 'sample' },
  },
];
