import { msg } from '@lingui/core/runtime-macro';
import { currentFormatLocale } from '@eco/shared/format';
import { localized, tx } from '../../lib/localized';
import { usdcSourceText } from '../sale-rules';
import type { LegalDocument } from '../schemas';
import { allocationInSentence } from '../allocation-names';
import { ecoAmount, perMilleOfSupply, perMilleToPercent, tokenFacts } from '../token';

// Each risk follows from how ECO and this site work (packages/contracts, apps/api, apps/web;
// money back and USDC: docs/decisions/0032, 0034); figures come from the token facts and the
// deployments' configs. Buyers accept this text with the terms (./versions.ts).

const { symbol, shares } = tokenFacts;
// Allocations minted at deployment to the project's own wallets; the sale stages mint the rest.
const saleShares = new Set(['privateSale', 'publicSale', 'partners']);
const projectShares = shares.filter((share) => !saleShares.has(share.key));
const projectPerMille = projectShares.reduce((sum, share) => sum + share.perMille, 0);

/**
 * "ecosystem, community, founders, ..." as the page's language writes a list in brackets (a unit
 * list: commas only in English, as the text always had it).
 */
function projectAllocationsText(): string {
  return new Intl.ListFormat(currentFormatLocale(), { type: 'unit', style: 'short' }).format(
    projectShares.map((share) => allocationInSentence(share.key)),
  );
}

/** The paragraph on what Circle can do to USDC, with where the sale's USDC comes from if any. */
function usdcParagraph(): string {
  const source = usdcSourceText();
  return source
    ? tx(
        msg`USDC is issued by Circle, a company; ${{ usdcSource: source }}. Circle can freeze the USDC of any address. If it froze your address, you could not receive the USDC of a withdrawal or a refund; if it froze the ${{ symbol }} contract, no purchase paid in USDC could be withdrawn or refunded.`,
      )
    : tx(
        msg`USDC is issued by Circle, a company. Circle can freeze the USDC of any address. If it froze your address, you could not receive the USDC of a withdrawal or a refund; if it froze the ${{ symbol }} contract, no purchase paid in USDC could be withdrawn or refunded.`,
      );
}

