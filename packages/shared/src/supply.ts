// The supply figures the API reads from the chain (live, one multicall): docs/supply.md.

type Hex = `0x${string}`;

/** An amount of ECO, in base units and in whole ECO (decimal strings, no separators). */
export interface ApiSupplyAmount {
  /** Base units (10^-18 ECO), e.g. "275000000000000000000000000". */
  wei: string;
  /** ECO with up to 18 decimals, trailing zeros trimmed, e.g. "275000000" or "12.5". */
  eco: string;
}

/** One wallet whose balance was counted, and what it is. */
export interface ApiSupplyWallet extends ApiSupplyAmount {
  address: Hex;
  label: string;
}

/** Several wallets' balances and their sum. */
export interface ApiSupplyHeld extends ApiSupplyAmount {
  wallets: ApiSupplyWallet[];
}

/**
 * GET /api/supply. Every figure is read in one call at `blockNumber`, so they add up:
 * circulating = minted - lockedInVesting - treasury.
 */
export interface ApiSupplyResponse {
  chainId: number;
  /** The ECO contract. */
  token: Hex;
  decimals: number;
  /** The block the figures were read at (decimal string). */
  blockNumber: string;
  /** The contract's cap (`maxSupply()`): the most ECO that can ever exist. */
  maxSupply: ApiSupplyAmount;
  /** Everything minted so far (`totalSupply()`); what listing sites call total supply. */
  minted: ApiSupplyAmount;
  /** Held by the founders' vesting wallets (`foundersVestingWallets()`): not released yet. */
  lockedInVesting: ApiSupplyHeld;
  /** Held by the team's allocation wallets and the fund wallet. */
  treasury: ApiSupplyHeld;
  circulating: ApiSupplyAmount;
}
