import { BaseError, ContractFunctionRevertedError, UserRejectedRequestError } from 'viem';
import type { ecoDonationsAbi } from './generated/eco-donations-abi';
import type { ecoTokenAbi } from './generated/eco-token-abi';

/** Every custom error the ECO contract can revert with. */
export type EcoErrorName = Extract<(typeof ecoTokenAbi)[number], { type: 'error' }>['name'];
/** Every custom error the EcoDonations contract can revert with. */
export type EcoDonationsErrorName = Extract<
  (typeof ecoDonationsAbi)[number],
  { type: 'error' }
>['name'];

/**
 * User-facing English message per contract error. `satisfies` makes the typecheck fail when the
 * contract gains an error that has no message here.
 */
export const ecoErrorMessages = {
  SaleClosed: 'This sale stage is closed.',
  NotAPartner: 'This wallet is not on the partners list, or not with this allocation.',
  ZeroAmount: 'Enter an amount greater than zero.',
  ZeroAddress: 'An address is required; the zero address is not allowed.',
  ExceedsRemainingAllocation:
    'Not enough tokens are left in this sale stage for this amount (including any referral reward).',
  InsufficientPayment: 'The ETH sent does not cover the price of these tokens.',
  RefundFailed: 'The ETH owed to your wallet (an overpayment or a refund) could not be sent to it.',
  TradingNotEnabled: 'Trading on the exchange has not been enabled yet.',
  TradingAlreadyEnabled: 'Trading is already enabled.',
  ExceedsMaxTransaction: 'This amount is above the maximum allowed per transaction.',
  FeeAboveCap: 'The fee is above its maximum (buy 2%, sell 3%).',
  InvalidRate: 'The limit must be between 1 and 1000 per mille of the supply.',
  ReferralRewardAboveCap: 'The referral reward is above its maximum of 20%.',
  InvalidPrice: 'The price must be greater than zero.',
  NothingToWithdraw:
    'Nothing can be withdrawn yet: every payment the contract holds may still go back to its buyer.',
  WithdrawFailed: 'The fund wallet did not accept the ETH.',
  RenounceOwnershipDisabled: 'Ownership cannot be renounced; transfer it instead.',
  ExceedsWalletCap:
    'This wallet would go past the most one wallet may buy in this sale stage; buy less.',
  InvalidWalletCap: 'The cap per wallet must be more than zero.',
  InvalidSaleSchedule: "A stage's closing time must come after its opening time.",
  NotOwnerOrSaleGuardian: 'Only the owner or the sale guardian can close a sale stage.',
  InvalidVestingSchedule:
    "The founders' vesting needs a duration, and a cliff no longer than that duration.",
  NotAPairOfThisToken:
    'Only a trading pair of ECO (a contract whose token0 or token1 is ECO) can be a market pair.',
  ERC20InsufficientBalance: 'This wallet does not hold enough ECO.',
  ERC20InsufficientAllowance: 'The spending allowance is too low for this amount.',
  ERC20InvalidApprover: 'The approving address is not valid.',
  ERC20InvalidReceiver: 'The receiving address is not valid.',
  ERC20InvalidSender: 'The sending address is not valid.',
  ERC20InvalidSpender: 'The spender address is not valid.',
  OwnableUnauthorizedAccount: 'Only the contract owner can do this.',
  OwnableInvalidOwner: 'The new owner address is not valid.',
  ReentrancyGuardReentrantCall: 'The contract refused a nested call; try again.',
  UnknownPurchase: 'There is no such purchase in this sale stage.',
  NotYourPurchase: 'Only the wallet that made this purchase can withdraw it or claim its refund.',
  PurchaseSettled: 'This purchase is already final, withdrawn or refunded.',
  WithdrawalWindowClosed: 'The withdrawal period of this purchase has ended.',
  NotRefundable:
    'Refunds are for a cancelled sale stage or one that missed its minimum raise; this one stands.',
  PurchasedTokensNotHeld:
    'This wallet no longer holds the ECO this purchase bought; they must go back with the refund.',
  StageIsCancelled: 'This sale stage was cancelled; it cannot be opened or sold from again.',
  StageAlreadyFinalized:
    'This sale stage was finalized: it can no longer be cancelled, nor finalized again.',
  StageNotReleasable:
    "This stage's purchases cannot be settled yet: the owner has not finalized it, or its minimum raise is pending or was missed.",
  CancelAfterTradingEnabled:
    'A sale stage cannot be cancelled once trading is enabled: tokens bought on the market could be handed back at the sale price.',
  WithdrawalWindowsOpen: 'Trading cannot be enabled before the last withdrawal period has ended.',
  MinimumRaisePending: "Trading cannot be enabled while a stage's minimum raise is still pending.",
  InvalidMinimumRaise:
    'A minimum raise needs an amount within the stage and a deadline still ahead, or neither.',
  InvalidWithdrawalPeriod: 'The withdrawal period may be at most 365 days.',
  UsdcNotAccepted: 'This sale does not take USDC on this network.',
  NoUsdcPrice: 'This sale stage is sold for ETH only.',
  InsufficientUsdcAllowance:
    'The sale may not spend enough of your USDC yet: approve the amount first, then buy.',
  IneligibleReferrer:
    'The referrer must be another wallet that has bought ECO itself; buy without it or check the link.',
  NoReferralsInStage: 'The partners stage pays no referral rewards; buy without a referrer.',
  SafeERC20FailedOperation: 'The USDC transfer failed.',
  SafeCastOverflowedUintDowncast: 'This amount is far beyond anything the sale can record.',
} as const satisfies Record<EcoErrorName, string>;