/** The risk disclosure, in the page's language. */
export const risks = localized((): LegalDocument => ({
  id: 'risks',
  title: tx(msg`Risk disclosure`),
  summary: tx(
    msg`What can go wrong when you buy a crypto-asset such as ${{ symbol }}. Read it before you buy.`,
  ),
  updated: '2026-11-29',
  sections: [
    {
      id: 'loss',
      title: tx(msg`You can lose all of the money you spend`),
      paragraphs: [
        tx(
          msg`The price of a token can fall sharply and can go to zero. Only spend money you can afford to lose entirely.`,
        ),
        tx(
          msg`Nobody promises a price for ${{ symbol }}, a return, or that you can sell it again. The sale prices are set by us, not by a market.`,
        ),
      ],
    },
    {
      id: 'no-market',
      title: tx(msg`There may be nobody to sell to`),
      paragraphs: [
        tx(
          msg`Trades with a ${{ symbol }} market pair on a decentralised exchange fail until the contract owner enables trading, and nobody promises that it will be enabled, that ${{ symbol }} will be listed on an exchange, or that there will be buyers. With few buyers, selling even a small amount can move the price a long way.`,
        ),
      ],
    },
    {
      id: 'owner-control',
      title: tx(msg`The owner controls important settings`),
      paragraphs: [
        tx(
          msg`One wallet, the contract owner, can change the sale prices in ETH and USDC, open and close the sale stages, cancel a stage before finalizing it (its purchases are then refunded, so you get your payment back but not the ${{ symbol }}), change the referral rate and the trade fees within their caps, register market pairs, exclude addresses from fees and limits, and mint unsold ${{ symbol }} from the sale stages to any address. Minting adds to the supply, so each token is a smaller part of it. The terms of sale list every power the owner has, and what it cannot do: it cannot take the payments the contract holds for buyers.`,
        ),
        tx(
          msg`By setting a stage's closing time, or bringing it forward, the owner shortens the withdrawal period of purchases made after the change: none runs past the closing time. The change is announced and waits for the timelock's delay, and the Buy ECO dialog shows your purchase's deadline before you sign.`,
        ),
        tx(
          msg`If the owner's key is lost, stolen or misused, these powers go with it, and nobody can take them back.`,
        ),
      ],
    },
    {
      id: 'project-allocations',
      title: tx(msg`Large allocations are held by the project`),
      paragraphs: [
        tx(
          msg`${{ amount: ecoAmount(perMilleOfSupply(projectPerMille)) }}, ${{ percent: perMilleToPercent(projectPerMille) }} of the supply cap, is minted to the project's own wallets when the contract is deployed (${{ allocations: projectAllocationsText() }}). The contract does not lock these tokens: their holders can sell or move them at any time once trading is enabled, which can push the price down.`,
        ),
      ],
    },
    {
      id: 'money-back',
      title: tx(msg`Getting your money back has limits`),
      paragraphs: [
        tx(
          msg`A withdrawal counts only if the block that includes it comes before the deadline. A transaction sent in the last minutes can be mined too late, and a network fee spent on a failed withdrawal is not returned.`,
        ),
        tx(
          msg`A withdrawal or a refund takes back the ${{ symbol }} the purchase bought, from the wallet that bought it. If you have moved that ${{ symbol }} away (to an address excluded from fees before trading, or anywhere once trading is enabled) and cannot get it back, you cannot withdraw the purchase or claim its refund.`,
        ),
        tx(
          msg`A withdrawal or a refund pays back the same amount of ETH or USDC that you paid, whatever it is worth by then. ETH goes back to the address that bought: if that address refuses ETH (some contract wallets do), the withdrawal or refund fails.`,
        ),
        tx(
          msg`A purchase made after trading in ${{ symbol }} is enabled cannot be withdrawn, and a purchase made while a stage's closing time is set cannot be withdrawn after that time, even if that is sooner than the usual withdrawal period.`,
        ),
        tx(
          msg`The payments held for buyers are in the ${{ symbol }} contract itself. A mistake in its code could lock them, and then no withdrawal or refund could pay them out.`,
        ),
      ],
    },
    {
      id: 'usdc',
      title: tx(msg`USDC depends on Circle`),
      paragraphs: [
        usdcParagraph(),
        tx(
          msg`USDC is meant to be worth one US dollar and to be redeemable at Circle, but it can lose that value. A withdrawal or refund returns the number of USDC you paid, whatever they are then worth.`,
        ),
      ],
    },
    {
      id: 'smart-contract',
      title: tx(msg`Smart contracts can have bugs`),
      paragraphs: [
        tx(
          msg`${{ symbol }} is a smart contract. A mistake in its code could lose or lock funds, or let someone misuse it. Its code cannot be changed after deployment, so a mistake cannot be fixed in place. Unless an independent audit report is published on this site, assume the contract has not been audited.`,
        ),
      ],
    },
    {
      id: 'irreversible',
      title: tx(msg`Transactions cannot be reversed`),
      paragraphs: [
        tx(
          msg`A transaction on the blockchain is final. ETH or tokens sent to a wrong address, taken from a compromised wallet, or lost with a seed phrase cannot be recovered by anyone, including us.`,
        ),
        tx(
          msg`Scammers copy sites, contracts and messages. Check the address of this site and of the contract, and never share your seed phrase or private key: we never ask for them.`,
        ),
      ],
    },
    {
      id: 'network',
      title: tx(msg`The Ethereum network has its own risks`),
      paragraphs: [
        tx(
          msg`Every transaction pays a gas fee to the network, which can be high when the network is busy, and is not returned when a transaction fails. Transactions can be delayed, and the network itself can change or fail.`,
        ),
        tx(
          msg`Test networks such as Sepolia are for trying the site: ETH and ${{ symbol }} on them have no value.`,
        ),
      ],
    },
    {
      id: 'project',
      title: tx(msg`The project may not deliver what it plans`),
      paragraphs: [
        tx(
          msg`The climate campaigns and carbon credits this site describes are plans. They depend on us, on partners and on markets, and they can be delayed, changed or fail. The contract does not control how the money raised is spent, and buying ${{ symbol }} gives you no claim to any particular use of it.`,
        ),
      ],
    },
    {
      id: 'regulation',
      title: tx(msg`Laws and taxes can change`),
      paragraphs: [
        tx(
          msg`The rules for crypto-assets differ between countries and keep changing. A new rule could limit the sale, trading or holding of ${{ symbol }} where you live, or change how it is taxed. You are responsible for following the law and paying any tax where you live.`,
        ),
      ],
    },
    {
      id: 'this-site',
      title: tx(msg`This site can be wrong or unavailable`),
      paragraphs: [
        tx(
          msg`Figures on this site are read from the blockchain through third-party services, or written by us, and can be out of date or wrong. What counts is what the contract holds: check it on a block explorer before you rely on a figure. The site can be unavailable at times; the contract does not depend on it.`,
        ),
      ],
    },
    {
      id: 'not-advice',
      title: tx(msg`This is not advice`),
      paragraphs: [
        tx(
          msg`Nothing on this site is investment, financial, legal or tax advice, and this list does not name every risk. If you are unsure, ask an independent adviser before you buy.`,
        ),
      ],
    },
  ],
}));
