import { msg } from '@lingui/core/runtime-macro';
import { tx } from '../lib/localized';
import type { Milestone, RoadmapPhase } from './schemas';

// Placeholders: the milestones and the roadmap's dates and statuses are samples until the team
// confirms each with a record of it (a publication, a registry entry, a transaction). The
// roadmap's statuses are as of November 2026 and are updated when a phase changes, not
// automatically from the date. Dates stay as they are; the text is read in the page's language
// when a page reads it (docs/decisions/0046).
export const milestones: Milestone[] = [
  {
    id: 1,
    date: '2024-03',
    get title() {
      return tx(msg`Green Planet ECO is founded`);
    },
    get description() {
      return tx(
        msg`Four people from climate finance, project management, communications and software start working on a token that makes environmental funding traceable.`,
      );
    },
    provenance: { status: 'sample' },
  },
  {
    id: 2,
    date: '2024-09',
    get title() {
      return tx(msg`First field partners`);
    },
    get description() {
      return tx(
        msg`We agree on the first partnerships with a coastal fishing cooperative and a community tree nursery, and set out how campaign funds are reported.`,
      );
    },
    provenance: { status: 'sample' },
  },
  {
    id: 3,
    date: '2025-02',
    get title() {
      return tx(msg`Carbon credit policy published`);
    },
    get description() {
      return tx(
        msg`We publish the rules we follow when buying and retiring credits: recognised registries only, a public ledger, and only retired credits counted as impact.`,
      );
    },
    provenance: { status: 'sample' },
  },
  {
    id: 4,
    date: '2025-06',
    get title() {
      return tx(msg`Mangrove restoration campaign opens`);
    },
    get description() {
      return tx(
        msg`Our first donation campaign opens, funding nurseries, planting and three years of survival monitoring along an eroded coastline.`,
      );
    },
    provenance: { status: 'sample' },
  },
  {
    id: 5,
    date: '2025-11',
    get title() {
      return tx(msg`First carbon credits retired`);
    },
    get description() {
      return tx(
        msg`The first batches of credits, funded by early donations, are retired on the Verra and Gold Standard registries on behalf of the ECO community.`,
      );
    },
    provenance: { status: 'sample' },
  },
  {
    id: 6,
    date: '2026-06',
    get title() {
      return tx(msg`Whitepaper released`);
    },
    get description() {
      return tx(
        msg`The whitepaper sets out the token, its tokenomics, sale stages, fees, referral program, use of funds and the risks for buyers.`,
      );
    },
    provenance: { status: 'sample' },
  },
  {
    id: 7,
    date: '2026-09',
    get title() {
      return tx(msg`Token contract completed`);
    },
    get description() {
      return tx(
        msg`The ECO token contract, with its three-stage sale, purchase events and refunds of overpayment, is completed and tested on a local Ethereum chain, ahead of its public test on the Sepolia network.`,
      );
    },
    provenance: { status: 'sample' },
  },
  {
    id: 8,
    date: '2026-11',
    get title() {
      return tx(msg`New website and sale schedule`);
    },
    get description() {
      return tx(
        msg`The new site goes live with the learning library, carbon credit ledger and wallet connection, and we publish the token sale schedule.`,
      );
    },
    provenance: { status: 'sample' },
  },
];

export const roadmap: RoadmapPhase[] = [
  {
    id: 1,
    get phase() {
      return tx(msg`Foundation`);
    },
    period: '2024 – 2025',
    status: 'done',
    get items() {
      return [
        tx(msg`Form the team and the first field partnerships`),
        tx(msg`Publish the carbon credit policy and open the public ledger`),
        tx(msg`Run the first donation campaign and retire the first credits`),
      ];
    },
    provenance: { status: 'sample' },
  },
  {
    id: 2,
    get phase() {
      return tx(msg`Token sale`);
    },
    get period() {
      return tx(msg`Q3 2026 – Q1 2027`);
    },
    status: 'in progress',
    get items() {
      return [
        tx(msg`Publish the whitepaper and test the contract on Sepolia`),
        tx(msg`Deploy the contract on Ethereum mainnet`),
        tx(msg`Run the partners, private and public sale stages`),
        tx(msg`Enable trading once the sale has completed`),
      ];
    },
    provenance: { status: 'sample' },
  },
  {
    id: 3,
    get phase() {
      return tx(msg`Impact at scale`);
    },
    period: '2027',
    status: 'planned',
    get items() {
      return [
        tx(msg`Fund new campaigns from the ecosystem and community allocations`),
        tx(msg`Retire carbon credits regularly and report each retirement`),
        tx(msg`Publish the first annual impact report for holder review`),
      ];
    },
    provenance: { status: 'sample' },
  },
  {
    id: 4,
    get phase() {
      return tx(msg`Ecosystem`);
    },
    get period() {
      return tx(msg`2028 and beyond`);
    },
    status: 'planned',
    get items() {
      return [
        tx(msg`Read campaign totals directly from on-chain campaign wallets`),
        tx(msg`Let holders propose and vote on new campaigns`),
        tx(msg`Open the platform to more field partners and registries`),
      ];
    },
    provenance: { status: 'sample' },
  },
];
