// The one read of the sale stages' state, shared by the token page, the Buy dialog, the
// eligibility check and the offer's results. Each puts these calls into its own single multicall beside what else it
// reads, so the stages cost no request of their own. They live with the other shared figures'
// reads in @eco/contracts, which the API reads them with too (docs/decisions/0040).
export {
  parseSaleStages,
  saleStageContracts,
  type SaleStageState,
} from '@eco/contracts/figure-reads';
