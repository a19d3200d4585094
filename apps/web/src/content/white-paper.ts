// The attribute lets Node load this module as it is (the browser tests import it).
import mainnetConfig from '../../../../packages/contracts/config/1.json' with { type: 'json' };
import { formatNumber } from '../lib/format';
import { formatUnits, parseUnits } from '../lib/units';
import { campaigns } from './campaigns';
import { company } from './company';
import { roadmap } from './history';
import { risks } from './legal/risks';
import { networkName } from '../lib/chain-facts';
import { listText } from './networks';
import { anySample, isSample } from './provenance';
import type { Provenance, SaleStageKey } from './schemas';
import { site } from './site';
import {
  whitePaperDate,
  whitePaperProvenance,
  whitePaperStatement,
  whitePaperTitle,
} from './white-paper-meta';
import { mintedAtDeployment, saleAllocation, supplyTerms } from './supply';
import { saleStageName as stageName } from '@eco/contracts/stages';
import { footprintFor, sustainabilityIndicators } from './sustainability';
import { ecoAmount, perMilleOfSupply, perMilleToPercent, tokenFacts } from './token';

// The crypto-asset white paper of MiCA (Regulation (EU) 2023/1114) Art. 6 and Annex I, in the
// parts and field codes of ESMA's template (Commission Implementing Regulation (EU) 2024/2984,
// Annex, Table 2) and, in Part J, the indicators of Delegated Regulation (EU) 2025/422. One
// object feeds the page (/white-paper), the PDF, the XHTML and the canonical JSON whose hash is
// published on-chain (scripts/build-pdfs.ts): every figure is read from the content modules and
// the mainnet deployment's config, never written here. Which field codes were checked against
// the published template, and which are not yet: docs/decisions/0035.

/** A field's value: text (paragraphs split by blank lines), a number with its unit, yes/no, or rows. */
export type FieldValue = string | number | boolean | readonly WhitePaperItem[];

/** One row of a field that has one value per stage or per item (prices, minimum raises). */
export interface WhitePaperItem {
  label: string;
  value: string | number;
  unit?: string;
}

/** One field of the template: its code ("A.1", "E.26", "S.8"), its name, and its content. */
export interface WhitePaperField {
  code: string;
  label: string;
  value: FieldValue;
  unit?: string;
  /** The value rests on a fact still labelled a sample (the offeror's identity, a study's figures). */
  sample: boolean;
  /** False where the code and name were not found in the published template (decision 0035). */
  codeConfirmed: boolean;
}

/** One part of the document: the opening statements, the summary, or Part A to Part J. */
export interface WhitePaperPart {
  id: string;
  title: string;
  fields: WhitePaperField[];
}

export interface WhitePaper {
  title: string;
  /** The crypto-asset and the network the offer is made on. */
  cryptoAsset: string;
  network: string;
  /** The date of this text (YYYY-MM-DD): a new text is a new version with a new hash. */
  date: string;
  language: string;
  /** Art. 6(3)'s statement, which the first page carries exactly (field 02). */
  statement: string;
  parts: WhitePaperPart[];
  /** Sample until the team verifies a lawyer-reviewed text; a production build refuses it. */
  provenance: Provenance;
}

// Codes and names read in the published template (Table 2 of 2024/2984, and Table 2 of
// 2025/422 for S.1 and S.2); every other code is kept as we understand the template and marked.
const confirmedCodes = new Set(
  ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'].concat([
    'A.1',
    'A.2',
    'A.3',
    'A.4',
    'S.1',
    'S.2',
  ]),
);

/**
 * A field whose content is a reading of the law (a classification, whether an arrangement meets
 * an article): a sample until the offeror's lawyers confirm it, so the launch gate refuses it.
 */
const forCounsel = true;

/** What a field says while the offeror has not supplied the fact: always a sample. */
const pending = 'Not published yet: the offeror supplies it before the offer starts.';

type FieldInput = [code: string, label: string, value: FieldValue, sample?: boolean, unit?: string];
const fields = (rows: FieldInput[]): WhitePaperField[] =>
  rows.map(([code, label, value, sample = false, unit]) => ({
    code,
    label,
    value,
    ...(unit ? { unit } : {}),
    sample,
    codeConfirmed: confirmedCodes.has(code),
  }));

