import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  getEcoDonationsErrorName,
  getEcoErrorName,
  type EcoDonationsErrorName,
  type EcoErrorName,
} from '@eco/contracts/errors';
import { BaseError, UserRejectedRequestError } from 'viem';
import { walletErrorKind, walletErrorText } from '@/lib/wallet/errors';

// The contracts' refusals in the visitor's words and language: the contracts package names the
// custom error a call reverted with (from the ABI), the site says what it means. `satisfies`
// makes the typecheck fail when a contract gains an error that has no sentence here.

/** One sentence per custom error of the ECO contract. */
const ecoRefusals = {
  SaleClosed: msg`This sale stage is closed.`,
  NotAPartner: msg`This wallet is not on the partners list, or not with this allocation.`,
  ZeroAmount: msg`Enter an amount greater than zero.`,
  ZeroAddress: msg`An address is required; the zero address is not allowed.`,
  ExceedsRemainingAllocation: msg`Not enough tokens are left in this sale stage for this amount (including any referral reward).`,
  InsufficientPayment: msg`The ETH sent does not cover the price of these tokens.`,
  RefundFailed: msg`The ETH owed to your wallet (an overpayment or a refund) could not be sent to it.`,
  TradingNotEnabled: msg`Trading on the exchange has not been enabled yet.`,
  TradingAlreadyEnabled: msg`Trading is already enabled.`,
  ExceedsMaxTransaction: msg`This amount is above the maximum allowed per transaction.`,
  FeeAboveCap: msg`The fee is above its maximum (buy 2%, sell 3%).`,
  InvalidRate: msg`The limit must be between 1 and 1000 per mille of the supply.`,
  ReferralRewardAboveCap: msg`The referral reward is above its maximum of 20%.`,
  InvalidPrice: msg`The price must be greater than zero.`,
  NothingToWithdraw: msg`Nothing can be withdrawn yet: every payment the contract holds may still go back to its buyer.`,
  WithdrawFailed: msg`The fund wallet did not accept the ETH.`,
  RenounceOwnershipDisabled: msg`Ownership cannot be renounced; transfer it instead.`,
  ExceedsWalletCap: msg`This wallet would go past the most one wallet may buy in this sale stage; buy less.`,
  InvalidWalletCap: msg`The cap per wallet must be more than zero.`,
  InvalidSaleSchedule: msg`A stage's closing time must come after its opening time.`,
  NotOwnerOrSaleGuardian: msg`Only the owner or the sale guardian can close a sale stage.`,
  InvalidVestingSchedule: msg`The founders' vesting needs a duration, and a cliff no longer than that duration.`,
  NotAPairOfThisToken: msg`Only a trading pair of ECO (a contract whose token0 or token1 is ECO) can be a market pair.`,
  ERC20InsufficientBalance: msg`This wallet does not hold enough ECO.`,
  ERC20InsufficientAllowance: msg`The spending allowance is too low for this amount.`,
  ERC20InvalidApprover: msg`The approving address is not valid.`,
  ERC20InvalidReceiver: msg`The receiving address is not valid.`,
  ERC20InvalidSender: msg`The sending address is not valid.`,
  ERC20InvalidSpender: msg`The spender address is not valid.`,
  OwnableUnauthorizedAccount: msg`Only the contract owner can do this.`,
  OwnableInvalidOwner: msg`The new owner address is not valid.`,
  ReentrancyGuardReentrantCall: msg`The contract refused a nested call; try again.`,
  UnknownPurchase: msg`There is no such purchase in this sale stage.`,
  NotYourPurchase: msg`Only the wallet that made this purchase can withdraw it or claim its refund.`,
  PurchaseSettled: msg`This purchase is already final, withdrawn or refunded.`,
  WithdrawalWindowClosed: msg`The withdrawal period of this purchase has ended.`,
  NotRefundable: msg`Refunds are for a cancelled sale stage or one that missed its minimum raise; this one stands.`,
  PurchasedTokensNotHeld: msg`This wallet no longer holds the ECO this purchase bought; they must go back with the refund.`,
  StageIsCancelled: msg`This sale stage was cancelled; it cannot be opened or sold from again.`,
  StageAlreadyFinalized: msg`This sale stage was finalized: it can no longer be cancelled, nor finalized again.`,
  StageNotReleasable: msg`This stage's purchases cannot be settled yet: the owner has not finalized it, or its minimum raise is pending or was missed.`,
  CancelAfterTradingEnabled: msg`A sale stage cannot be cancelled once trading is enabled: tokens bought on the market could be handed back at the sale price.`,
  WithdrawalWindowsOpen: msg`Trading cannot be enabled before the last withdrawal period has ended.`,
  MinimumRaisePending: msg`Trading cannot be enabled while a stage's minimum raise is still pending.`,
  InvalidMinimumRaise: msg`A minimum raise needs an amount within the stage and a deadline still ahead, or neither.`,
  InvalidWithdrawalPeriod: msg`The withdrawal period may be at most 365 days.`,
  UsdcNotAccepted: msg`This sale does not take USDC on this network.`,
  NoUsdcPrice: msg`This sale stage is sold for ETH only.`,
  InsufficientUsdcAllowance: msg`The sale may not spend enough of your USDC yet: approve the amount first, then buy.`,
  IneligibleReferrer: msg`The referrer must be another wallet that has bought ECO itself; buy without it or check the link.`,
  NoReferralsInStage: msg`The partners stage pays no referral rewards; buy without a referrer.`,
  SafeERC20FailedOperation: msg`The USDC transfer failed.`,
  SafeCastOverflowedUintDowncast: msg`This amount is far beyond anything the sale can record.`,
} as const satisfies Record<EcoErrorName, MessageDescriptor>;

