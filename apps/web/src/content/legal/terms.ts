import { msg } from '@lingui/core/runtime-macro';
import { currentFormatLocale } from '@eco/shared/format';
import { localized, tx } from '../../lib/localized';
import { company } from '../company';
import type { LegalDocument } from '../schemas';
import { usdcSourceText, withdrawalPeriodText } from '../sale-rules';
import { ecoAmount, perMilleOfSupply, perMilleToPercent, tokenFacts } from '../token';

// Written from what the ECO contract does (packages/contracts/contracts/eco-token.sol and its
// README; money back, referrals and USDC: docs/decisions/0032, 0033, 0034); figures come from the
// token facts and the deployments' configs (../sale-rules.ts), so the terms cannot disagree with
// the token page or the contract.
// The version buyers accept is derived from this text's English source (./versions.ts): any edit
// of the English asks them again; a translation is not a new version.

/**
 * The highest referral reward the owner can set: the contract's `maxReferralRewardBps` (2000
 * basis points) as a percentage. legal.test.ts reads the Solidity source to keep them equal.
 */
export const MAX_REFERRAL_REWARD_PERCENT = 20;

const { symbol, fees, limits, stages, maxSupply } = tokenFacts;

/** The terms of the token sale, in the page's language. */
export const terms = localized((): LegalDocument => {
  const maxSupplyAmount = ecoAmount(maxSupply);
  const usdcSource = usdcSourceText();
  const withdrawalPeriod = withdrawalPeriodText();
  // "Partners (10,000,000 ECO), Private sale (...), ...": a list after a colon, no "and".
  const stageList = new Intl.ListFormat(currentFormatLocale(), {
    type: 'unit',
    style: 'short',
  }).format(
    stages.map((s) =>
      tx(msg`${{ stage: s.label }} (${{ amount: ecoAmount(perMilleOfSupply(s.sharePerMille)) }})`),
    ),
  );
  const maxBuyAmount = ecoAmount(perMilleOfSupply(limits.maxBuyPerMille));
  return {
    id: 'terms',
    title: tx(msg`Terms of the token sale`),
    summary: tx(msg`Who sells ECO, what a buyer gets and does not get, and the rules of the sale.`),
    updated: '2026-11-29',
    sections: [
      {
        id: 'about-these-terms',
        title: tx(msg`About these terms`),
        paragraphs: [
          tx(
            msg`These terms apply when you buy ${{ symbol }}, the ${{ tokenName: tokenFacts.name }} token, in its token sale: through the Buy ${{ symbol }} dialog on this site or by calling the sale functions of the ${{ symbol }} contract yourself. The risk disclosure is part of these terms. Read both before you buy.`,
          ),
          tx(
            msg`The Buy ${{ symbol }} dialog asks you to accept the version of these terms and of the risk disclosure shown at the top of each page. When either text changes, its version changes and the dialog asks you again.`,
          ),
          tx(msg`Nothing on this site is investment, financial, legal or tax advice.`),
        ],
      },
      {
        id: 'seller',
        title: tx(msg`Who sells ${{ symbol }}`),
        paragraphs: [
          tx(msg`${{ symbol }} is sold by the company below ("we"). "You" means the buyer.`),
        ],
        items: [
          { term: tx(msg`Legal name`), text: company.legalName },
          { term: tx(msg`Company number`), text: company.companyNumber },
          { term: tx(msg`Registered office`), text: company.registeredAddress.join(', ') },
          { term: tx(msg`Registered in`), text: company.jurisdiction },
        ],
        provenance: company.provenance,
      },
      {
        id: 'what-you-get',
        title: tx(msg`What a buyer gets`),
        paragraphs: [
          tx(
            msg`A purchase creates (mints) new ${{ symbol }} and sends it to the wallet address that sent the purchase, in the same transaction. You get the number of ${{ symbol }} you asked for; ${{ symbol }} has ${{ decimals: tokenFacts.decimals }} decimals, so you can buy fractions of a token.`,
          ),
          tx(
            msg`${{ symbol }} is an ERC-20 token on Ethereum. Once it is in your wallet, only your wallet, or an address you approve, can move it: we cannot take it back. Once the owner has enabled trading (see "After the sale" below), you can send it to another wallet without a token fee; until then it stays in the wallet that bought it.`,
          ),
          tx(
            msg`Until a purchase is final, it can still be undone, but only by you: you may withdraw it within its withdrawal period (see "Your right of withdrawal"), and you may claim a refund of it if its stage misses its minimum raise or is cancelled (see "Refunds when a stage fails or is cancelled"). Either way you get back what it cost and its ${{ symbol }} is burned (destroyed) from your wallet.`,
          ),
        ],
      },
      {
        id: 'what-you-do-not-get',
        title: tx(msg`What a buyer does not get`),
        paragraphs: [
          tx(
            msg`${{ symbol }} is not a share, a bond, a deposit or a loan. It gives you no ownership of the company, no share of its profits or of the ETH raised, no dividend or interest, no vote, and no right to have ${{ symbol }} bought back or redeemed by us or anyone else, apart from withdrawing a purchase or claiming its refund as these terms describe.`,
          ),
          tx(
            msg`Buying ${{ symbol }} does not make you the owner of any carbon credit, or of anything else the project pays for.`,
          ),
          tx(
            msg`We do not promise that ${{ symbol }} will be listed on any exchange, that anyone will buy it from you, or that any product or service will accept it.`,
          ),
        ],
      },
      {
        id: 'no-price-promise',
        title: tx(msg`No promise about price`),
        paragraphs: [
          tx(
            msg`${{ symbol }} is sold at the price of each sale stage. Nobody promises that ${{ symbol }} will keep that value or any value, or that it can be sold again.`,
          ),
          tx(
            msg`We set the sale prices; a market does not. They say nothing about what ${{ symbol }} is worth or will be worth, and a later stage or a market may price ${{ symbol }} lower than you paid.`,
          ),
        ],
      },
      {
        id: 'sale-stages',
        title: tx(msg`Sale stages`),
        paragraphs: [
          tx(
            msg`The sale has three stages, each with its own part of the maximum supply of ${{ maxSupply: maxSupplyAmount }}: ${{ stageList }}. A stage never sells more than its part; referral rewards and any ${{ symbol }} the owner mints from a stage count against it.`,
          ),
          tx(
            msg`The Partners stage is open only to wallet addresses on the partners list, each up to its own allocation written in that list: a purchase must carry a proof (a merkle proof) of the buying address and its allocation, and a partner can never buy more than that allocation in all. The Private sale and Public sale stages are open to any address while they are open.`,
          ),
          tx(
            msg`One address may buy at most a set amount in each stage: ${{ maxBuy: maxBuyAmount }} at deployment, the same as the largest buy per transaction on the market. A referral reward that your purchase pays counts against your cap in that stage as if you had bought it (see "Referral rewards"). The owner can change this cap for each stage; lowering it stops further purchases by addresses above it but takes nothing back. A withdrawn or refunded purchase frees its room under the cap again. Nothing stops one person from buying with several addresses.`,
          ),
          tx(
            msg`The contract's owner opens and closes each stage, by hand or by setting on the contract a time at which it opens or closes by itself (the token page counts down to those times from the contract), and sets its price in ETH per ${{ symbol }}, and in USDC where the sale takes USDC; all of these can change, as "What the contract owner can change" below says. The Buy ${{ symbol }} dialog shows the price the contract holds when you open it, and the contract charges the price it holds when your transaction runs. You can buy only on a network where the ${{ symbol }} contract is deployed, and only while a stage is open. A stage that is cancelled, or that missed its minimum raise, never opens again.`,
          ),
        ],
      },
      {
        id: 'payment',
        title: tx(msg`Paying in ETH or USDC`),
        paragraphs: [
          tx(
            msg`You pay in ETH, or in USDC in a stage that has a price in USDC: the owner sets it beside the stage's ETH price, and a stage without one is sold for ETH only. The cost of a purchase is the number of ${{ symbol }} times the stage's price in the asset you pay with, rounded up to that asset's smallest unit (one wei of ETH, one millionth of a USDC). You also pay the Ethereum network's gas fee, in ETH, which goes to the network, not to us.`,
          ),
          tx(
            msg`If you send more ETH than the cost, the contract returns the difference to your address in the same transaction. If you send less (for example because the price rose after you opened the dialog), the whole transaction fails: you get no ${{ symbol }} and lose only the gas fee. If the difference cannot be returned because your address refuses ETH (some contract wallets do), the whole purchase fails too.`,
          ),
          tx(
            msg`To pay in USDC, you allow the ${{ symbol }} contract to take the cost from your USDC, in one of three ways: a permit you sign (EIP-2612), sent with the purchase in one transaction; one batch your wallet sends as a whole (EIP-5792), holding the approval and the purchase; or two numbered steps, an approval and then the purchase. The contract takes exactly the cost. If it may take less than the cost, the purchase fails and you lose only the gas fee.`,
          ),
          ...(usdcSource
            ? [
                tx(
                  msg`USDC is a stablecoin issued by Circle, a company, not by us: ${{ usdcSource }}. The risk disclosure says what Circle can do to it.`,
                ),
              ]
            : []),
          tx(
            msg`The gas fee of a transaction that fails is not returned, nor is the gas fee of a purchase that you later withdraw or that is refunded.`,
          ),
        ],
      },
      {
        id: 'withdrawal',
        title: tx(msg`Your right of withdrawal`),
        paragraphs: [
          tx(
            msg`You may withdraw any purchase within its withdrawal period after the moment of the purchase (the time of the block that holds it), without giving a reason and without paying us anything. The period is fixed in the contract when it is deployed, and nobody can change it afterwards: ${{ withdrawalPeriod }}. It follows the right of withdrawal of the EU's Markets in Crypto-Assets Regulation (MiCA), Art. 13(1): 14 calendar days, with no fee and no reason.`,
          ),
          tx(
            msg`Each purchase's deadline is fixed when you buy, and the Buy ${{ symbol }} dialog shows it before you sign. It is the end of that period, but never later than the stage's closing time if one is set at that moment: under Art. 13(5) the right cannot be exercised after the end of the subscription period of an offer with a time limit. A purchase made after trading in ${{ symbol }} is enabled has no withdrawal period at all: under Art. 13(4) the right does not apply to crypto-assets admitted to trading before the purchase. No later change, by the owner or anyone else, moves the deadline of a purchase already made.`,
          ),
          tx(
            msg`To withdraw, you send one transaction from the wallet that bought, before the deadline: what counts is the time of the block that includes your transaction, so do not leave it to the last minutes. You get back exactly what the purchase cost, in the asset you paid with (ETH or USDC): never the overpayment, which was returned with the purchase, and never less. The ${{ symbol }} the purchase bought goes back with it and is burned from your wallet; if part of it is no longer there, the withdrawal fails until that much ${{ symbol }} is back in the wallet. The network fee of the withdrawal is yours.`,
          ),
          tx(
            msg`Your portfolio lists each of your purchases with its deadline and lets you withdraw it; anyone may also call the contract's withdrawPurchase function directly. Nobody's permission is needed. ${{ symbol }} that the owner mints to an address (for example to settle a purchase paid outside the contract) is not a purchase in the contract: it has no withdrawal period and no refund.`,
          ),
        ],
      },
      {
        id: 'refunds',
        title: tx(msg`Refunds when a stage fails or is cancelled`),
        paragraphs: [
          tx(
            msg`A stage may have a minimum raise: an amount of ${{ symbol }} that its purchases made before a deadline must reach, less those withdrawn before that deadline. It is counted in ${{ symbol }}, whichever asset paid. Which stages have one, its amount and its deadline are fixed when the contract is deployed, and nobody can change them afterwards; the Buy ${{ symbol }} dialog shows a stage's minimum raise and where it stands.`,
          ),
          tx(
            msg`If a stage has sold less than its minimum raise at the deadline, it sells no more, and every purchase in it may be refunded, with no deadline.`,
          ),
          tx(
            msg`The owner may cancel a stage. Like every change the owner makes, a cancellation is announced on the blockchain and takes effect only after the timelock's delay. It is possible only until the owner has finalized the stage (its announced decision that the stage stands) and never once trading is enabled. A cancelled stage sells no more and never opens again, and every purchase in it may be refunded, with no deadline.`,
          ),
          tx(
            msg`You claim a refund yourself, as you would withdraw: one transaction from the wallet that bought, whose network fee is yours. You get back exactly what the purchase cost, in the asset you paid with, and its ${{ symbol }} is burned from your wallet, so it must be there. Nobody needs us to act.`,
          ),
        ],
      },
      {
        id: 'referral-rewards',
        title: tx(msg`Referral rewards`),
        paragraphs: [
          tx(
            msg`A purchase in the Private sale or the Public sale can name a referrer: a wallet that holds a purchase of its own in any stage (bought, and not withdrawn or refunded) and is not the buyer. The contract refuses a purchase naming any other wallet, and the Buy ${{ symbol }} dialog says why before you sign. The Partners stage pays no referral rewards.`,
          ),
          tx(
            msg`The referrer receives ${{ rewardPercent: tokenFacts.referralRewardPercent }}% of the ${{ symbol }} you buy, minted from the same stage, only once your purchase is final: when it is released, after its withdrawal period has ended, in a stage the owner has finalized and whose minimum raise, if it has one, is met. Anyone may trigger the release. A purchase that is withdrawn or refunded pays no reward at all.`,
          ),
          tx(
            msg`The reward counts against your own cap in that stage, as if you had bought it: with a referrer, what you buy and the reward together must fit what is left of your cap. It is set aside from the stage's allocation when you buy. It does not reduce the ${{ symbol }} you receive or raise your cost.`,
          ),
          tx(
            msg`The same rule holds for everyone: any buyer may name any wallet that has bought ${{ symbol }}, including a second wallet of their own. That wallet then receives the reward, within the buyer's own cap, and only if the buyer keeps the purchase. The owner can change the rate at any time, up to ${{ maxRewardPercent: MAX_REFERRAL_REWARD_PERCENT }}%, the highest the contract allows; the rate that counts is the one the contract holds when your purchase runs, whatever a link or a message says.`,
          ),
          tx(
            msg`When you open this site through a referral link, it remembers the referral code in your browser (see the privacy notice), and the Buy ${{ symbol }} dialog names a referrer from it: the wallet address in the link, or the wallet that the code's owner has linked to their account. Every purchase, with its referrer and reward, is recorded publicly on the blockchain.`,
          ),
        ],
      },
      {
        id: 'owner-powers',
        title: tx(msg`What the contract owner can change`),
        paragraphs: [
          tx(
            msg`The ${{ symbol }} contract has an owner: a timelock contract (OpenZeppelin's TimelockController) through which we act. Every change below is first announced on the blockchain and can take effect only after the timelock's delay, at least 48 hours on a public network; until then anyone can see it, and we can cancel it. The owner does not ask holders, and each change is recorded publicly on the blockchain. The token page shows the owner, its delay and every change waiting to take effect.`,
          ),
          tx(
            msg`One power does not wait: a sale guardian that we name may close a sale stage at once (to stop purchases if something goes wrong). It can do nothing else; reopening a stage waits for the timelock like any change.`,
          ),
          tx(
            msg`The owner cannot mint beyond the maximum supply of ${{ maxSupply: maxSupplyAmount }} or beyond a stage's part of it, raise the fees above their caps, move ${{ symbol }} out of your wallet, or change the contract's code: it cannot be upgraded. Nor can it take the payments the contract holds for buyers, change the withdrawal period or a minimum raise, shorten the withdrawal period of a purchase already made, or stop anyone from withdrawing a purchase or claiming a refund.`,
          ),
          tx(
            msg`One change does shorten withdrawal periods, of purchases made after it: setting a stage's closing time, or bringing it forward. A purchase's period never runs past the closing time set when it is made. Like every change, the new time is announced and waits for the timelock's delay, and the token page counts down to it.`,
          ),
        ],
        items: [
          {
            term: tx(msg`Prices and stages`),
            text: tx(
              msg`Set each stage's price in ETH (never to zero) and in USDC (zero: sold for ETH only), and open or close each stage, now or at a time set on the contract.`,
            ),
          },
          {
            term: tx(msg`Cancelling a stage`),
            text: tx(
              msg`Cancel a stage for good, only before finalizing it and before trading is enabled: it sells no more, and every purchase in it may be refunded.`,
            ),
          },
          {
            term: tx(msg`Finalizing a stage`),
            text: tx(
              msg`Declare that a stage stands: it can no longer be cancelled, and its purchases past their withdrawal periods may be released, their payments to the fund wallet and their referral rewards to the referrers. Buying and withdrawing within each purchase's period go on as before.`,
            ),
          },
          {
            term: tx(msg`Minting`),
            text: tx(
              msg`Mint unsold ${{ symbol }} from a stage's part of the supply to any address, for example to settle a purchase paid outside the contract. This adds to the supply that every holder shares.`,
            ),
          },
          {
            term: tx(msg`Caps per wallet`),
            text: tx(
              msg`Set the most one address may buy in each stage, never zero. In the Partners stage a partner's own allocation in the partners list bounds them too.`,
            ),
          },
          {
            term: tx(msg`Referral rate`),
            text: tx(
              msg`Set the referral reward anywhere from 0 to ${{ maxRewardPercent: MAX_REFERRAL_REWARD_PERCENT }}%.`,
            ),
          },
          {
            term: tx(msg`Fees`),
            text: tx(
              msg`Set the fees on trades with a market pair, up to ${{ buyFeeCap: perMilleToPercent(fees.buyCapPerMille) }} on buys and ${{ sellFeeCap: perMilleToPercent(fees.sellCapPerMille) }} on sells.`,
            ),
          },
          {
            term: tx(msg`Trading`),
            text: tx(
              msg`Enable trading with market pairs, once, and not before the last withdrawal period has ended and every minimum raise is decided; it cannot be disabled afterwards.`,
            ),
          },
          {
            term: tx(msg`Market pairs`),
            text: tx(
              msg`Register an exchange pair of ${{ symbol }} as a market pair, and remove one. The contract accepts only a contract whose token0 or token1 is ${{ symbol }}, as on Uniswap V2, never an ordinary wallet. Transfers to and from a registered pair pay the trade fees and obey the trade limit.`,
            ),
          },
          {
            term: tx(msg`Limits and exclusions`),
            text: tx(
              msg`Switch the limit on the size of a market trade on or off and change it, and exclude any address from fees or from the limit. An address excluded from fees can also send and receive tokens before trading is enabled.`,
            ),
          },
          {
            term: tx(msg`Partners list`),
            text: tx(msg`Replace the list of partner addresses and their allocations.`),
          },
          {
            term: tx(msg`Proceeds`),
            text: tx(
              msg`Send the fund wallet, and nowhere else, the ETH and USDC that no buyer may take back any more, and choose a different fund wallet. Payments the contract holds for buyers never leave it but to their buyer.`,
            ),
          },
          {
            term: tx(msg`Ownership`),
            text: tx(
              msg`Hand ownership to another wallet, which must accept it. Ownership cannot be given up altogether: the contract refuses that, so that the proceeds and settings always have a manager.`,
            ),
          },
        ],
      },
      {
        id: 'proceeds',
        title: tx(msg`Where the money goes`),
        paragraphs: [
          tx(
            msg`The ETH and USDC paid for a purchase stay in the contract as long as the buyer may take them back. A purchase is released once its withdrawal period has ended, in a stage the owner has finalized and whose minimum raise, if it has one, is met; anyone may trigger the release. Only then may the owner send its payment on, and only to the fund wallet. Anyone can read from the contract what it holds for buyers, what may go to the fund wallet, and the totals raised, returned to buyers and withdrawn, in each asset.`,
          ),
          tx(
            msg`The contract does not decide what the ETH and USDC in the fund wallet are spent on. This site describes how we intend to use it, for climate campaigns and carbon credits; that is a statement of intent, and these terms give you no claim to any particular use.`,
          ),
        ],
      },
      {
        id: 'donations',
        title: tx(msg`Donations to campaigns`),
        paragraphs: [
          tx(
            msg`A donation through the Donate dialog goes through our donations contract, which sends all of it on to the campaign wallet shown in the dialog in the same transaction and keeps nothing; the transaction records the campaign, the amount and your message, if you write one, publicly and for good. A donation does not pass through the ${{ symbol }} contract, buys no ${{ symbol }} and gives you nothing in return. Like any transfer on the blockchain, it cannot be reversed.`,
          ),
        ],
      },
      {
        id: 'trading-fees-limits',
        title: tx(msg`After the sale: trading, fees and limits`),
        paragraphs: [
          tx(
            msg`Until the owner enables trading, ${{ symbol }} moves only to or from an address excluded from fees (at deployment: the owner, the contract, the fund wallet and the listing wallet). The ${{ symbol }} you buy stays in the wallet that bought it: sending it to another wallet and trading it on an exchange both fail, so no one can run a market before launch. Once trading is enabled, transfers from one wallet to another work and pay no token fee. The owner cannot enable trading before the last withdrawal period of any purchase has ended, nor while a stage's minimum raise is still to be decided.`,
          ),
          tx(
            msg`Trades with a market pair pay a fee in ${{ symbol }}, which goes to the fund wallet, rounded up to the token's smallest unit so that even a tiny trade pays it. At deployment it is ${{ buyFee: perMilleToPercent(fees.buyPerMille) }} when buying from the pair and ${{ sellFee: perMilleToPercent(fees.sellPerMille) }} when selling to it; the owner can raise it to ${{ buyFeeCap: perMilleToPercent(fees.buyCapPerMille) }} and ${{ sellFeeCap: perMilleToPercent(fees.sellCapPerMille) }}. While the trade limit is on, one buy may not exceed ${{ maxBuyPercent: perMilleToPercent(limits.maxBuyPerMille) }} of the supply cap (${{ maxBuy: maxBuyAmount }}) at deployment, and one sell ${{ maxSellPercent: perMilleToPercent(limits.maxSellPerMille) }} (${{ maxSell: ecoAmount(perMilleOfSupply(limits.maxSellPerMille)) }}).`,
          ),
        ],
      },
      {
        id: 'your-responsibilities',
        title: tx(msg`Your responsibilities`),
        paragraphs: [
          tx(
            msg`You are responsible for your wallet and its keys. We never ask for your seed phrase or private key. Nobody, including us, can recover ${{ symbol }} or ETH from a lost or stolen wallet, or sent to a wrong address.`,
          ),
          tx(
            msg`Before you buy, or add ${{ symbol }} to your wallet, check the contract address on the About the token page or on a block explorer.`,
          ),
          tx(
            msg`You are responsible for any tax on buying, holding or selling ${{ symbol }}, and for making sure that buying ${{ symbol }} is lawful where you live.`,
          ),
        ],
      },
      {
        id: 'eligibility',
        title: tx(msg`Who may buy, and where the sale is not offered`),
        paragraphs: [
          tx(
            msg`To be supplied before launch: the minimum age of buyers and the list of countries and territories where the sale is not offered.`,
          ),
          tx(
            msg`Neither this site nor the contract checks who you are or where you are. Do not buy if buying crypto-assets such as ${{ symbol }} is not allowed where you live.`,
          ),
        ],
        provenance: { status: 'sample' },
      },
      {
        id: 'liability',
        title: tx(msg`Liability`),
        paragraphs: [
          tx(
            msg`To be supplied before launch: what we are and are not liable for, written by our lawyers.`,
          ),
        ],
        provenance: { status: 'sample' },
      },
      {
        id: 'governing-law',
        title: tx(msg`Governing law and disputes`),
        paragraphs: [
          tx(
            msg`Placeholder until the company is registered: these terms are governed by the law of ${{ jurisdiction: company.jurisdiction }}, and its courts decide disputes about them.`,
          ),
        ],
        provenance: { status: 'sample' },
      },
      {
        id: 'changes',
        title: tx(msg`Changes to these terms`),
        paragraphs: [
          tx(
            msg`We may change these terms. A change applies to purchases made after it is published on this page with a new "Last updated" date and a new version; it does not change a purchase already made.`,
          ),
          tx(
            msg`Questions about these terms: write to us at the contact address shown at the foot of every page.`,
          ),
        ],
      },
    ],
  };
});
