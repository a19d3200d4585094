import { z } from 'zod';

// The figures every visitor shares, as the API reads them from the ECO contract once per block
// (GET /api/chain/:chainId/figures, docs/decisions/0040): the token page's facts, every sale
// stage's price, allocation, sold, open, cap, schedule and money-back terms, and the ETH/USD
// feed's latest round. Amounts are decimal strings (base units, as the contract answers), so no
// figure loses precision in JSON; the site turns them back into bigints.

/** A whole number of base units (or seconds, or basis points) as a decimal string. */
const amount = z.string().regex(/^\d{1,78}$/, 'must be a whole number as a decimal string');
/** A signed whole number as a decimal string (the feed's answer is an int256). */
const signedAmount = z.string().regex(/^-?\d{1,78}$/, 'must be a whole number as a decimal string');
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address') as z.ZodType<
  `0x${string}`,
  string
>;
const hash = z.string().regex(/^0x[0-9a-f]{64}$/, 'must be a block hash') as z.ZodType<
  `0x${string}`,
  string
>;

export const chainFigureStageSchema = z.object({
  /** Wei per whole ECO (`tokenPrice`). */
  price: amount,
  allocation: amount,
  /** Sold so far, net of withdrawals and refunds (`soldIn`). */
  sold: amount,
  open: z.boolean(),
  walletCap: amount,
  /** When the stage opens and closes by itself, seconds since the epoch (0: by hand). */
  opensAt: amount,
  closesAt: amount,
  /** USDC base units per whole ECO (0: ETH only). */
  usdcPrice: amount,
  minimum: z.object({
    amount,
    deadline: amount,
    counted: amount,
    // @eco/contracts' minimumStates (which depends on this package, so they are spelled here).
    state: z.enum(['none', 'pending', 'met', 'missed']),
  }),
  cancelled: z.boolean(),
  finalized: z.boolean(),
});

export const chainFigureSharesSchema = z.object({
  privateSaleShare: amount,
  publicSaleShare: amount,
  ecosystemShare: amount,
  communityShare: amount,
  foundersShare: amount,
  listingShare: amount,
  partnersShare: amount,
  marketingShare: amount,
});

/** The token's figures, each under its getter's name in the contract. */
export const chainTokenFiguresSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  decimals: z.number().int().min(0).max(255),
  totalSupply: amount,
  maxSupply: amount,
  buyFee: amount,
  sellFee: amount,
  maxBuyFee: amount,
  maxSellFee: amount,
  tradingEnabled: z.boolean(),
  maxTransactionLimitEnabled: z.boolean(),
  maxTransferAmount: amount,
  maxTransferAmountBuy: amount,
  referralRewardBps: amount,
  foundersVestingWallets: z.tuple([address, address, address]),
  owner: address,
  pendingOwner: address,
  saleGuardian: address,
  fundWallet: address,
  maxReferralRewardBps: amount,
  shares: chainFigureSharesSchema,
  stages: z.object({
    partners: chainFigureStageSchema,
    private: chainFigureStageSchema,
    public: chainFigureStageSchema,
  }),
});

/** The ETH/USD feed's latest round as read at the block (judged by the reader, not here). */
export const chainEthUsdSchema = z.object({
  feed: address,
  roundId: amount,
  /** USD per ETH in units of 10^-decimals. */
  answer: signedAmount,
  updatedAt: amount,
  answeredInRound: amount,
  decimals: z.number().int().min(0).max(255),
  /** The feed's promise: a new answer at least this often (an older one is not shown). */
  heartbeatSeconds: z.number().int().positive(),
  /** The local chain's mock feed, not Chainlink's. */
  mock: z.boolean(),
});

/** GET /api/chain/:chainId/figures. */
export const chainFiguresSchema = z.object({
  chainId: z.number().int().positive(),
  /** The ECO contract they were read from. */
  token: address,
  /** The block every figure was read at: all of them in one call, so they agree. */
  block: z.object({
    number: amount,
    hash,
    /** The block's time, seconds since the epoch: the chain's clock the sale calendar runs on. */
    timestamp: amount,
  }),
  figures: chainTokenFiguresSchema,
  /** Null where the chain has no ETH/USD feed. */
  ethUsd: chainEthUsdSchema.nullable(),
});

export type ApiChainFigures = z.infer<typeof chainFiguresSchema>;