/**
 * One sentence per custom error of EcoDonations. A donor meets the first few (the site checks the
 * same rules before it sends, but the chain can change in between); the owner's errors are worded
 * for the owner's tools.
 */
const donationsRefusals = {
  ZeroDonation: msg`Enter an amount greater than zero.`,
  MemoTooLong: msg`The message is longer than the 140 bytes the contract accepts; shorten it.`,
  UnknownCampaign: msg`This campaign is not registered for donations on this network.`,
  CampaignNotActive: msg`This campaign is not taking donations right now; nothing was sent.`,
  ForwardFailed: msg`The campaign's wallet did not accept the ETH, so nothing was donated.`,
  DirectTransferRefused: msg`ETH sent straight to the donations contract is refused; donate to a campaign instead.`,
  InvalidCampaignId: msg`Campaign numbers start at 1.`,
  CampaignAlreadyRegistered: msg`This campaign is registered already.`,
  InvalidCampaignWallet: msg`A campaign's wallet may be neither the zero address nor the donations contract itself.`,
  CampaignListMismatch: msg`Every campaign registered at deployment needs exactly one wallet.`,
  OwnableUnauthorizedAccount: msg`Only the contract owner can do this.`,
  OwnableInvalidOwner: msg`The new owner address is not valid.`,
} as const satisfies Record<EcoDonationsErrorName, MessageDescriptor>;

/** The ECO contract's refusal in `error`, in words, if it is one of its custom errors. */
export function ecoRefusal(error: unknown): string | undefined {
  const name = getEcoErrorName(error);
  return name ? i18n._(ecoRefusals[name]) : undefined;
}

/** EcoDonations' refusal in `error`, in words, if it is one of its custom errors. */
export function donationsRefusal(error: unknown): string | undefined {
  const name = getEcoDonationsErrorName(error);
  return name ? i18n._(donationsRefusals[name]) : undefined;
}

/** An unknown failure, quoting its own words (under a title that already says it failed). */
const failedWith = msg({ message: 'Reported by the wallet or the network: {detail}' });

/**
 * Any error of a call to ECO in one sentence, in the page's language: its refusal, a rejection in
 * the wallet, a kind of wallet or network failure the site knows (lib/wallet/errors.ts), or else
 * the error's own words, quoted as what the wallet or the network reported (viem's short message,
 * English: it names what failed, and is what a support request needs).
 */
export function ecoErrorText(error: unknown): string {
  const refusal = ecoRefusal(error);
  if (refusal) return refusal;
  if (error instanceof BaseError && error.walk((e) => e instanceof UserRejectedRequestError)) {
    return i18n._(msg`You rejected the request in your wallet.`);
  }
  const kind = walletErrorKind(error);
  if (kind !== 'unknown') return walletErrorText(kind).message;
  const detail =
    error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : '';
  return detail
    ? i18n._({ ...failedWith, values: { detail } })
    : i18n._(msg`The transaction failed.`);
}

/** Every sentence, for the test that each is one (not exported to the site's code). */
export const refusalSentences = { eco: ecoRefusals, donations: donationsRefusals, failedWith };
