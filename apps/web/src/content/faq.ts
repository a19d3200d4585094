import { msg } from '@lingui/core/runtime-macro';
import { localized, tx } from '../lib/localized';
import type { FaqEntry } from './schemas';
import { usdcSourceText, withdrawalPeriodText } from './sale-rules';
import { supplyTerms } from './supply';
import { ecoAmount, perMilleOfSupply, perMilleToPercent, tokenFacts } from './token';

// Figures and the supply definitions are interpolated from the token facts so that an answer can
// never disagree with the About Token page or the whitepaper.
const { fees, limits, stages, symbol } = tokenFacts;
const stage = (key: 'partners' | 'private' | 'public') => {
  const found = stages.find((s) => s.key === key);
  if (!found) throw new Error(`unknown sale stage ${key}`);
  return found;
};
const stageLine = (key: 'partners' | 'private' | 'public'): string => {
  const s = stage(key);
  return tx(
    msg`${{ stage: s.label }}: ${{ price: s.priceEth }} ETH per ${{ symbol }}, up to ${{ amount: ecoAmount(perMilleOfSupply(s.sharePerMille)) }} (${{ percent: perMilleToPercent(s.sharePerMille) }} of the maximum supply)`,
  );
};

/** The questions and answers of the FAQ page, in the page's language. */
export const faqEntries = localized((): FaqEntry[] => [
  {
    id: 1,
    question: tx(msg`What is ECO?`),
    answer: tx(
      msg`ECO (${{ tokenName: tokenFacts.name }}) is an ERC-20 token on Ethereum with a maximum supply of ${{ maxSupply: ecoAmount(tokenFacts.maxSupply) }}. The ETH raised in the token sale and the ecosystem and community allocations fund environmental campaigns and the purchase and retirement of verified carbon credits. Three figures describe the supply, and this site always says which one it shows. ${{ maxDefinition: supplyTerms.max.definition }} ${{ mintedDefinition: supplyTerms.minted.definition }} ${{ forSaleDefinition: supplyTerms.forSale.definition }} All three, the sale and every purchase can be checked on-chain.`,
    ),
  },
  {
    id: 2,
    question: tx(msg`What are the sale stages and prices?`),
    answer: tx(
      msg`The sale has three stages, each with a fixed price and its own allocation. ${{ partnersLine: stageLine('partners') }}; this stage is open only to partner addresses on an allowlist, and a purchase must include a merkle proof that the buyer's address is on it. ${{ privateLine: stageLine('private') }}. ${{ publicLine: stageLine('public') }}. A stage can never sell more than its allocation.`,
    ),
  },
  {
    id: 3,
    question: tx(msg`How do I buy ECO?`),
    answer: tx(
      msg`Connect an Ethereum wallet, choose the sale stage you are eligible for, enter the number of ${{ symbol }} you want and confirm in your wallet, paying in ETH, or in USDC where the stage has a USDC price. The contract calculates the price; if you send more ETH than needed, the difference is returned to you in the same transaction. Each purchase emits an event, so it appears in your history and on any block explorer. You also pay the network's gas fee.`,
    ),
    link: { label: tx(msg`Read the step-by-step guide to buying ECO`), to: '/learn/how-to-buy' },
  },
  {
    id: 13,
    question: tx(msg`Can I pay in USDC?`),
    answer: tx(
      msg`Yes, in every stage that has a price in USDC beside its price in ETH; the owner sets it through the timelock, and a stage without one sells for ETH only. Your wallet lets the contract take exactly the cost: with one signature (a permit) and one transaction, with one prompt if your wallet sends the approval and the purchase together as a batch, or otherwise in two numbered steps, an approval and then the purchase. The network fee is still paid in ETH. A withdrawal or refund of a USDC purchase is paid in USDC.${{ usdcIssuer: usdcSourceText() ? ` ${tx(msg`USDC is issued by Circle, which can freeze addresses; the risk disclosure says what that means for you.`)}` : '' }}`,
    ),
  },
  {
    id: 14,
    question: tx(msg`Can I change my mind after buying?`),
    answer: tx(
      msg`Yes, within the withdrawal period after the purchase (${{ period: withdrawalPeriodText() }}), with no reason and no fee to us: you withdraw it yourself, in one transaction from the wallet that bought, whose network fee is yours. You get back exactly what it cost, in ETH or USDC as you paid, and its ${{ symbol }} is burned from your wallet, so it must still be there. The period never runs past the stage's closing time if one was set when you bought, and a purchase made after trading is enabled cannot be withdrawn. The Buy ${{ symbol }} dialog shows your deadline before you sign.`,
    ),
    link: { label: tx(msg`Read the terms: your right of withdrawal`), to: '/terms' },
  },
  {
    id: 15,
    question: tx(msg`What if a stage misses its minimum raise or is cancelled?`),
    answer: tx(
      msg`A stage may have a minimum raise in ${{ symbol }} with a deadline, both fixed when the contract is deployed. If the stage has sold less by the deadline, or if the owner cancels it (announced through the timelock, possible only before the stage is finalized and before trading is enabled), it sells no more and every buyer in it may claim a full refund in the asset they paid, with no deadline. You claim it yourself from the wallet that bought; nobody needs the team to act.`,
    ),
  },
  {
    id: 16,
    question: tx(msg`Where is my payment until the sale is over?`),
    answer: tx(
      msg`In the ${{ symbol }} contract. It keeps every payment that a buyer may still take back, and the owner can send to the fund wallet only what no buyer may take back any more: purchases past their withdrawal period, in a stage the owner has finalized and whose minimum raise, if any, is met. Trading cannot be enabled before the last withdrawal period has ended.`,
    ),
  },
  {
    id: 4,
    question: tx(msg`Are there fees when I trade or transfer ECO?`),
    answer: tx(
      msg`Only trades with the ECO market pair on a decentralised exchange pay a fee: ${{ buyFee: perMilleToPercent(fees.buyPerMille) }} of the amount when buying from the pair and ${{ sellFee: perMilleToPercent(fees.sellPerMille) }} when selling to it. Sending ${{ symbol }} from one wallet to another is free of token fees. The owner can change the fees but never above ${{ buyCap: perMilleToPercent(fees.buyCapPerMille) }} for buys and ${{ sellCap: perMilleToPercent(fees.sellCapPerMille) }} for sells; the contract enforces these caps. The fee is paid in ECO, straight to the project's fund wallet; the contract never swaps it.`,
    ),
  },
  {
    id: 5,
    question: tx(msg`When can ECO be traded, and are there limits?`),
    answer: tx(
      msg`Trading on the market pair is disabled when the contract is deployed. The owner enables it once, not before the last withdrawal period of any purchase has ended, and after that it cannot be disabled again. To limit the influence of very large holders, a single buy or sell on the market may not exceed ${{ maxTradePercent: perMilleToPercent(limits.maxBuyPerMille) }} of the maximum supply (${{ maxTradeAmount: ecoAmount(perMilleOfSupply(limits.maxBuyPerMille)) }}) while the transaction limit is enabled.`,
    ),
  },
  {
    id: 6,
    question: tx(msg`How does the referral program work?`),
    answer: tx(
      msg`When you buy in the Private sale or the Public sale, you can name a referrer: any wallet that has bought ${{ symbol }} itself and kept it, other than your own buying wallet. The referrer receives ${{ rewardPercent: tokenFacts.referralRewardPercent }}% of the tokens bought, minted only once your purchase is final (after its withdrawal period, in a stage the owner has finalized), and nothing if you withdraw it or it is refunded. The reward counts against your own cap per wallet in that stage. Anyone may name a second wallet of their own; the reward then counts in their own cap and is paid only if they keep the purchase. The Partners stage pays no referral rewards. If you open the site through a referral link, the referrer is remembered in your browser and filled in when you buy.`,
    ),
  },
  {
    id: 7,
    question: tx(msg`How do I add ECO to my wallet?`),
    answer: tx(
      msg`After connecting, use the "Add ${{ symbol }} to wallet" button on the About Token page and approve the request in your wallet. You can also add it manually as a custom token with the contract address shown on that page, the symbol ${{ symbol }} and ${{ decimals: tokenFacts.decimals }} decimals. Always copy the address from this site or a block explorer, never from a message someone sends you.`,
    ),
  },
  {
    id: 8,
    question: tx(msg`Which networks are supported?`),
    answer: tx(
      msg`ECO is built for Ethereum mainnet. Before mainnet it is to be deployed on the Sepolia test network, where anyone will be able to try the sale without real money; Sepolia ETH and Sepolia ECO have no value. The About Token page says whether the contract is deployed on the network your wallet uses, and if your wallet is on a network the site does not support, the site asks you to switch.`,
    ),
  },
  {
    id: 9,
    question: tx(msg`Is ECO an investment? What are the risks?`),
    answer: tx(
      msg`Nothing on this site is investment, financial or tax advice, and we make no promise about the price of ECO. The price of a token can fall sharply and can go to zero. Smart contracts can contain bugs, wallets can be lost or compromised, transactions cannot be reversed (a purchase can be withdrawn only within its withdrawal period, by a new transaction), USDC depends on Circle, its issuer, and the rules for crypto-assets differ between countries and can change. Only spend what you can afford to lose, and check the rules where you live.`,
    ),
  },
  {
    id: 10,
    question: tx(msg`How are carbon credits funded and retired?`),
    answer: tx(
      msg`Credits are to be paid for from the token sale proceeds in the fund wallet and from the ecosystem and community allocations, bought only from projects registered with Verra or Gold Standard, and retired on behalf of the ECO community. The ledger on the Carbon Credits page lists each batch with its status; only retired credits count as impact, so no tonne is claimed twice.`,
    ),
  },
  {
    id: 11,
    question: tx(msg`How do I know how donations are used?`),
    answer: tx(
      msg`The Campaigns page shows each campaign's goal and the amount raised, with the date on which the campaign team published that figure. The impact figures on the home page are computed only from the campaign list and the carbon credit ledger, and each names its source.`,
    ),
  },
  {
    id: 12,
    question: tx(msg`How can I contact the team?`),
    answer: tx(
      msg`Use the contact form on the Contact us page, which also lists our other contact details. We will never ask for your seed phrase or private key, and we never contact you first to offer tokens.`,
    ),
  },
]);
