// The attribute lets Node load this module as it is (the browser tests import it).
import mainnetConfig from '../../../../packages/contracts/config/1.json' with { type: 'json' };
import { msg } from '@lingui/core/runtime-macro';
import { formatNumber } from '../lib/format';
import { localized, tx } from '../lib/localized';
import { formatUnits, parseUnits } from '../lib/units';
import { campaigns } from './campaigns';
import { company } from './company';
import { roadmap } from './history';
import { risks } from './legal/risks';
import { networkName } from '../lib/chain-facts';
import { saleStageName } from '../lib/sale-stage-name';
import { listText } from './networks';
import { anySample, isSample } from './provenance';
import type { Provenance, RoadmapPhase, SaleStageKey } from './schemas';
import { site } from './site';
import {
  whitePaperDate,
  whitePaperProvenance,
  whitePaperStatement,
  whitePaperTitle,
} from './white-paper-meta';
import { mintedAtDeployment, saleAllocation, supplyTerms } from './supply';
import { footprintFor, sustainabilityIndicators } from './sustainability';
import { ecoAmount, perMilleOfSupply, perMilleToPercent, tokenFacts } from './token';

// The crypto-asset white paper of MiCA (Regulation (EU) 2023/1114) Art. 6 and Annex I, in the
// parts and field codes of ESMA's template (Commission Implementing Regulation (EU) 2024/2984,
// Annex, Table 2) and, in Part J, the indicators of Delegated Regulation (EU) 2025/422. One
// object feeds the page (/white-paper), the PDF, the XHTML and the canonical JSON whose hash is
// published on-chain (scripts/build-pdfs.ts): every figure is read from the content modules and
// the mainnet deployment's config, never written here. Which field codes were checked against
// the published template, and which are not yet: docs/decisions/0035.
//
// The text is built when it is read, in the page's language (docs/decisions/0046): the page shows
// a translation, while the published forms, the PDF and the hash are built under Node, where every
// message is its English source. The English text is the white paper; its hash is the version.

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

const { symbol, stages, fees } = tokenFacts;
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

const withdrawalDays = offerConfig.withdrawalDays;
const delayHours = offerConfig.timelockMinDelaySeconds / 3600;
/** The partners stage's price against the public stage's: Art. 14(2)'s preferential treatment. */
const partnersDiscount = `${Math.round((1 - Number(ethPrice.partners) / Number(ethPrice.public)) * 100)}%`;

const perStage = (value: (key: SaleStageKey) => string | number, unit?: string): WhitePaperItem[] =>
  stages.map((s) => ({
    label: saleStageName(s.key),
    value: value(s.key),
    ...(unit ? { unit } : {}),
  }));

/** The risk disclosure's sections `ids`, each as its title and its paragraphs. */
const risk = (...ids: string[]): string =>
  ids
    .map((id) => {
      const section = risks().sections.find((s) => s.id === id);
      if (!section) throw new Error(`white paper: no risk section "${id}"`);
      return `${section.title}. ${section.paragraphs.join(' ')}`;
    })
    .join('\n\n');

const minimumRaise = (key: SaleStageKey): string => {
  const minimum = offerConfig.minimumRaises?.[key];
  if (!minimum) return tx(msg`None`);
  const amount = ecoAmount(Number(minimum.amount));
  return minimum.deadline
    ? tx(msg`${{ amount }} by ${{ deadline: minimum.deadline }}`)
    : tx(msg`${{ amount }} by its deadline`);
};

/** A stage's price in USDC, or why it has none yet. */
const usdcPrice = (key: SaleStageKey): Omit<WhitePaperItem, 'label'> => {
  const price = offerConfig.usdc.prices[key];
  return price === null
    ? { value: tx(msg`Not set yet (the deployment refuses to run until it is)`) }
    : { value: price, unit: tx(msg`USDC per ${{ symbol }}`) };
};

/** A roadmap phase's status as the white paper writes it. */
function roadmapStatus(status: RoadmapPhase['status']): string {
  switch (status) {
    case 'done':
      return tx(msg`done`);
    case 'in progress':
      return tx(msg`in progress`);
    case 'planned':
      return tx(msg`planned`);
  }
}