// The offer is the one on Ethereum mainnet; its rules are the deployment's config.
interface OfferConfig {
  chainId: number;
  tokenPriceForPartners: string;
  tokenPriceForPrivate: string;
  tokenPriceForPublic: string;
  walletCap: string;
  withdrawalDays: number;
  timelockMinDelaySeconds: number;
  usdc: { address: string | null; source: string; prices: Record<SaleStageKey, string | null> };
  minimumRaises?: Partial<Record<SaleStageKey, { amount: string; deadline?: string }>>;
}
/** The mainnet deployment's settings, as the deploy script reads them. */
export const offerConfig: OfferConfig = mainnetConfig;

const { symbol, name, stages, fees } = tokenFacts;
const network = networkName(offerConfig.chainId);
const ethPrice: Record<SaleStageKey, string> = {
  partners: offerConfig.tokenPriceForPartners,
  private: offerConfig.tokenPriceForPrivate,
  public: offerConfig.tokenPriceForPublic,
};
const stageTokens = (key: SaleStageKey): number =>
  perMilleOfSupply(stages.find((s) => s.key === key)?.sharePerMille ?? 0);
/** ETH that a stage's whole allocation costs at its deployment price. */
const stageMaxEth = (key: SaleStageKey): number =>
  Number(formatUnits(parseUnits(ethPrice[key], 18) * BigInt(stageTokens(key)), 18));
const perStage = (value: (key: SaleStageKey) => string | number, unit?: string): WhitePaperItem[] =>
  stages.map((s) => ({ label: stageName(s.key), value: value(s.key), ...(unit ? { unit } : {}) }));

const withdrawalDays = offerConfig.withdrawalDays;
const delayHours = offerConfig.timelockMinDelaySeconds / 3600;
const companySample = isSample(company);
const contactSample = isSample(site.contact);
const risk = (...ids: string[]): string =>
  ids
    .map((id) => {
      const section = risks.sections.find((s) => s.id === id);
      if (!section) throw new Error(`white paper: no risk section "${id}"`);
      return `${section.title}. ${section.paragraphs.join(' ')}`;
    })
    .join('\n\n');

/** The partners stage's price against the public stage's: Art. 14(2)'s preferential treatment. */
const partnersDiscount = `${Math.round((1 - Number(ethPrice.partners) / Number(ethPrice.public)) * 100)}%`;
const preferentialTreatment = `Preferential treatment (MiCA Art. 14(2)): the ${stageName('partners')} is open only to the addresses on the partners list, each up to its own allocation, proven by a merkle proof of the address and its allocation in the purchase. Partners pay ${ethPrice.partners} ETH per ${symbol}, ${partnersDiscount} less than the ${stageName('public')}'s ${ethPrice.public} ETH, and the ${stageName('private')} sells at ${ethPrice.private} ETH. The partners stage pays no referral rewards. Its reason for this treatment, which Art. 14(2) asks to be disclosed too, is the offeror's to state: not stated yet.`;

const withdrawalRight = `A buyer may withdraw any purchase within ${withdrawalDays} calendar days of it (MiCA Art. 13(1)), without a reason and without a fee, by one transaction from the buying wallet (withdrawPurchase). The period is fixed in the contract at deployment and nobody can change it. Each purchase's deadline is fixed when it is made: never later than the stage's closing time if one is set then, and none at all for a purchase made after trading in ${symbol} is enabled. The buyer gets back exactly what the purchase cost, in the asset paid, and the ${symbol} bought is burned from their wallet, so it must still be there. Trading cannot be enabled before the last withdrawal window has ended. MiCA Art. 13(5) ends the right with a time-limited offer's subscription period, and Art. 13(4) excludes it for crypto-assets admitted to trading before their purchase; enabling trading in the contract opens its market pair and admits ${symbol} to no trading platform (C.1, E.33), so whether these two ends of the right match Art. 13(4) and (5) is for counsel.`;

