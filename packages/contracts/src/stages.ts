/** Sale stages as the contract's `Stage` enum numbers them (uint8 in the ABI). */
export const SaleStage = { Partners: 0, Private: 1, Public: 2 } as const;

/** One of SaleStage's values. */
export type SaleStage = (typeof SaleStage)[keyof typeof SaleStage];

/** Stage name by number, for messages such as SaleClosed(stage). */
export const saleStageNames = ['partners', 'private', 'public'] as const;
