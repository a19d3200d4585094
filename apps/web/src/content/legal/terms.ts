import { company } from '../company';
import type { LegalDocument } from '../schemas';
import { usdcSourceText, withdrawalPeriodText } from '../sale-rules';
import { ecoAmount, perMilleOfSupply, perMilleToPercent, supplyLabels, tokenFacts } from '../token';

// Written from what the ECO contract does (packages/contracts/contracts/eco-token.sol and its
// README; money back, referrals and USDC: docs/decisions/0032, 0033, 0034); figures come from the
// token facts and the deployments' configs (../sale-rules.ts), so the terms cannot disagree with
// the token page or the contract.
// The version buyers accept is derived from this text (./versions.ts): any edit asks them again.

/**
 * The highest referral reward the owner can set: the contract's `maxReferralRewardBps` (2000
 * basis points) as a percentage. legal.test.ts reads the Solidity source to keep them equal.
 */
export const MAX_REFERRAL_REWARD_PERCENT = 20;

const { symbol, fees, limits, stages, maxSupply } = tokenFacts;
const maxSupplyText = `${supplyLabels.max.toLowerCase()} of ${ecoAmount(maxSupply)}`;
const usdcSource = usdcSourceText();
const withdrawalPeriod = withdrawalPeriodText();
const stageList = stages
  .map((s) => `${s.label} (${ecoAmount(perMilleOfSupply(s.sharePerMille))})`)
  .join(', ');

