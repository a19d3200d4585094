import type { Milestone, RoadmapPhase } from './schemas';

// Placeholders: the milestones and the roadmap's dates and statuses are samples until the team
// confirms each with a record of it (a publication, a registry entry, a transaction). The
// roadmap's statuses are as of November 2026 and are updated when a phase changes, not
// automatically from the date.
export const milestones: Milestone[] = [
  {
    id: 1,
    date: '2024-03',
    title: 'Green Planet ECO is founded',
    description:
      'Four people from climate finance, project management, communications and software start working on a token that makes environmental funding traceable.',
    provenance: { status: 'sample' },
  },
  {
    id: 2,
    date: '2024-09',
    title: 'First field partners',
    description:
      'We agree on the first partnerships with a coastal fishing cooperative and a community tree nursery, and set out how campaign funds are reported.',
    provenance: { status: 'sample' },
  },
  {
    id: 3,
    date: '2025-02',
    title: 'Carbon credit policy published',
    description:
      'We publish the rules we follow when buying and retiring credits: recognised registries only, a public ledger, and only retired credits counted as impact.',
    provenance: { status: 'sample' },
  },
  {
    id: 4,
    date: '2025-06',
    title: 'Mangrove restoration campaign opens',
    description:
      'Our first donation campaign opens, funding nurseries, planting and three years of survival monitoring along an eroded coastline.',
    provenance: { status: 'sample' },
  },
  {
    id: 5,
    date: '2025-11',
    title: 'First carbon credits retired',
    description:
      'The first batches of credits, funded by early donations, are retired on the Verra and Gold Standard registries on behalf of the ECO community.',
    provenance: { status: 'sample' },
  },
  {
    id: 6,
    date: '2026-06',
    title: 'Whitepaper released',
    description:
      'The whitepaper sets out the token, its tokenomics, sale stages, fees, referral program, use of funds and the risks for buyers.',
    provenance: { status: 'sample' },
  },
  {
    id: 7,
    date: '2026-09',
    title: 'Token contract completed',
    description:
      'The ECO token contract, with its three-stage sale, purchase events and refunds of overpayment, is completed and tested on a local Ethereum chain, ahead of its public test on the Sepolia network.',
    provenance: { status: 'sample' },
  },
  {
    id: 8,
    date: '2026-11',
    title: 'New website and sale schedule',
    description:
      'The new site goes live with the learning library, carbon credit ledger and wallet connection, and we publish the token sale schedule.',
    provenance: { status: 'sample' },
  },
];

export const roadmap: RoadmapPhase[] = [
  {
    id: 1,
    phase: 'Foundation',
    period: '2024 – 2025',
    status: 'done',
    items: [
      'Form the team and the first field partnerships',
      'Publish the carbon credit policy and open the public ledger',
      'Run the first donation campaign and retire the first credits',
    ],
    provenance: { status: 'sample' },
  },
  {
    id: 2,
    phase: 'Token sale',
    period: 'Q3 2026 – Q1 2027',
    status: 'in progress',
    items: [
      'Publish the whitepaper and test the contract on Sepolia',
      'Deploy the contract on Ethereum mainnet',
      'Run the partners, private and public sale stages',
      'Enable trading once the sale has completed',
    ],
    provenance: { status: 'sample' },
  },
  {
    id: 3,
    phase: 'Impact at scale',
    period: '2027',
    status: 'planned',
    items: [
      'Fund new campaigns from the ecosystem and community allocations',
      'Retire carbon credits regularly and report each retirement',
      'Publish the first annual impact report for holder review',
    ],
    provenance: { status: 'sample' },
  },
  {
    id: 4,
    phase: 'Ecosystem',
    period: '2028 and beyond',
    status: 'planned',
    items: [
      'Read campaign totals directly from on-chain campaign wallets',
      'Let holders propose and vote on new campaigns',
      'Open the platform to more field partners and registries',
    ],
    provenance: { status: 'sample' },
  },
];
