/**
 * ECO's events that record a change made by its owner (or, for closing a stage, its sale
 * guardian): the rows of the owner's audit log, as the indexer stores them and the site shows them.
 */
export const ecoOwnerEventNames = [
  'FeesUpdated',
  'TradingEnabledUpdated',
  'MaxTransactionLimitEnabledUpdated',
  'MaxTransferRatesUpdated',
  'ExcludedFromFeesUpdated',
  'ExcludedFromLimitsUpdated',
  'MarketPairUpdated',
  'MerkleRootOfPartnersUpdated',
  'TokenPriceUpdated',
  'UsdcPriceUpdated',
  'SaleOpenUpdated',
  'SaleScheduleUpdated',
  'SaleGuardianUpdated',
  'ReferralRewardBpsUpdated',
  'WalletCapUpdated',
  'FundWalletUpdated',
  'Withdrawn',
  'OwnerMinted',
  'StageCancelled',
  'StageFinalized',
  'OwnershipTransferStarted',
  'OwnershipTransferred',
] as const;

export type EcoOwnerEventName = (typeof ecoOwnerEventNames)[number];