/** The white paper, in the page's language (its English is the published text). */
export const whitePaper = localized((): WhitePaper => {
  const { name } = tokenFacts;
  const network = networkName(offerConfig.chainId);
  // Part J discloses the footprint of the chain the offer is made on, never another's.
  const footprint = footprintFor(offerConfig.chainId);
  if (!footprint) throw new Error(`white paper: no footprint study for ${network}`);
  const footprintSample = isSample(footprint);
  const companySample = isSample(company);
  const contactSample = isSample(site.contact);
  const statement = whitePaperStatement();

  /** What a field says while the offeror has not supplied the fact: always a sample. */
  const pending = tx(msg`Not published yet: the offeror supplies it before the offer starts.`);
  const partnersStage = saleStageName('partners');

  const preferentialTreatment = tx(
    msg`Preferential treatment (MiCA Art. 14(2)): the ${{ partnersStage }} is open only to the addresses on the partners list, each up to its own allocation, proven by a merkle proof of the address and its allocation in the purchase. Partners pay ${{ partnersPrice: ethPrice.partners }} ETH per ${{ symbol }}, ${{ discount: partnersDiscount }} less than the ${{ publicStage: saleStageName('public') }}'s ${{ publicPrice: ethPrice.public }} ETH, and the ${{ privateStage: saleStageName('private') }} sells at ${{ privatePrice: ethPrice.private }} ETH. The partners stage pays no referral rewards. Its reason for this treatment, which Art. 14(2) asks to be disclosed too, is the offeror's to state: not stated yet.`,
  );

  const withdrawalRight = tx(
    msg`A buyer may withdraw any purchase within ${{ days: withdrawalDays }} calendar days of it (MiCA Art. 13(1)), without a reason and without a fee, by one transaction from the buying wallet (withdrawPurchase). The period is fixed in the contract at deployment and nobody can change it. Each purchase's deadline is fixed when it is made: never later than the stage's closing time if one is set then, and none at all for a purchase made after trading in ${{ symbol }} is enabled. The buyer gets back exactly what the purchase cost, in the asset paid, and the ${{ symbol }} bought is burned from their wallet, so it must still be there. Trading cannot be enabled before the last withdrawal window has ended. MiCA Art. 13(5) ends the right with a time-limited offer's subscription period, and Art. 13(4) excludes it for crypto-assets admitted to trading before their purchase; enabling trading in the contract opens its market pair and admits ${{ symbol }} to no trading platform (C.1, E.33), so whether these two ends of the right match Art. 13(4) and (5) is for counsel.`,
  );

  const safeguarding = tx(
    msg`Every payment stays in the ${{ symbol }} contract until no buyer may take it back: it is released only after its withdrawal window, in a stage the owner has finalized and whose minimum raise, if any, is met. The owner's withdrawal sends the fund wallet only what is no longer held for a buyer. No bank, custodian or crypto-asset service provider holds the payments. MiCA Art. 10(3) asks that the funds and crypto-assets raised are kept in custody by a credit institution or a crypto-asset service provider (for an offer without a time limit, until the right of withdrawal has expired: Art. 10(4)); whether the contract's escrow meets Art. 10(3) and (4) is for counsel.`,
  );

  const refunds = tx(
    msg`A stage that misses its minimum raise at its deadline sells no more, and a stage the owner cancels (announced, after the timelock's delay, only until the stage is finalized and never once trading is enabled) never opens again. Every purchase in such a stage may then be refunded, with no deadline: the buyer claims it by one transaction, gets back exactly what the purchase cost in the asset paid, and its ${{ symbol }} is burned. The refund is claimable from the moment of the cancellation; MiCA Art. 14(3) asks that funds of a cancelled offer are returned within 25 calendar days, and the buyer's own claim is how they are returned.`,
  );

  const allocation = tokenFacts.shares
    .map(
      (s) =>
        `${s.label}: ${ecoAmount(perMilleOfSupply(s.perMille))} (${perMilleToPercent(s.perMille)})`,
    )
    .join('; ');

  const indicators = sustainabilityIndicators(footprint, {
    offeror: company.legalName,
    legalEntityIdentifier: tx(msg`None yet`),
    cryptoAsset: name,
  });

  return {
    title: whitePaperTitle(),
    cryptoAsset: name,
    network,
    date: whitePaperDate,
    language: 'en',
    statement,
    parts: [
      {
        id: 'statements',
        title: tx(msg`Date and statements`),
        fields: fields([
          ['01', tx(msg`Date of notification`), tx(msg`Not notified yet.`), true],
          ['02', tx(msg`Statement in accordance with Article 6(3)`), statement],
          [
            '03',
            tx(msg`Compliance statement in accordance with Article 6(6)`),
            tx(
              msg`Not made yet: the management body of ${{ offeror: company.legalName }} declares that this white paper complies with Title II of Regulation (EU) 2023/1114, and that to the best of its knowledge the information is fair, clear and not misleading and omits nothing likely to affect its import, only for the final, lawyer-reviewed text.`,
            ),
            true,
          ],
          [
            '04',
            tx(msg`Statement in accordance with Article 6(5), points (a), (b), (c)`),
            tx(
              msg`${{ symbol }} may lose its value in part or in full, may not always be transferable and may not be liquid.`,
            ),
          ],
          [
            '05',
            tx(msg`Statement in accordance with Article 6(5), point (d)`),
            tx(
              msg`Not applicable: ${{ symbol }} is not a utility token; it gives access to no good or service.`,
            ),
            forCounsel,
          ],
          [
            '06',
            tx(msg`Statement in accordance with Article 6(5), points (e) and (f)`),
            tx(
              msg`${{ symbol }} is not covered by the investor compensation schemes under Directive 97/9/EC, nor by the deposit guarantee schemes under Directive 2014/49/EU.`,
            ),
          ],
        ]),
      },
      {
        id: 'summary',
        title: tx(msg`Summary`),
        fields: fields([
          [
            '07',
            tx(msg`Warning in accordance with Article 6(7), second subparagraph`),
            tx(
              msg`This summary should be read as an introduction to the crypto-asset white paper. The prospective holder should base any decision to purchase this crypto-asset on the content of the crypto-asset white paper as a whole and not on the summary alone. The offer to the public of this crypto-asset does not constitute an offer or solicitation to purchase financial instruments, and any such offer or solicitation can be made only by means of a prospectus or other offer documents pursuant to the applicable national law. This crypto-asset white paper does not constitute a prospectus as referred to in Regulation (EU) 2017/1129 or any other offer document pursuant to Union or national law.`,
            ),
          ],
          [
            '08',
            tx(msg`Characteristics of the crypto-asset`),
            tx(
              msg`${{ tokenName: name }} (${{ symbol }}) is an ERC-20 token on ${{ network }} with ${{ decimals: tokenFacts.decimals }} decimals and a maximum supply of ${{ maxSupply: ecoAmount(tokenFacts.maxSupply) }}, fixed in its contract. It gives no ownership, profit, vote or redemption right. The ETH and USDC raised fund climate campaigns and the purchase and retirement of verified carbon credits.`,
            ),
          ],
          [
            '09',
            tx(
              msg`Information about the quality and quantity of goods or services to which the utility tokens give access`,
            ),
            tx(msg`Not applicable: not a utility token.`),
            forCounsel,
          ],
          [
            '10',
            tx(msg`Key information about the offer to the public`),
            tx(
              msg`${{ amount: ecoAmount(saleAllocation) }} are offered in three stages, at ${{ prices: stages.map((s) => `${ethPrice[s.key]} ETH`).join(', ') }} per ${{ symbol }} (${{ stages: stages.map((s) => s.label).join(', ') }}), paid in ETH or USDC. A buyer may withdraw a purchase within ${{ days: withdrawalDays }} days; payments stay in the contract until no buyer may take them back. Partners buy at a lower price (E.19).`,
            ),
          ],
        ]),
      },
      {
        id: 'part-a',
        title: tx(msg`Part A: Information about the offeror`),
        fields: fields([
          ['A.1', tx(msg`Name`), company.legalName, companySample],
          ['A.2', tx(msg`Legal form`), pending, true],
          ['A.3', tx(msg`Registered address`), company.registeredAddress.join(', '), companySample],
          ['A.4', tx(msg`Head office`), tx(msg`The registered address (A.3).`), companySample],
          ['A.5', tx(msg`Registration date`), pending, true],
          ['A.6', tx(msg`Legal entity identifier`), tx(msg`None yet.`), true],
          [
            'A.7',
            tx(msg`Another identifier required pursuant to applicable national law`),
            tx(
              msg`Company number: ${{ companyNumber: company.companyNumber }}, ${{ jurisdiction: company.jurisdiction }}.`,
            ),
            companySample,
          ],
          ['A.8', tx(msg`Contact telephone number`), site.contact.phone, contactSample],
          ['A.9', tx(msg`E-mail address`), site.contact.email, contactSample],
          ['A.10', tx(msg`Response time (days)`), pending, true],
          ['A.11', tx(msg`Parent company`), pending, true],
          ['A.12', tx(msg`Members of the management body`), pending, true],
          [
            'A.13',
            tx(msg`Business activity`),
            tx(
              msg`Offering ${{ symbol }} and spending what it raises on climate campaigns run by partners and on buying and retiring verified carbon credits.`,
            ),
            companySample,
          ],
          ['A.14', tx(msg`Parent company business activity`), pending, true],
          ['A.15', tx(msg`Newly established`), pending, true],
          ['A.16', tx(msg`Financial condition for the past three years`), pending, true],
          ['A.17', tx(msg`Financial condition since registration`), pending, true],
        ]),
      },
      {
        id: 'part-b',
        title: tx(msg`Part B: Information about the issuer, if different from the offeror`),
        fields: fields([['B.1', tx(msg`Issuer different from offeror`), false, false]]),
      },
      {
        id: 'part-c',
        title: tx(msg`Part C: Information about the operator of the trading platform`),
        fields: fields([
          [
            'C.1',
            tx(msg`Name`),
            tx(
              msg`None: no operator of a trading platform drew up this white paper, and ${{ symbol }} is not admitted to trading on any trading platform for crypto-assets.`,
            ),
          ],
        ]),
      },
      {
        id: 'part-d',
        title: tx(msg`Part D: Information about the crypto-asset project`),
        fields: fields([
          ['D.1', tx(msg`Crypto-asset project name`), site.name],
          ['D.2', tx(msg`Crypto-assets name`), name],
          ['D.3', tx(msg`Abbreviation`), symbol],
          ['D.4', tx(msg`Crypto-asset project description`), site.description],
          [
            'D.5',
            tx(msg`Details of all persons involved in the implementation of the project`),
            tx(
              msg`The offeror (Part A), whose management body is not published yet; the partners who run the campaigns on the ground; and the registries (Verra, Gold Standard) on which carbon credits are bought and retired.`,
            ),
            true,
          ],
          ['D.6', tx(msg`Utility token classification`), false, forCounsel],
          [
            'D.8',
            tx(msg`Plans for the token`),
            roadmap
              .map((r) =>
                tx(
                  msg`${{ phase: r.phase }} (${{ period: r.period }}, ${{ status: roadmapStatus(r.status) }}): ${{ items: r.items.join('; ') }}.`,
                ),
              )
              .join('\n\n'),
            anySample(roadmap),
          ],
          ['D.9', tx(msg`Resource allocation`), allocation],
          [
            'D.10',
            tx(msg`Planned use of collected funds or crypto-assets`),
            tx(
              msg`Donation campaigns run by partners (${{ campaigns: listText(campaigns.map((c) => c.title)) }}); buying verified carbon credits and retiring them on behalf of the community; running the project: development and security reviews of the contract, the website and reporting. The contract does not control how the money is spent.`,
            ),
            anySample(campaigns),
          ],
        ]),
      },
      {
        id: 'part-e',
        title: tx(msg`Part E: Information about the offer to the public of crypto-assets`),
        fields: fields([
          [
            'E.1',
            tx(msg`Public offering or admission to trading`),
            tx(msg`Offer to the public (OTPC).`),
            forCounsel,
          ],
          [
            'E.2',
            tx(msg`Reasons for public offer`),
            tx(
              msg`To fund climate campaigns and the purchase and retirement of verified carbon credits (D.10).`,
            ),
          ],
          ['E.3', tx(msg`Fundraising target`), tx(msg`None: the offer has no target amount.`)],
          ['E.4', tx(msg`Minimum subscription goals`), perStage(minimumRaise)],
          ['E.5', tx(msg`Maximum subscription goals`), perStage(stageMaxEth, 'ETH')],
          ['E.6', tx(msg`Oversubscription acceptance`), false],
          [
            'E.7',
            tx(msg`Oversubscription allocation`),
            tx(
              msg`None: a stage never sells more than its allocation; a purchase beyond it fails.`,
            ),
          ],
          [
            'E.8',
            tx(msg`Issue price`),
            stages.flatMap((s) => [
              {
                label: tx(msg`${{ stage: saleStageName(s.key) }}, in ETH`),
                value: ethPrice[s.key],
                unit: tx(msg`ETH per ${{ symbol }}`),
              },
              { label: tx(msg`${{ stage: saleStageName(s.key) }}, in USDC`), ...usdcPrice(s.key) },
            ]),
          ],
          [
            'E.9',
            tx(msg`Official currency or other crypto-assets determining the issue price`),
            tx(msg`ETH, and USDC beside it in a stage with a USDC price.`),
          ],
          [
            'E.10',
            tx(msg`Subscription fee`),
            tx(msg`None. The buyer pays the network's gas fee, which goes to the network.`),
          ],
          [
            'E.11',
            tx(msg`Offer price determination method`),
            tx(
              msg`Set by the offeror per stage at deployment; the owner may change a price through its timelock (at least ${{ hours: delayHours }} hours' notice on ${{ network }}). The contract charges the price it holds when the purchase runs.`,
            ),
          ],
          ['E.12', tx(msg`Total number of offered crypto-assets`), saleAllocation, false, symbol],
          [
            'E.13',
            tx(msg`Targeted holders`),
            tx(
              msg`Anyone where the offer is made; the ${{ partnersStage }} only the partners on its list.`,
            ),
          ],
          [
            'E.14',
            tx(msg`Holder restrictions`),
            tx(
              msg`At most ${{ walletCap: ecoAmount(Number(offerConfig.walletCap)) }} per address and stage (a partner: its own allocation if lower); the ${{ partnersStage }} only for the partners on its list (E.19).`,
            ),
          ],
          [
            'E.15',
            tx(msg`Reimbursement notice`),
            tx(
              msg`Purchases are refunded when their stage misses its minimum raise or is cancelled (E.16).`,
            ),
          ],
          ['E.16', tx(msg`Refund mechanism`), refunds],
          [
            'E.17',
            tx(msg`Refund timeline`),
            tx(msg`From the minimum raise deadline or the cancellation on, with no end.`),
          ],
          [
            'E.18',
            tx(msg`Offer phases`),
            stages
              .map((s) =>
                tx(
                  msg`${{ stage: saleStageName(s.key) }}: ${{ amount: ecoAmount(stageTokens(s.key)) }} at ${{ price: ethPrice[s.key] }} ETH`,
                ),
              )
              .join('; '),
          ],
          ['E.19', tx(msg`Early purchase discount`), preferentialTreatment, true],
          [
            'E.20',
            tx(msg`Time-limited offer`),
            tx(
              msg`No closing time is set at deployment. The owner opens and closes each stage and may set a closing time through its timelock; a purchase made while one is set cannot be withdrawn after it.`,
            ),
          ],
          ['E.21', tx(msg`Subscription period beginning`), pending, true],
          ['E.22', tx(msg`Subscription period end`), pending, true],
          ['E.23', tx(msg`Safeguarding arrangements for offered funds`), safeguarding, forCounsel],
          [
            'E.24',
            tx(msg`Payment methods for crypto-asset purchase`),
            tx(
              msg`ETH, and Circle's USDC (${{ usdcAddress: offerConfig.usdc.address ?? tx(msg`none`) }}, address from ${{ usdcSource: offerConfig.usdc.source }}) in a stage with a USDC price: with a signed permit, one batch, or an approval and then the purchase.`,
            ),
          ],
          [
            'E.25',
            tx(msg`Value transfer methods for reimbursement`),
            tx(
              msg`The same asset, to the buying address, by the contract, in the transaction the buyer sends.`,
            ),
          ],
          ['E.26', tx(msg`Right of withdrawal`), withdrawalRight, forCounsel],
          [
            'E.27',
            tx(msg`Transfer of purchased crypto-assets`),
            tx(msg`Minted to the buying address in the purchase's own transaction.`),
          ],
          [
            'E.28',
            tx(msg`Transfer time schedule`),
            tx(msg`At once, in the same block as the payment.`),
          ],
          [
            'E.29',
            tx(msg`Purchaser's technical requirements`),
            tx(
              msg`An Ethereum wallet on ${{ network }} holding ETH for gas (and USDC to pay in USDC).`,
            ),
          ],
          [
            'E.30',
            tx(msg`Crypto-asset service provider name`),
            tx(msg`None: the offeror sells directly.`),
          ],
          ['E.33', tx(msg`Trading platforms name`), tx(msg`None.`)],
          ['E.36', tx(msg`Involved costs`), tx(msg`The network's gas fee of each transaction.`)],
          [
            'E.38',
            tx(msg`Conflicts of interest`),
            tx(
              msg`${{ amount: ecoAmount(mintedAtDeployment) }} are minted at deployment to the project's own wallets (D.9). Partners buy at a lower price than others (E.19).`,
            ),
          ],
          ['E.39', tx(msg`Applicable law`), company.jurisdiction, companySample],
          [
            'E.40',
            tx(msg`Competent court`),
            tx(msg`The courts of ${{ jurisdiction: company.jurisdiction }}.`),
            companySample,
          ],
        ]),
      },
      {
        id: 'part-f',
        title: tx(msg`Part F: Information about the crypto-assets`),
        fields: fields([
          [
            'F.1',
            tx(msg`Crypto-asset type`),
            tx(msg`Crypto-asset other than an asset-referenced token or e-money token.`),
            forCounsel,
          ],
          [
            'F.2',
            tx(msg`Crypto-asset functionality`),
            tx(
              msg`An ERC-20 token: held and transferred on ${{ network }}; trading pays a fee of ${{ buyFee: perMilleToPercent(fees.buyPerMille) }} of the amount on a buy from its market pair and ${{ sellFee: perMilleToPercent(fees.sellPerMille) }} on a sell to it, in ${{ symbol }}, to the fund wallet (the owner may change them, never above ${{ buyCap: perMilleToPercent(fees.buyCapPerMille) }} and ${{ sellCap: perMilleToPercent(fees.sellCapPerMille) }}).`,
            ),
          ],
          ['F.4', tx(msg`Type of crypto-asset white paper`), 'OTHR', forCounsel],
          ['F.5', tx(msg`The type of submission`), 'NEWT', forCounsel],
          [
            'F.6',
            tx(msg`Crypto-asset characteristics`),
            [
              supplyTerms.max.definition,
              supplyTerms.minted.definition,
              supplyTerms.forSale.definition,
            ].join('\n\n'),
          ],
          ['F.7', tx(msg`Commercial name or trading name`), site.name],
          ['F.9', tx(msg`Starting date of offer to the public`), pending, true],
          ['F.10', tx(msg`Publication date`), tx(msg`Not published yet.`), true],
          ['F.11', tx(msg`Any other services provided by the issuer`), tx(msg`None.`)],
          ['F.12', tx(msg`Language of the crypto-asset white paper`), tx(msg`English (en).`)],
          ['F.13', tx(msg`Digital token identifier`), tx(msg`None yet.`), true],
          ['F.18', tx(msg`Home Member State`), pending, true],
          ['F.19', tx(msg`Host Member States`), pending, true],
        ]),
      },
      {
        id: 'part-g',
        title: tx(
          msg`Part G: Information on the rights and obligations attached to the crypto-assets`,
        ),
        fields: fields([
          [
            'G.1',
            tx(msg`Purchaser rights and obligations`),
            tx(
              msg`${{ symbol }} gives no ownership of the offeror, no share of profits or of the money raised, no vote, and no right to be bought back, apart from withdrawing a purchase (E.26) or claiming its refund (E.16).`,
            ),
          ],
          [
            'G.2',
            tx(msg`Exercise of rights and obligations`),
            tx(
              msg`By the buyer alone, with a transaction from the buying wallet: no permission is needed.`,
            ),
          ],
          [
            'G.3',
            tx(msg`Conditions for modifications of rights and obligations`),
            tx(
              msg`The contract's owner is a timelock: every change (prices, stages, fees within their caps, the referral rate) is announced on-chain and waits at least ${{ hours: delayHours }} hours. The withdrawal period and the minimum raises cannot change.`,
            ),
          ],
          ['G.5', tx(msg`Issuer retained crypto-assets`), mintedAtDeployment, false, symbol],
          ['G.9', tx(msg`Non-trading request`), true, forCounsel],
          [
            'G.11',
            tx(msg`Crypto-assets transfer restrictions`),
            tx(
              msg`Until the owner enables trading, ${{ symbol }} stays in the wallet that bought it; once enabled, trading cannot be disabled again.`,
            ),
          ],
          ['G.12', tx(msg`Supply adjustment protocols`), true],
          [
            'G.13',
            tx(msg`Supply adjustment mechanisms`),
            tx(
              msg`The sale allocations are minted when bought; a withdrawn or refunded purchase is burned. The maximum supply of ${{ maxSupply: ecoAmount(tokenFacts.maxSupply) }} never changes.`,
            ),
          ],
          ['G.14', tx(msg`Token value protection schemes`), false],
          ['G.16', tx(msg`Compensation schemes`), false],
          ['G.18', tx(msg`Applicable law`), company.jurisdiction, companySample],
          [
            'G.19',
            tx(msg`Competent court`),
            tx(msg`The courts of ${{ jurisdiction: company.jurisdiction }}.`),
            companySample,
          ],
        ]),
      },
      {
        id: 'part-h',
        title: tx(msg`Part H: Information on the underlying technology`),
        fields: fields([
          ['H.1', tx(msg`Distributed ledger technology`), network],
          [
            'H.2',
            tx(msg`Protocols and technical standards`),
            tx(
              msg`ERC-20; EIP-2612 permits and EIP-5792 batches for USDC; a merkle proof for the partners list.`,
            ),
          ],
          [
            'H.3',
            tx(msg`Technology used`),
            tx(
              msg`A Solidity contract built on OpenZeppelin's libraries, owned by a TimelockController.`,
            ),
          ],
          ['H.4', tx(msg`Consensus mechanism`), footprint.consensusMechanism],
          ['H.5', tx(msg`Incentive mechanisms and applicable fees`), footprint.incentiveMechanism],
          [
            'H.6',
            tx(msg`Use of distributed ledger technology`),
            tx(
              msg`No ledger of the offeror's own: ${{ symbol }} runs on ${{ network }}, which nobody in this offer operates.`,
            ),
          ],
          ['H.8', tx(msg`Audit`), false],
          [
            'H.9',
            tx(msg`Audit outcome`),
            tx(
              msg`No independent audit report is published: assume the contract has not been audited.`,
            ),
          ],
        ]),
      },
      {
        id: 'part-i',
        title: tx(msg`Part I: Information on risks`),
        fields: fields([
          ['I.1', tx(msg`Offer-related risks`), risk('money-back', 'usdc')],
          ['I.2', tx(msg`Issuer-related risks`), risk('owner-control', 'project-allocations')],
          [
            'I.3',
            tx(msg`Crypto-assets-related risks`),
            risk('loss', 'no-market', 'irreversible', 'regulation', 'not-advice'),
          ],
          ['I.4', tx(msg`Project implementation-related risks`), risk('project')],
          [
            'I.5',
            tx(msg`Technology-related risks`),
            risk('smart-contract', 'network', 'this-site'),
          ],
          [
            'I.6',
            tx(msg`Mitigation measures`),
            tx(
              msg`${{ safeguarding }} Every owner change waits for the timelock's delay; the withdrawal period and minimum raises are fixed at deployment.`,
            ),
            forCounsel,
          ],
        ]),
      },
      {
        id: 'part-j',
        title: tx(
          msg`Part J: Information on the sustainability indicators in relation to adverse impact on the climate and other environment-related adverse impacts`,
        ),
        fields: fields([
          [
            'J.1',
            tx(msg`Adverse impacts on climate and other environment-related adverse impacts`),
            tx(
              msg`The indicators below are those of ${{ network }}'s consensus mechanism, by ${{ publisher: footprint.study.publisher }}'s study (${{ studyUrl: footprint.study.url }}).`,
            ),
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
});

/**
 * What every form prints after a field's name: " (sample)" for a field resting on a sample fact
 * or awaiting counsel, " *" for a code not yet checked against the template.
 */
export function fieldMarks(field: Pick<WhitePaperField, 'sample' | 'codeConfirmed'>): string {
  return `${field.sample ? ` ${tx(msg`(sample)`)}` : ''}${field.codeConfirmed ? '' : ' *'}`;
}

/** What the marks of fieldMarks mean: every form that prints them says it in these words. */
export const fieldMarksNote = localized(() =>
  tx(
    msg`Fields marked (sample) rest on facts not yet verified or on a reading of the law that is for counsel; a code marked * is not yet checked against the published template. Until the whole text is verified, an unmarked field is not verified either.`,
  ),
);

/**
 * A field's value as every form prints it: numbers with their unit (in the page's language's
 * format; under Node, en-US), yes/no, rows.
 */
export function fieldText(field: Pick<WhitePaperField, 'value' | 'unit'>): string {
  const { value, unit } = field;
  const one = (v: string | number | boolean, u?: string): string => {
    const text =
      typeof v === 'boolean'
        ? v
          ? tx(msg`Yes`)
          : tx(msg`No`)
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