/**
 * User-facing English message per EcoDonations error, as for ECO's above. A donor meets the first
 * few (the site checks the same rules before it sends, but the chain can change in between); the
 * owner's errors are worded for the owner's tools.
 */
export const ecoDonationsErrorMessages = {
  ZeroDonation: 'Enter an amount greater than zero.',
  MemoTooLong: 'The message is longer than the 140 bytes the contract accepts; shorten it.',
  UnknownCampaign: 'This campaign is not registered for donations on this network.',
  CampaignNotActive: 'This campaign is not taking donations right now; nothing was sent.',
  ForwardFailed: "The campaign's wallet did not accept the ETH, so nothing was donated.",
  DirectTransferRefused:
    'ETH sent straight to the donations contract is refused; donate to a campaign instead.',
  InvalidCampaignId: 'Campaign numbers start at 1.',
  CampaignAlreadyRegistered: 'This campaign is registered already.',
  InvalidCampaignWallet:
    "A campaign's wallet may be neither the zero address nor the donations contract itself.",
  CampaignListMismatch: 'Every campaign registered at deployment needs exactly one wallet.',
  OwnableUnauthorizedAccount: 'Only the contract owner can do this.',
  OwnableInvalidOwner: 'The new owner address is not valid.',
} as const satisfies Record<EcoDonationsErrorName, string>;

/**
 * Name of the custom error inside a viem error that `messages` words, if the failure was a decoded
 * revert of that contract (a call made with its ABI, which decodes it).
 */
function errorNameIn<Name extends string>(
  messages: Record<Name, string>,
  error: unknown,
): Name | undefined {
  if (!(error instanceof BaseError)) return undefined;
  const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError);
  const name = (reverted as ContractFunctionRevertedError | null)?.data?.errorName;
  return name !== undefined && name in messages ? (name as Name) : undefined;
}

/** Name of the ECO custom error inside a viem error, if the failure was a contract revert. */
export const getEcoErrorName = (error: unknown) => errorNameIn(ecoErrorMessages, error);

/** Name of the EcoDonations custom error inside a viem error, if the failure was its revert. */
export const getEcoDonationsErrorName = (error: unknown) =>
  errorNameIn(ecoDonationsErrorMessages, error);

/** One sentence to show the user for any error of a call: its custom error in `messages`' words. */
function messageIn<Name extends string>(messages: Record<Name, string>, error: unknown): string {
  const name = errorNameIn(messages, error);
  return name ? messages[name] : otherErrorMessage(error);
}

/** Turns any error from a contract read or write into one sentence to show the user. */
export const getEcoErrorMessage = (error: unknown) => messageIn(ecoErrorMessages, error);

/** The same for a call to EcoDonations: its errors in words, anything else as above. */
export const getEcoDonationsErrorMessage = (error: unknown) =>
  messageIn(ecoDonationsErrorMessages, error);

/** A failure that is no custom error of the contract called: a rejection, or the error's words. */
function otherErrorMessage(error: unknown): string {
  if (error instanceof BaseError) {
    if (error.walk((e) => e instanceof UserRejectedRequestError)) {
      return 'You rejected the request in your wallet.';
    }
    return error.shortMessage;
  }
  return error instanceof Error ? error.message : 'The transaction failed.';
}