const safeguarding = `Every payment stays in the ${symbol} contract until no buyer may take it back: it is released only after its withdrawal window, in a stage the owner has finalized and whose minimum raise, if any, is met. The owner's withdrawal sends the fund wallet only what is no longer held for a buyer. No bank, custodian or crypto-asset service provider holds the payments. MiCA Art. 10(3) asks that the funds and crypto-assets raised are kept in custody by a credit institution or a crypto-asset service provider (for an offer without a time limit, until the right of withdrawal has expired: Art. 10(4)); whether the contract's escrow meets Art. 10(3) and (4) is for counsel.`;

const refunds = `A stage that misses its minimum raise at its deadline sells no more, and a stage the owner cancels (announced, after the timelock's delay, only until the stage is finalized and never once trading is enabled) never opens again. Every purchase in such a stage may then be refunded, with no deadline: the buyer claims it by one transaction, gets back exactly what the purchase cost in the asset paid, and its ${symbol} is burned. The refund is claimable from the moment of the cancellation; MiCA Art. 14(3) asks that funds of a cancelled offer are returned within 25 calendar days, and the buyer's own claim is how they are returned.`;

const allocation = tokenFacts.shares
  .map(
    (s) =>
      `${s.label}: ${ecoAmount(perMilleOfSupply(s.perMille))} (${perMilleToPercent(s.perMille)})`,
  )
  .join('; ');
const minimumRaise = (key: SaleStageKey): string => {
  const minimum = offerConfig.minimumRaises?.[key];
  return minimum
    ? `${ecoAmount(Number(minimum.amount))} by ${minimum.deadline ?? 'its deadline'}`
    : 'None';
};
/** A stage's price in USDC, or why it has none yet. */
const usdcPrice = (key: SaleStageKey): Omit<WhitePaperItem, 'label'> => {
  const price = offerConfig.usdc.prices[key];
  return price === null
    ? { value: 'Not set yet (the deployment refuses to run until it is)' }
    : { value: price, unit: `USDC per ${symbol}` };
};

/** Part J discloses the footprint of the chain the offer is made on, never another's. */
const footprint = footprintFor(offerConfig.chainId);
if (!footprint) throw new Error(`white paper: no footprint study for ${network}`);
const indicators = sustainabilityIndicators(footprint, {
  offeror: company.legalName,
  legalEntityIdentifier: 'None yet',
  cryptoAsset: name,
});
const footprintSample = isSample(footprint);

