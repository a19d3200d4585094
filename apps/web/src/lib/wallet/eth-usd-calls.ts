// The feed's reads for a batched multicall: apart from eth-usd.ts, which pages import for the
// words and figures, because the ABIs and viem's parser would weigh on those pages' first load.
// They live with the other shared figures' reads in @eco/contracts (docs/decisions/0040).
export {
  blockTimestampCall,
  ethUsdFeedCalls,
  parseEthUsdReads,
  type EthUsdReading,
} from '@eco/contracts/figure-reads';
