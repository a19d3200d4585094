import { msg } from '@lingui/core/runtime-macro';
import { chainFacts } from '../lib/chain-facts';
import { localized, tx } from '../lib/localized';
import { listText } from './networks';
import { withdrawalPeriodText } from './sale-rules';
import type { HowToBuyGuide, HowToBuyStep } from './schemas';

/**
 * What the guide depends on in the build: the wallets and networks this site offers. The page
 * passes the build settings (src/config/env.ts), so the guide never names a wallet or a network
 * that the site in front of the reader does not offer.
 */
export type HowToBuySetup = {
  /** WalletConnect is offered (VITE_WALLETCONNECT_PROJECT_ID is set). */
  walletConnect: boolean;
  /** The networks the site offers (VITE_CHAINS), default first. */
  chainIds: readonly number[];
};

/**
 * How long the site waits for a transaction the network has no record of before it calls it
 * "Not found by the network" (NOT_FOUND_AFTER_MS in src/lib/wallet/follow-transaction.ts, which
 * this module does not import: it would bring the wallet code into the page; the test compares),
 * in the page's language.
 */
export const NOT_FOUND_AFTER_TEXT = localized(() => tx(msg`ten minutes`));

/** The sentences about the networks the site offers, for the funding step. */
export function networkParagraphs(chainIds: readonly number[]): string[] {
  const known = chainIds.flatMap((id) => {
    const network = chainFacts[id];
    return network ? [network] : [];
  });
  if (known.length === 0) return [];
  const names = listText(known.map((network) => network.inSentence));
  const tests = known.filter((network) => network.test).map((network) => network.inSentence);
  // The sentence on test money, when the site offers a test network, ends the paragraph.
  const testMoney =
    tests.length === 0
      ? ''
      : ` ${tx(msg`ETH on ${{ testNetworks: listText(tests) }} is test money with no value, for trying the sale; so is the ECO bought with it.`)}`;
  return [
    known.length === 1
      ? tx(
          msg`This site offers ${{ network: names }}. Your ETH must be on that network: ETH on another network cannot pay for ECO here, and the Buy ECO dialog asks you to switch your wallet to it.${{ testMoney }}`,
        )
      : tx(
          msg`This site offers ${{ networks: names }}. Your ETH must be on the network you buy on: ETH on another network cannot pay for ECO there, and the Buy ECO dialog asks you to switch your wallet when ECO is not available on its network.${{ testMoney }}`,
        ),
  ];
}