export const whitePaper: WhitePaper = {
  title: whitePaperTitle,
  cryptoAsset: name,
  network,
  date: whitePaperDate,
  language: 'en',
  statement: whitePaperStatement,
  parts: [
    {
      id: 'statements',
      title: 'Date and statements',
      fields: fields([
        ['01', 'Date of notification', 'Not notified yet.', true],
        ['02', 'Statement in accordance with Article 6(3)', whitePaperStatement],
        [
          '03',
          'Compliance statement in accordance with Article 6(6)',
          `Not made yet: the management body of ${company.legalName} declares that this white paper complies with Title II of Regulation (EU) 2023/1114, and that to the best of its knowledge the information is fair, clear and not misleading and omits nothing likely to affect its import, only for the final, lawyer-reviewed text.`,
          true,
        ],
        [
          '04',
          'Statement in accordance with Article 6(5), points (a), (b), (c)',
          `${symbol} may lose its value in part or in full, may not always be transferable and may not be liquid.`,
        ],
        [
          '05',
          'Statement in accordance with Article 6(5), point (d)',
          `Not applicable: ${symbol} is not a utility token; it gives access to no good or service.`,
          forCounsel,
        ],
        [
          '06',
          'Statement in accordance with Article 6(5), points (e) and (f)',
          `${symbol} is not covered by the investor compensation schemes under Directive 97/9/EC, nor by the deposit guarantee schemes under Directive 2014/49/EU.`,
        ],
      ]),
    },
    {
      id: 'summary',
      title: 'Summary',
      fields: fields([
        [
          '07',
          'Warning in accordance with Article 6(7), second subparagraph',
          'This summary should be read as an introduction to the crypto-asset white paper. The prospective holder should base any decision to purchase this crypto-asset on the content of the crypto-asset white paper as a whole and not on the summary alone. The offer to the public of this crypto-asset does not constitute an offer or solicitation to purchase financial instruments, and any such offer or solicitation can be made only by means of a prospectus or other offer documents pursuant to the applicable national law. This crypto-asset white paper does not constitute a prospectus as referred to in Regulation (EU) 2017/1129 or any other offer document pursuant to Union or national law.',
        ],
        [
          '08',
          'Characteristics of the crypto-asset',
          `${name} (${symbol}) is an ERC-20 token on ${network} with ${tokenFacts.decimals} decimals and a maximum supply of ${ecoAmount(tokenFacts.maxSupply)}, fixed in its contract. It gives no ownership, profit, vote or redemption right. The ETH and USDC raised fund climate campaigns and the purchase and retirement of verified carbon credits.`,
        ],
        [
          '09',
          'Information about the quality and quantity of goods or services to which the utility tokens give access',
          'Not applicable: not a utility token.',
          forCounsel,
        ],
        [
          '10',
          'Key information about the offer to the public',
          `${ecoAmount(saleAllocation)} are offered in three stages, at ${stages.map((s) => `${ethPrice[s.key]} ETH`).join(', ')} per ${symbol} (${stages.map((s) => s.label).join(', ')}), paid in ETH or USDC. A buyer may withdraw a purchase within ${withdrawalDays} days; payments stay in the contract until no buyer may take them back. Partners buy at a lower price (E.19).`,
        ],
      ]),
    },
    {
      id: 'part-a',
      title: 'Part A: Information about the offeror',
      fields: fields([
        ['A.1', 'Name', company.legalName, companySample],
        ['A.2', 'Legal form', pending, true],
        ['A.3', 'Registered address', company.registeredAddress.join(', '), companySample],
        ['A.4', 'Head office', 'The registered address (A.3).', companySample],
        ['A.5', 'Registration date', pending, true],
        ['A.6', 'Legal entity identifier', 'None yet.', true],
        [
          'A.7',
          'Another identifier required pursuant to applicable national law',
          `Company number: ${company.companyNumber}, ${company.jurisdiction}.`,
          companySample,
        ],
        ['A.8', 'Contact telephone number', site.contact.phone, contactSample],
        ['A.9', 'E-mail address', site.contact.email, contactSample],
        ['A.10', 'Response time (days)', pending, true],
        ['A.11', 'Parent company', pending, true],
        ['A.12', 'Members of the management body', pending, true],
        [
          'A.13',
          'Business activity',
          `Offering ${symbol} and spending what it raises on climate campaigns run by partners and on buying and retiring verified carbon credits.`,
          companySample,
        ],
        ['A.14', 'Parent company business activity', pending, true],
        ['A.15', 'Newly established', pending, true],
        ['A.16', 'Financial condition for the past three years', pending, true],
        ['A.17', 'Financial condition since registration', pending, true],
      ]),
    },
    {
      id: 'part-b',
      title: 'Part B: Information about the issuer, if different from the offeror',
      fields: fields([['B.1', 'Issuer different from offeror', false, false]]),
    },
    {
      id: 'part-c',
      title: 'Part C: Information about the operator of the trading platform',
      fields: fields([
        [
          'C.1',
          'Name',
          `None: no operator of a trading platform drew up this white paper, and ${symbol} is not admitted to trading on any trading platform for crypto-assets.`,
        ],
      ]),
    },
    {
      id: 'part-d',
      title: 'Part D: Information about the crypto-asset project',
      fields: fields([
        ['D.1', 'Crypto-asset project name', site.name],
        ['D.2', 'Crypto-assets name', name],
        ['D.3', 'Abbreviation', symbol],
        ['D.4', 'Crypto-asset project description', site.description],
        [
          'D.5',
          'Details of all persons involved in the implementation of the project',
          `The offeror (Part A), whose management body is not published yet; the partners who run the campaigns on the ground; and the registries (Verra, Gold Standard) on which carbon credits are bought and retired.`,
          true,
        ],
        ['D.6', 'Utility token classification', false, forCounsel],
        [
          'D.8',
          'Plans for the token',
          roadmap
            .map((r) => `${r.phase} (${r.period}, ${r.status}): ${r.items.join('; ')}.`)
            .join('\n\n'),
          anySample(roadmap),
        ],
        ['D.9', 'Resource allocation', allocation],
        [
          'D.10',
          'Planned use of collected funds or crypto-assets',
          `Donation campaigns run by partners (${listText(campaigns.map((c) => c.title))}); buying verified carbon credits and retiring them on behalf of the community; running the project: development and security reviews of the contract, the website and reporting. The contract does not control how the money is spent.`,
          anySample(campaigns),
        ],
      ]),
    },
    {
      id: 'part-e',
      title: 'Part E: Information about the offer to the public of crypto-assets',
      fields: fields([
        [
          'E.1',
          'Public offering or admission to trading',
          'Offer to the public (OTPC).',
          forCounsel,
        ],
        [
          'E.2',
          'Reasons for public offer',
          `To fund climate campaigns and the purchase and retirement of verified carbon credits (D.10).`,
        ],
        ['E.3', 'Fundraising target', 'None: the offer has no target amount.'],
        ['E.4', 'Minimum subscription goals', perStage(minimumRaise)],
        ['E.5', 'Maximum subscription goals', perStage(stageMaxEth, 'ETH')],
        ['E.6', 'Oversubscription acceptance', false],
        [
          'E.7',
          'Oversubscription allocation',
          'None: a stage never sells more than its allocation; a purchase beyond it fails.',
        ],
        [
          'E.8',
          'Issue price',
          stages.flatMap((s) => [
            {
              label: `${stageName(s.key)}, in ETH`,
              value: ethPrice[s.key],
              unit: `ETH per ${symbol}`,
            },
            { label: `${stageName(s.key)}, in USDC`, ...usdcPrice(s.key) },
          ]),
        ],
        [
          'E.9',
          'Official currency or other crypto-assets determining the issue price',
          'ETH, and USDC beside it in a stage with a USDC price.',
        ],
        [
          'E.10',
          'Subscription fee',
          "None. The buyer pays the network's gas fee, which goes to the network.",
        ],
        [
          'E.11',
          'Offer price determination method',
          `Set by the offeror per stage at deployment; the owner may change a price through its timelock (at least ${delayHours} hours' notice on ${network}). The contract charges the price it holds when the purchase runs.`,
        ],
        ['E.12', 'Total number of offered crypto-assets', saleAllocation, false, symbol],
        [
          'E.13',
          'Targeted holders',
          `Anyone where the offer is made; the ${stageName('partners')} only the partners on its list.`,
        ],
        [
          'E.14',
          'Holder restrictions',
          `At most ${ecoAmount(Number(offerConfig.walletCap))} per address and stage (a partner: its own allocation if lower); the ${stageName('partners')} only for the partners on its list (E.19).`,
        ],
        [
          'E.15',
          'Reimbursement notice',
          'Purchases are refunded when their stage misses its minimum raise or is cancelled (E.16).',
        ],
        ['E.16', 'Refund mechanism', refunds],
        [
          'E.17',
          'Refund timeline',
          'From the minimum raise deadline or the cancellation on, with no end.',
        ],
        [
          'E.18',
          'Offer phases',
          stages
            .map(
              (s) =>
                `${stageName(s.key)}: ${ecoAmount(stageTokens(s.key))} at ${ethPrice[s.key]} ETH`,
            )
            .join('; '),
        ],
        ['E.19', 'Early purchase discount', preferentialTreatment, true],
        [
          'E.20',
          'Time-limited offer',
          `No closing time is set at deployment. The owner opens and closes each stage and may set a closing time through its timelock; a purchase made while one is set cannot be withdrawn after it.`,
        ],
        ['E.21', 'Subscription period beginning', pending, true],
        ['E.22', 'Subscription period end', pending, true],
        ['E.23', 'Safeguarding arrangements for offered funds', safeguarding, forCounsel],
        [
          'E.24',
          'Payment methods for crypto-asset purchase',
          `ETH, and Circle's USDC (${offerConfig.usdc.address ?? 'none'}, address from ${offerConfig.usdc.source}) in a stage with a USDC price: with a signed permit, one batch, or an approval and then the purchase.`,
        ],
        [
          'E.25',
          'Value transfer methods for reimbursement',
          'The same asset, to the buying address, by the contract, in the transaction the buyer sends.',
        ],
        ['E.26', 'Right of withdrawal', withdrawalRight, forCounsel],
        [
          'E.27',
          'Transfer of purchased crypto-assets',
          `Minted to the buying address in the purchase's own transaction.`,
        ],
        ['E.28', 'Transfer time schedule', 'At once, in the same block as the payment.'],
        [
          'E.29',
          "Purchaser's technical requirements",
          `An Ethereum wallet on ${network} holding ETH for gas (and USDC to pay in USDC).`,
        ],
        ['E.30', 'Crypto-asset service provider name', 'None: the offeror sells directly.'],
        ['E.33', 'Trading platforms name', 'None.'],
        ['E.36', 'Involved costs', "The network's gas fee of each transaction."],
        [
          'E.38',
          'Conflicts of interest',
          `${ecoAmount(mintedAtDeployment)} are minted at deployment to the project's own wallets (D.9). Partners buy at a lower price than others (E.19).`,
        ],
        ['E.39', 'Applicable law', company.jurisdiction, companySample],
        ['E.40', 'Competent court', `The courts of ${company.jurisdiction}.`, companySample],
      ]),
    },
    {
      id: 'part-f',
      title: 'Part F: Information about the crypto-assets',
      fields: fields([
        [
          'F.1',
          'Crypto-asset type',
          'Crypto-asset other than an asset-referenced token or e-money token.',
          forCounsel,
        ],
        [
          'F.2',
          'Crypto-asset functionality',
          `An ERC-20 token: held and transferred on ${network}; trading pays a fee of ${perMilleToPercent(fees.buyPerMille)} of the amount on a buy from its market pair and ${perMilleToPercent(fees.sellPerMille)} on a sell to it, in ${symbol}, to the fund wallet (the owner may change them, never above ${perMilleToPercent(fees.buyCapPerMille)} and ${perMilleToPercent(fees.sellCapPerMille)}).`,
        ],
        ['F.4', 'Type of crypto-asset white paper', 'OTHR', forCounsel],
        ['F.5', 'The type of submission', 'NEWT', forCounsel],
        [
          'F.6',
          'Crypto-asset characteristics',
          [
            supplyTerms.max.definition,
            supplyTerms.minted.definition,
            supplyTerms.forSale.definition,
          ].join('\n\n'),
        ],
        ['F.7', 'Commercial name or trading name', site.name],
        ['F.9', 'Starting date of offer to the public', pending, true],
        ['F.10', 'Publication date', 'Not published yet.', true],
        ['F.11', 'Any other services provided by the issuer', 'None.'],
        ['F.12', 'Language of the crypto-asset white paper', 'English (en).'],
        ['F.13', 'Digital token identifier', 'None yet.', true],
        ['F.18', 'Home Member State', pending, true],
        ['F.19', 'Host Member States', pending, true],
      ]),
    },
    {
      id: 'part-g',
      title: 'Part G: Information on the rights and obligations attached to the crypto-assets',
      fields: fields([
        [
          'G.1',
          'Purchaser rights and obligations',
          `${symbol} gives no ownership of the offeror, no share of profits or of the money raised, no vote, and no right to be bought back, apart from withdrawing a purchase (E.26) or claiming its refund (E.16).`,
        ],
        [
          'G.2',
          'Exercise of rights and obligations',
          'By the buyer alone, with a transaction from the buying wallet: no permission is needed.',
        ],
        [
          'G.3',
          'Conditions for modifications of rights and obligations',
          `The contract's owner is a timelock: every change (prices, stages, fees within their caps, the referral rate) is announced on-chain and waits at least ${delayHours} hours. The withdrawal period and the minimum raises cannot change.`,
        ],
        ['G.5', 'Issuer retained crypto-assets', mintedAtDeployment, false, symbol],
        ['G.9', 'Non-trading request', true, forCounsel],
        [
          'G.11',
          'Crypto-assets transfer restrictions',
          `Until the owner enables trading, ${symbol} stays in the wallet that bought it; once enabled, trading cannot be disabled again.`,
        ],
        ['G.12', 'Supply adjustment protocols', true],
        [
          'G.13',
          'Supply adjustment mechanisms',
          `The sale allocations are minted when bought; a withdrawn or refunded purchase is burned. The maximum supply of ${ecoAmount(tokenFacts.maxSupply)} never changes.`,
        ],
        ['G.14', 'Token value protection schemes', false],
        ['G.16', 'Compensation schemes', false],
        ['G.18', 'Applicable law', company.jurisdiction, companySample],
        ['G.19', 'Competent court', `The courts of ${company.jurisdiction}.`, companySample],
      ]),
    },
    {
      id: 'part-h',
      title: 'Part H: Information on the underlying technology',
      fields: fields([
        ['H.1', 'Distributed ledger technology', network],
        [
          'H.2',
          'Protocols and technical standards',
          'ERC-20; EIP-2612 permits and EIP-5792 batches for USDC; a merkle proof for the partners list.',
        ],
        [
          'H.3',
          'Technology used',
          "A Solidity contract built on OpenZeppelin's libraries, owned by a TimelockController.",
        ],
        ['H.4', 'Consensus mechanism', footprint.consensusMechanism],
        ['H.5', 'Incentive mechanisms and applicable fees', footprint.incentiveMechanism],
        [
          'H.6',
          'Use of distributed ledger technology',
          `No ledger of the offeror's own: ${symbol} runs on ${network}, which nobody in this offer operates.`,
        ],
        ['H.8', 'Audit', false],
        [
          'H.9',
          'Audit outcome',
          'No independent audit report is published: assume the contract has not been audited.',
        ],
      ]),
    },
    {
      id: 'part-i',
      title: 'Part I: Information on risks',
      fields: fields([
        ['I.1', 'Offer-related risks', risk('money-back', 'usdc')],
        ['I.2', 'Issuer-related risks', risk('owner-control', 'project-allocations')],
        [
          'I.3',
          'Crypto-assets-related risks',
          risk('loss', 'no-market', 'irreversible', 'regulation', 'not-advice'),
        ],
        ['I.4', 'Project implementation-related risks', risk('project')],
        ['I.5', 'Technology-related risks', risk('smart-contract', 'network', 'this-site')],
        [
          'I.6',
          'Mitigation measures',
          `${safeguarding} Every owner change waits for the timelock's delay; the withdrawal period and minimum raises are fixed at deployment.`,
          forCounsel,
        ],
      ]),
    },
    {
      id: 'part-j',
      title:
        'Part J: Information on the sustainability indicators in relation to adverse impact on the climate and other environment-related adverse impacts',
      fields: fields([
        [
          'J.1',
          'Adverse impacts on climate and other environment-related adverse impacts',
          `The indicators below are those of ${network}'s consensus mechanism, by ${footprint.study.publisher}'s study (${footprint.study.url}).`,
          footprintSample,
        ],
        ...indicators.map((row): FieldInput => [
          row.code,
          row.label,
          row.value,
          footprintSample || companySample,
          row.unit,
        ]),
      ]),
    },
  ],
  provenance: whitePaperProvenance,
};