export const terms: LegalDocument = {
  id: 'terms',
  title: 'Terms of the token sale',
  summary: 'Who sells ECO, what a buyer gets and does not get, and the rules of the sale.',
  updated: '2026-11-29',
  sections: [
    {
      id: 'about-these-terms',
      title: 'About these terms',
      paragraphs: [
        `These terms apply when you buy ${symbol}, the ${tokenFacts.name} token, in its token sale: through the Buy ${symbol} dialog on this site or by calling the sale functions of the ${symbol} contract yourself. The risk disclosure is part of these terms. Read both before you buy.`,
        `The Buy ${symbol} dialog asks you to accept the version of these terms and of the risk disclosure shown at the top of each page. When either text changes, its version changes and the dialog asks you again.`,
        'Nothing on this site is investment, financial, legal or tax advice.',
      ],
    },
    {
      id: 'seller',
      title: `Who sells ${symbol}`,
      paragraphs: [`${symbol} is sold by the company below ("we"). "You" means the buyer.`],
      items: [
        { term: 'Legal name', text: company.legalName },
        { term: 'Company number', text: company.companyNumber },
        { term: 'Registered office', text: company.registeredAddress.join(', ') },
        { term: 'Registered in', text: company.jurisdiction },
      ],
      provenance: company.provenance,
    },
    {
      id: 'what-you-get',
      title: 'What a buyer gets',
      paragraphs: [
        `A purchase creates (mints) new ${symbol} and sends it to the wallet address that sent the purchase, in the same transaction. You get the number of ${symbol} you asked for; ${symbol} has ${tokenFacts.decimals} decimals, so you can buy fractions of a token.`,
        `${symbol} is an ERC-20 token on Ethereum. Once it is in your wallet, only your wallet, or an address you approve, can move it: we cannot take it back. Once the owner has enabled trading (see "After the sale" below), you can send it to another wallet without a token fee; until then it stays in the wallet that bought it.`,
        `Until a purchase is final, it can still be undone, but only by you: you may withdraw it within its withdrawal period (see "Your right of withdrawal"), and you may claim a refund of it if its stage misses its minimum raise or is cancelled (see "Refunds when a stage fails or is cancelled"). Either way you get back what it cost and its ${symbol} is burned (destroyed) from your wallet.`,
      ],
    },
    {
      id: 'what-you-do-not-get',
      title: 'What a buyer does not get',
      paragraphs: [
        `${symbol} is not a share, a bond, a deposit or a loan. It gives you no ownership of the company, no share of its profits or of the ETH raised, no dividend or interest, no vote, and no right to have ${symbol} bought back or redeemed by us or anyone else, apart from withdrawing a purchase or claiming its refund as these terms describe.`,
        `Buying ${symbol} does not make you the owner of any carbon credit, or of anything else the project pays for.`,
        `We do not promise that ${symbol} will be listed on any exchange, that anyone will buy it from you, or that any product or service will accept it.`,
      ],
    },
    {
      id: 'no-price-promise',
      title: 'No promise about price',
      paragraphs: [
        `${symbol} is sold at the price of each sale stage. Nobody promises that ${symbol} will keep that value or any value, or that it can be sold again.`,
        `We set the sale prices; a market does not. They say nothing about what ${symbol} is worth or will be worth, and a later stage or a market may price ${symbol} lower than you paid.`,
      ],
    },
    {
      id: 'sale-stages',
      title: 'Sale stages',
      paragraphs: [
        `The sale has three stages, each with its own part of the ${maxSupplyText}: ${stageList}. A stage never sells more than its part; referral rewards and any ${symbol} the owner mints from a stage count against it.`,
        'The Partners stage is open only to wallet addresses on the partners list, each up to its own allocation written in that list: a purchase must carry a proof (a merkle proof) of the buying address and its allocation, and a partner can never buy more than that allocation in all. The Private sale and Public sale stages are open to any address while they are open.',
        `One address may buy at most a set amount in each stage: ${ecoAmount(perMilleOfSupply(limits.maxBuyPerMille))} at deployment, the same as the largest buy per transaction on the market. A referral reward that your purchase pays counts against your cap in that stage as if you had bought it (see "Referral rewards"). The owner can change this cap for each stage; lowering it stops further purchases by addresses above it but takes nothing back. A withdrawn or refunded purchase frees its room under the cap again. Nothing stops one person from buying with several addresses.`,
        `The contract's owner opens and closes each stage, by hand or by setting on the contract a time at which it opens or closes by itself (the token page counts down to those times from the contract), and sets its price in ETH per ${symbol}, and in USDC where the sale takes USDC; all of these can change, as "What the contract owner can change" below says. The Buy ${symbol} dialog shows the price the contract holds when you open it, and the contract charges the price it holds when your transaction runs. You can buy only on a network where the ${symbol} contract is deployed, and only while a stage is open. A stage that is cancelled, or that missed its minimum raise, never opens again.`,
      ],
    },
    {
      id: 'payment',
      title: 'Paying in ETH or USDC',
      paragraphs: [
        `You pay in ETH, or in USDC in a stage that has a price in USDC: the owner sets it beside the stage's ETH price, and a stage without one is sold for ETH only. The cost of a purchase is the number of ${symbol} times the stage's price in the asset you pay with, rounded up to that asset's smallest unit (one wei of ETH, one millionth of a USDC). You also pay the Ethereum network's gas fee, in ETH, which goes to the network, not to us.`,
        `If you send more ETH than the cost, the contract returns the difference to your address in the same transaction. If you send less (for example because the price rose after you opened the dialog), the whole transaction fails: you get no ${symbol} and lose only the gas fee. If the difference cannot be returned because your address refuses ETH (some contract wallets do), the whole purchase fails too.`,
        `To pay in USDC, you allow the ${symbol} contract to take the cost from your USDC, in one of three ways: a permit you sign (EIP-2612), sent with the purchase in one transaction; one batch your wallet sends as a whole (EIP-5792), holding the approval and the purchase; or two numbered steps, an approval and then the purchase. The contract takes exactly the cost. If it may take less than the cost, the purchase fails and you lose only the gas fee.`,
        ...(usdcSource
          ? [
              `USDC is a stablecoin issued by Circle, a company, not by us: ${usdcSource}. The risk disclosure says what Circle can do to it.`,
            ]
          : []),
        'The gas fee of a transaction that fails is not returned, nor is the gas fee of a purchase that you later withdraw or that is refunded.',
      ],
    },
    {
      id: 'withdrawal',
      title: 'Your right of withdrawal',
      paragraphs: [
        `You may withdraw any purchase within its withdrawal period after the moment of the purchase (the time of the block that holds it), without giving a reason and without paying us anything. The period is fixed in the contract when it is deployed, and nobody can change it afterwards: ${withdrawalPeriod}. It follows the right of withdrawal of the EU's Markets in Crypto-Assets Regulation (MiCA), Art. 13(1): 14 calendar days, with no fee and no reason.`,
        `Each purchase's deadline is fixed when you buy, and the Buy ${symbol} dialog shows it before you sign. It is the end of that period, but never later than the stage's closing time if one is set at that moment: under Art. 13(5) the right cannot be exercised after the end of the subscription period of an offer with a time limit. A purchase made after trading in ${symbol} is enabled has no withdrawal period at all: under Art. 13(4) the right does not apply to crypto-assets admitted to trading before the purchase. No later change, by the owner or anyone else, moves the deadline of a purchase already made.`,
        `To withdraw, you send one transaction from the wallet that bought, before the deadline: what counts is the time of the block that includes your transaction, so do not leave it to the last minutes. You get back exactly what the purchase cost, in the asset you paid with (ETH or USDC): never the overpayment, which was returned with the purchase, and never less. The ${symbol} the purchase bought goes back with it and is burned from your wallet; if part of it is no longer there, the withdrawal fails until that much ${symbol} is back in the wallet. The network fee of the withdrawal is yours.`,
        `Your portfolio lists each of your purchases with its deadline and lets you withdraw it; anyone may also call the contract's withdrawPurchase function directly. Nobody's permission is needed. ${symbol} that the owner mints to an address (for example to settle a purchase paid outside the contract) is not a purchase in the contract: it has no withdrawal period and no refund.`,
      ],
    },
    {
      id: 'refunds',
      title: 'Refunds when a stage fails or is cancelled',
      paragraphs: [
        `A stage may have a minimum raise: an amount of ${symbol} that its purchases made before a deadline must reach, less those withdrawn before that deadline. It is counted in ${symbol}, whichever asset paid. Which stages have one, its amount and its deadline are fixed when the contract is deployed, and nobody can change them afterwards; the Buy ${symbol} dialog shows a stage's minimum raise and where it stands.`,
        'If a stage has sold less than its minimum raise at the deadline, it sells no more, and every purchase in it may be refunded, with no deadline.',
        "The owner may cancel a stage. Like every change the owner makes, a cancellation is announced on the blockchain and takes effect only after the timelock's delay. It is possible only until the owner has finalized the stage (its announced decision that the stage stands) and never once trading is enabled. A cancelled stage sells no more and never opens again, and every purchase in it may be refunded, with no deadline.",
        `You claim a refund yourself, as you would withdraw: one transaction from the wallet that bought, whose network fee is yours. You get back exactly what the purchase cost, in the asset you paid with, and its ${symbol} is burned from your wallet, so it must be there. Nobody needs us to act.`,
      ],
    },
    {
      id: 'referral-rewards',
      title: 'Referral rewards',
      paragraphs: [
        `A purchase in the Private sale or the Public sale can name a referrer: a wallet that holds a purchase of its own in any stage (bought, and not withdrawn or refunded) and is not the buyer. The contract refuses a purchase naming any other wallet, and the Buy ${symbol} dialog says why before you sign. The Partners stage pays no referral rewards.`,
        `The referrer receives ${tokenFacts.referralRewardPercent}% of the ${symbol} you buy, minted from the same stage, only once your purchase is final: when it is released, after its withdrawal period has ended, in a stage the owner has finalized and whose minimum raise, if it has one, is met. Anyone may trigger the release. A purchase that is withdrawn or refunded pays no reward at all.`,
        `The reward counts against your own cap in that stage, as if you had bought it: with a referrer, what you buy and the reward together must fit what is left of your cap. It is set aside from the stage's allocation when you buy. It does not reduce the ${symbol} you receive or raise your cost.`,
        `The same rule holds for everyone: any buyer may name any wallet that has bought ${symbol}, including a second wallet of their own. That wallet then receives the reward, within the buyer's own cap, and only if the buyer keeps the purchase. The owner can change the rate at any time, up to ${MAX_REFERRAL_REWARD_PERCENT}%, the highest the contract allows; the rate that counts is the one the contract holds when your purchase runs, whatever a link or a message says.`,
        `When you open this site through a referral link, it remembers the referral code in your browser (see the privacy notice), and the Buy ${symbol} dialog names a referrer from it: the wallet address in the link, or the wallet that the code's owner has linked to their account. Every purchase, with its referrer and reward, is recorded publicly on the blockchain.`,
      ],
    },
    {
      id: 'owner-powers',
      title: 'What the contract owner can change',
      paragraphs: [
        `The ${symbol} contract has an owner: a timelock contract (OpenZeppelin's TimelockController) through which we act. Every change below is first announced on the blockchain and can take effect only after the timelock's delay, at least 48 hours on a public network; until then anyone can see it, and we can cancel it. The owner does not ask holders, and each change is recorded publicly on the blockchain. The token page shows the owner, its delay and every change waiting to take effect.`,
        'One power does not wait: a sale guardian that we name may close a sale stage at once (to stop purchases if something goes wrong). It can do nothing else; reopening a stage waits for the timelock like any change.',
        `The owner cannot mint beyond the ${maxSupplyText} or beyond a stage's part of it, raise the fees above their caps, move ${symbol} out of your wallet, or change the contract's code: it cannot be upgraded. Nor can it take the payments the contract holds for buyers, change the withdrawal period or a minimum raise, shorten the withdrawal period of a purchase already made, or stop anyone from withdrawing a purchase or claiming a refund.`,
        "One change does shorten withdrawal periods, of purchases made after it: setting a stage's closing time, or bringing it forward. A purchase's period never runs past the closing time set when it is made. Like every change, the new time is announced and waits for the timelock's delay, and the token page counts down to it.",
      ],
      items: [
        {
          term: 'Prices and stages',
          text: "Set each stage's price in ETH (never to zero) and in USDC (zero: sold for ETH only), and open or close each stage, now or at a time set on the contract.",
        },
        {
          term: 'Cancelling a stage',
          text: 'Cancel a stage for good, only before finalizing it and before trading is enabled: it sells no more, and every purchase in it may be refunded.',
        },
        {
          term: 'Finalizing a stage',
          text: "Declare that a stage stands: it can no longer be cancelled, and its purchases past their withdrawal periods may be released, their payments to the fund wallet and their referral rewards to the referrers. Buying and withdrawing within each purchase's period go on as before.",
        },
        {
          term: 'Minting',
          text: `Mint unsold ${symbol} from a stage's part of the supply to any address, for example to settle a purchase paid outside the contract. This adds to the supply that every holder shares.`,
        },
        {
          term: 'Caps per wallet',
          text: "Set the most one address may buy in each stage, never zero. In the Partners stage a partner's own allocation in the partners list bounds them too.",
        },
        {
          term: 'Referral rate',
          text: `Set the referral reward anywhere from 0 to ${MAX_REFERRAL_REWARD_PERCENT}%.`,
        },
        {
          term: 'Fees',
          text: `Set the fees on trades with a market pair, up to ${perMilleToPercent(fees.buyCapPerMille)} on buys and ${perMilleToPercent(fees.sellCapPerMille)} on sells.`,
        },
        {
          term: 'Trading',
          text: 'Enable trading with market pairs, once, and not before the last withdrawal period has ended and every minimum raise is decided; it cannot be disabled afterwards.',
        },
        {
          term: 'Market pairs',
          text: `Register an exchange pair of ${symbol} as a market pair, and remove one. The contract accepts only a contract whose token0 or token1 is ${symbol}, as on Uniswap V2, never an ordinary wallet. Transfers to and from a registered pair pay the trade fees and obey the trade limit.`,
        },
        {
          term: 'Limits and exclusions',
          text: 'Switch the limit on the size of a market trade on or off and change it, and exclude any address from fees or from the limit. An address excluded from fees can also send and receive tokens before trading is enabled.',
        },
        {
          term: 'Partners list',
          text: 'Replace the list of partner addresses and their allocations.',
        },
        {
          term: 'Proceeds',
          text: 'Send the fund wallet, and nowhere else, the ETH and USDC that no buyer may take back any more, and choose a different fund wallet. Payments the contract holds for buyers never leave it but to their buyer.',
        },
        {
          term: 'Ownership',
          text: 'Hand ownership to another wallet, which must accept it. Ownership cannot be given up altogether: the contract refuses that, so that the proceeds and settings always have a manager.',
        },
      ],
    },
    {
      id: 'proceeds',
      title: 'Where the money goes',
      paragraphs: [
        'The ETH and USDC paid for a purchase stay in the contract as long as the buyer may take them back. A purchase is released once its withdrawal period has ended, in a stage the owner has finalized and whose minimum raise, if it has one, is met; anyone may trigger the release. Only then may the owner send its payment on, and only to the fund wallet. Anyone can read from the contract what it holds for buyers, what may go to the fund wallet, and the totals raised, returned to buyers and withdrawn, in each asset.',
        'The contract does not decide what the ETH and USDC in the fund wallet are spent on. This site describes how we intend to use it, for climate campaigns and carbon credits; that is a statement of intent, and these terms give you no claim to any particular use.',
      ],
    },
    {
      id: 'donations',
      title: 'Donations to campaigns',
      paragraphs: [
        `A donation through the Donate dialog goes through our donations contract, which sends all of it on to the campaign wallet shown in the dialog in the same transaction and keeps nothing; the transaction records the campaign, the amount and your message, if you write one, publicly and for good. A donation does not pass through the ${symbol} contract, buys no ${symbol} and gives you nothing in return. Like any transfer on the blockchain, it cannot be reversed.`,
      ],
    },
    {
      id: 'trading-fees-limits',
      title: 'After the sale: trading, fees and limits',
      paragraphs: [
        `Until the owner enables trading, ${symbol} moves only to or from an address excluded from fees (at deployment: the owner, the contract, the fund wallet and the listing wallet). The ${symbol} you buy stays in the wallet that bought it: sending it to another wallet and trading it on an exchange both fail, so no one can run a market before launch. Once trading is enabled, transfers from one wallet to another work and pay no token fee. The owner cannot enable trading before the last withdrawal period of any purchase has ended, nor while a stage's minimum raise is still to be decided.`,
        `Trades with a market pair pay a fee in ${symbol}, which goes to the fund wallet, rounded up to the token's smallest unit so that even a tiny trade pays it. At deployment it is ${perMilleToPercent(fees.buyPerMille)} when buying from the pair and ${perMilleToPercent(fees.sellPerMille)} when selling to it; the owner can raise it to ${perMilleToPercent(fees.buyCapPerMille)} and ${perMilleToPercent(fees.sellCapPerMille)}. While the trade limit is on, one buy may not exceed ${perMilleToPercent(limits.maxBuyPerMille)} of the supply cap (${ecoAmount(perMilleOfSupply(limits.maxBuyPerMille))}) at deployment, and one sell ${perMilleToPercent(limits.maxSellPerMille)} (${ecoAmount(perMilleOfSupply(limits.maxSellPerMille))}).`,
      ],
    },
    {
      id: 'your-responsibilities',
      title: 'Your responsibilities',
      paragraphs: [
        `You are responsible for your wallet and its keys. We never ask for your seed phrase or private key. Nobody, including us, can recover ${symbol} or ETH from a lost or stolen wallet, or sent to a wrong address.`,
        `Before you buy, or add ${symbol} to your wallet, check the contract address on the About the token page or on a block explorer.`,
        `You are responsible for any tax on buying, holding or selling ${symbol}, and for making sure that buying ${symbol} is lawful where you live.`,
      ],
    },
    {
      id: 'eligibility',
      title: 'Who may buy, and where the sale is not offered',
      paragraphs: [
        'To be supplied before launch: the minimum age of buyers and the list of countries and territories where the sale is not offered.',
        `Neither this site nor the contract checks who you are or where you are. Do not buy if buying crypto-assets such as ${symbol} is not allowed where you live.`,
      ],
      provenance: { status: 'sample' },
    },
    {
      id: 'liability',
      title: 'Liability',
      paragraphs: [
        'To be supplied before launch: what we are and are not liable for, written by our lawyers.',
      ],
      provenance: { status: 'sample' },
    },
    {
      id: 'governing-law',
      title: 'Governing law and disputes',
      paragraphs: [
        `Placeholder until the company is registered: these terms are governed by the law of ${company.jurisdiction}, and its courts decide disputes about them.`,
      ],
      provenance: { status: 'sample' },
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      paragraphs: [
        'We may change these terms. A change applies to purchases made after it is published on this page with a new "Last updated" date and a new version; it does not change a purchase already made.',
        'Questions about these terms: write to us at the contact address shown at the foot of every page.',
      ],
    },
  ],
};
