import type { NewsItem } from './schemas';

// Editorial entries: the project's own announcements on its own channels. We have no verified
// third-party coverage yet, so the team replaces or extends these with real press articles
// (outlet, title, date and URL taken from the published piece) as coverage appears.
export const newsItems: NewsItem[] = [
  {
    id: 1,
    url: 'https://greenplaneteco.org/newsroom/eco-token-sale-schedule',
    imgSrc: '/images/news/token-sale-schedule.svg',
    imgAlt: 'Calendar with three highlighted sale stages',
    imgClassName: 'object-contain p-6 bg-white',
    outlet: 'Green Planet ECO Newsroom',
    title: 'ECO token sale: stages, prices and how to take part',
    date: '2026-11-10',
  },
  {
    id: 2,
    url: 'https://greenplaneteco.org/blog/sepolia-test-deployment',
    imgSrc: '/images/news/sepolia-test-deployment.svg',
    imgAlt: 'Connected blocks with a check mark, representing a test network deployment',
    imgClassName: 'object-contain p-6 bg-white',
    outlet: 'ECO Blog',
    title: 'Preparing the ECO contract for the Sepolia test network',
    date: '2026-09-22',
  },
  {
    id: 3,
    url: 'https://medium.com/@greenplaneteco/whitepaper-v1',
    imgSrc: '/images/news/whitepaper-published.svg',
    imgAlt: 'Document with a leaf emblem, representing the whitepaper',
    imgClassName: 'object-contain p-6 bg-white',
    outlet: 'ECO on Medium',
    title: 'Publishing our whitepaper: tokenomics, fees and use of funds',
    date: '2026-06-18',
  },
  {
    id: 4,
    url: 'https://greenplaneteco.org/blog/first-credits-retired',
    imgSrc: '/images/news/first-credits-retired.svg',
    imgAlt: 'Certificate with a green seal, representing retired carbon credits',
    imgClassName: 'object-contain p-6 bg-white',
    outlet: 'ECO Blog',
    title: 'Our first carbon credits are retired, and how you can check them',
    date: '2025-11-04',
  },
  {
    id: 5,
    url: 'https://greenplaneteco.org/newsroom/mangrove-campaign-launch',
    imgSrc: '/images/news/mangrove-campaign.svg',
    imgAlt: 'Mangrove trees with roots in shallow water',
    imgClassName: 'object-cover',
    outlet: 'Green Planet ECO Newsroom',
    title: 'Mangrove restoration campaign opens for donations',
    date: '2025-06-05',
  },
  {
    id: 6,
    url: 'https://medium.com/@greenplaneteco/why-we-started-green-planet-eco',
    imgSrc: '/images/news/why-we-started.svg',
    imgAlt: 'Seedling growing from a coin, representing the project’s founding idea',
    imgClassName: 'object-contain p-6 bg-white',
    outlet: 'ECO on Medium',
    title: 'Why we started Green Planet ECO',
    date: '2025-02-12',
  },
];