/**
 * What every form prints after a field's name: " (sample)" for a field resting on a sample fact
 * or awaiting counsel, " *" for a code not yet checked against the template.
 */
export function fieldMarks(field: Pick<WhitePaperField, 'sample' | 'codeConfirmed'>): string {
  return `${field.sample ? ' (sample)' : ''}${field.codeConfirmed ? '' : ' *'}`;
}

/** What the marks of fieldMarks mean: every form that prints them says it in these words. */
export const fieldMarksNote =
  'Fields marked (sample) rest on facts not yet verified or on a reading of the law that is for counsel; a code marked * is not yet checked against the published template. Until the whole text is verified, an unmarked field is not verified either.';

/** A field's value as every form prints it: numbers in en-US with their unit, yes/no, rows. */
export function fieldText(field: Pick<WhitePaperField, 'value' | 'unit'>): string {
  const { value, unit } = field;
  const one = (v: string | number | boolean, u?: string): string => {
    const text =
      typeof v === 'boolean'
        ? v
          ? 'Yes'
          : 'No'
        : typeof v === 'number'
          ? formatNumber(v, { decimals: 10, minimumDecimals: 0 })
          : v;
    return u ? `${text} ${u}` : text;
  };
  if (Array.isArray(value)) {
    return (value as readonly WhitePaperItem[])
      .map((item) => `${item.label}: ${one(item.value, item.unit)}`)
      .join('\n');
  }
  return one(value as string | number | boolean, unit);
}