/** The first-time buyer's guide, for the wallets and networks `setup` says the site offers. */
export function howToBuyGuide(setup: HowToBuySetup): HowToBuyGuide {
  const steps: HowToBuyStep[] = [
    {
      id: 'install-a-wallet',
      title: tx(msg`Install a wallet`),
      paragraphs: [
        tx(
          msg`You buy ECO with an Ethereum wallet: the app that holds the keys to your address and signs your transactions. The site never sees your keys, and nobody from Green Planet ECO will ever ask for your recovery phrase or private key.`,
        ),
        tx(
          msg`The site works with browser wallets that announce themselves through the EIP-6963 standard, as current browser extension wallets such as MetaMask do: each one you have installed is listed by name in the site's "Connect a wallet" dialog. Install a wallet from its own website or your browser's extension store, create an account in it and write down the recovery phrase it shows you. Keep it offline: whoever has it controls your wallet.`,
        ),
        ...(setup.walletConnect
          ? [
              tx(
                msg`You can also use a wallet app on your phone: choose WalletConnect in the dialog and scan the QR code it shows with the app.`,
              ),
            ]
          : []),
        tx(
          msg`If the dialog finds no browser wallet, it says so and links to ethereum.org's list of wallets.`,
        ),
      ],
      screenshots: [
        {
          name: 'connect-dialog',
          alt: tx(
            msg`The "Connect a wallet" dialog: "Choose the wallet you want to use on Green Planet ECO. We never see your keys.", one button per wallet found in the browser (here a test wallet) with its name and icon, and a note that crypto-assets are risky.`,
          ),
          caption: tx(msg`The "Connect a wallet" dialog lists the wallets your browser offers.`),
        },
      ],
    },
    {
      id: 'fund-your-wallet',
      title: tx(msg`Put ETH in your wallet`),
      paragraphs: [
        tx(
          msg`You pay for ECO in ETH, or in USDC in a stage that has a price in USDC, and every transaction also pays a network fee in ETH (see "The network fee" below), so your wallet needs ETH in any case. You can buy ETH or USDC on an exchange and send it to your wallet's address, or buy it in your wallet if it offers that.`,
        ),
        ...networkParagraphs(setup.chainIds),
        tx(
          msg`Copy your address from your wallet (once connected, the wallet menu at the top of this site copies it too), and compare the first and last characters after pasting it.`,
        ),
      ],
    },
    {
      id: 'connect-your-wallet',
      title: tx(msg`Connect your wallet`),
      paragraphs: [
        tx(
          msg`Press Connect Wallet at the top of any page, or in the Buy ECO dialog, choose your wallet and approve the connection in it. Connecting tells the site your address; it moves no funds and gives the site no control over them.`,
        ),
        tx(
          msg`The button at the top then shows your address. Its menu shows your ECO balance, copies your address, opens it on a block explorer where the network has one, and disconnects the wallet. If your wallet is on a network this site does not offer, the button offers to switch it.`,
        ),
      ],
    },
    {
      id: 'choose-a-stage',
      title: tx(msg`Choose a sale stage and an amount`),
      paragraphs: [
        tx(
          msg`Press Buy ECO (on the home page, the token page or at the end of this guide). The dialog reads the sale from the contract and shows a tab for each of the three stages with its price per ECO. Each stage sells its own allocation at its own fixed price, set in the contract, and the dialog opens on the cheapest stage your wallet may buy in.`,
        ),
        tx(
          msg`The dialog shows how much ECO is left in the stage and how much one wallet may buy there, and refuses an amount above either before anything is sent. A closed stage says so, and when it opens by itself at a set time, it says when.`,
        ),
        tx(
          msg`Type the ECO you want, or the ETH you want to spend: the other field follows. Max fills in the most your ETH pays for within those limits, keeping some back for the network fee, and your wallet balance is shown under the ETH field. Before you sign, the summary shows the price, the cost, an estimate of the network fee and the total, in ETH and approximately in US dollars from a Chainlink ETH/USD price feed (with how old its answer is; the dollar figures are left out when the answer is older than the feed promises). There is no fee on sale purchases: the token's fees apply only to trades on the market pair. If more ETH than the price reaches the contract, it refunds the difference in the same transaction.`,
        ),
        tx(
          msg`Where the stage has a price in USDC, you can pay in USDC instead of ETH. Your wallet then allows the contract to take exactly the cost: with one signature (a permit) and one transaction; with one prompt, if your wallet can send the approval and the purchase together as one batch; or in two numbered steps, the approval and then the purchase. The network fee is still paid in ETH.`,
        ),
        tx(
          msg`Before you sign, the dialog shows until when you may withdraw the purchase and, if the stage has a minimum raise, where it stands (see "If you change your mind" below).`,
        ),
        tx(
          msg`If you opened the site through a referral link, the dialog names the referrer: once your purchase is final they receive a reward from the sale on top of your tokens, out of the stage's allocation, and nothing if you withdraw it. You pay the same price and receive all the ECO you buy, but the reward counts against your cap per wallet in that stage, so with a referrer you can buy a little less. The Partners stage pays no referral rewards.`,
        ),
        tx(
          msg`Before your first purchase, the dialog asks for your country of residence (ECO is offered in some countries only: the eligibility page lists them) and for your acceptance of the terms of the sale, the risk disclosure and the white paper, which it links. Your browser remembers what you accepted, and so does your account if you are signed in; when one of the texts changes, the dialog asks again.`,
        ),
      ],
      points: [
        tx(
          msg`Partners: only for addresses on the partners list. The list is a merkle tree whose root is stored in the contract, and each partner's entry holds an allocation; a purchase carries the proof that the buyer's address and allocation are on the list. The site finds your proof for you, and says so if your wallet is not on the list. A partner buys up to their allocation, and never more than the stage's cap per wallet.`,
        ),
        tx(
          msg`Private sale and public sale: any wallet may buy in them while they are open, up to the cap per wallet of each stage.`,
        ),
      ],
      screenshots: [
        {
          name: 'buy-dialog',
          alt: tx(
            msg`The Buy ECO dialog with a wallet connected and the Public stage chosen: tabs for the Partners, Private and Public stages with their prices, the ECO left and the cap per wallet, the amounts of ECO and ETH, the cost summary with the note that sale purchases pay no fee, the terms to accept and the Purchase button.`,
          ),
          caption: tx(msg`The Buy ECO dialog: a stage, an amount and its cost in ETH.`),
        },
      ],
      links: [
        { label: tx(msg`Terms of the sale`), to: '/terms' },
        { label: tx(msg`Risk disclosure`), to: '/risks' },
        { label: tx(msg`Who may buy, and where ECO is offered`), to: '/sale/eligibility' },
        {
          label: tx(msg`The token, its sale stages and what the owner can do`),
          to: '/about/token',
        },
      ],
    },
    {
      id: 'network-fee',
      title: tx(msg`The network fee (gas)`),
      paragraphs: [
        tx(
          msg`Every Ethereum transaction pays a network fee in ETH for being processed on the network, a purchase as well as the withdrawal of one or the claim of a refund; it is not paid to Green Planet ECO. The fee is the gas the transaction uses times the price of gas at that moment, which rises when the network is busy.`,
        ),
        tx(
          msg`The Buy ECO dialog estimates the fee from the network's current gas price and lets you buy only when your wallet holds enough ETH for the cost and the fee. Your wallet shows its own estimate before you confirm, and the receipt shows the fee actually paid.`,
        ),
        tx(
          msg`Before your wallet asks you to confirm, the dialog checks the purchase against the contract, so a purchase the contract would refuse is stopped there and costs nothing. A transaction that is sent and then fails on the chain still pays its fee: the dialog then says that no ECO was bought and only the network fee was spent.`,
        ),
      ],
    },
    {
      id: 'confirm-and-wait',
      title: tx(msg`Confirm, then wait for the network`),
      paragraphs: [
        tx(
          msg`Press Purchase and confirm in your wallet. Once the transaction is sent, the dialog says "Purchase sent. Waiting for the network to confirm it…" with the transaction beneath. While you wait:`,
        ),
      ],
      points: [
        tx(
          msg`Do not send the purchase again: a second purchase is a second transaction, and both can go through.`,
        ),
        tx(
          msg`To hurry it or call it off, use your wallet's speed-up or cancel, if it has them. Either sends a new transaction with the same nonce (its number in your wallet's sequence of transactions), which takes the first one's place: only one of the two can run. The site follows the replacement. A sped-up purchase is the same purchase at a higher fee, and its receipt is the new transaction's; a cancelled one buys no ECO, and only the cancellation's network fee is spent.`,
        ),
        tx(
          msg`You may close the dialog or reload the page: the site keeps watching the transaction and lists it under "Recent activity" in the wallet menu at the top, with where it stands and a link to its receipt. The list holds what you sent from this browser.`,
        ),
        tx(
          msg`If there is still no receipt ${{ waitTime: NOT_FOUND_AFTER_TEXT() }} after you sent it, and the network has no record of the transaction, the site marks it "Not found by the network". That is not the same as failed: nothing happened on the chain and no ECO was bought by it. It was probably dropped (a fee too low) or replaced in your wallet, so check your wallet's activity before you buy again.`,
        ),
      ],
      screenshots: [
        {
          name: 'purchase-pending',
          alt: tx(
            msg`The bottom of the Buy ECO dialog while a purchase is pending: the button reads "Waiting for confirmation…" beside a spinner, and a light blue box says "Purchase sent. Waiting for the network to confirm it…" above the transaction.`,
          ),
          caption: tx(msg`Sent and waiting: do not send it again.`),
        },
      ],
    },
    {
      id: 'check-your-purchase',
      title: tx(msg`Check your purchase`),
      paragraphs: [
        tx(
          msg`When the network confirms the purchase, the dialog says "Purchase confirmed" with the ECO now in your wallet, and offers View your receipt, View portfolio and Add ECO to wallet, which asks your wallet to list ECO among its tokens.`,
        ),
        tx(
          msg`The receipt page is decoded from the transaction on the blockchain, not from our records: the buyer, the sale stage, the ECO bought, the price per ECO and the ETH paid, any referrer, the block, the confirmations and the network fee. Its address is /receipt/ followed by the network's chain id and the transaction hash. You can download it as a PDF, copy its link or open it from its QR code, and anyone with the link can check it.`,
        ),
        tx(
          msg`Your portfolio shows the connected wallet's ECO and ETH balances and its purchase history, each purchase with its receipt; a new purchase can take a moment to appear there.`,
        ),
        tx(
          msg`Every purchase is a public transaction: look it up by its hash on a block explorer, where the network has one. The dialog, the receipt and the portfolio link to it.`,
        ),
      ],
      screenshots: [
        {
          name: 'purchase-confirmed',
          alt: tx(
            msg`The bottom of the Buy ECO dialog after the purchase was confirmed: a light green box says "Purchase confirmed" with the ECO bought, then the transaction and the buttons View your receipt, View portfolio and Add ECO to wallet.`,
          ),
          caption: tx(msg`Confirmed, with the way to its receipt.`),
        },
        {
          name: 'receipt',
          alt: tx(
            msg`The top of a purchase receipt page, "Receipt: ECO purchase": the buyer's address, the sale stage, the ECO bought, the price per ECO, the ETH paid and the referrer, read from the blockchain.`,
          ),
          caption: tx(msg`A purchase receipt, read from the blockchain.`),
        },
      ],
      links: [{ label: tx(msg`Your portfolio`), to: '/portfolio' }],
    },
    {
      id: 'change-your-mind',
      title: tx(msg`If you change your mind`),
      paragraphs: [
        tx(
          msg`You may withdraw a purchase within its withdrawal period after it (${{ period: withdrawalPeriodText() }}), without a reason and without asking anyone. The period never runs past the stage's closing time if one was set when you bought, and a purchase made after trading is enabled has none. You get back exactly what it cost, in ETH or USDC as you paid, and its ECO goes back from your wallet, so keep it there until the deadline has passed. Your portfolio shows each purchase's deadline.`,
        ),
        tx(
          msg`If a stage sells less than its minimum raise by its deadline, or the owner cancels it (announced in advance, and only before the stage is finalized), every buyer in it may claim a full refund, with no deadline. You claim it yourself, as you would withdraw.`,
        ),
        tx(
          msg`A withdrawal or a refund is one transaction that you sign; its network fee is yours. Send it well before the deadline: what counts is the time of the block that includes it.`,
        ),
      ],
      links: [
        { label: tx(msg`Your right of withdrawal, in the terms`), to: '/terms' },
        { label: tx(msg`Your portfolio`), to: '/portfolio' },
      ],
    },
  ];
  return {
    title: tx(msg`How to buy ECO`),
    summary: tx(
      msg`A first purchase step by step: a wallet, ETH or USDC, the sale stages, the network fee, what to do while a transaction is pending, how to check your purchase and how to withdraw it.`,
    ),
    steps,
  };
}
