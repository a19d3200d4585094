import { t } from '@lingui/core/macro';
import type { SaleStageKey } from '@eco/contracts';

/** A sale stage's short name, as its tab and a transaction's title write it: "Public". */
export function saleStageLabel(stage: SaleStageKey): string {
  switch (stage) {
    case 'partners':
      return t`Partners`;
    case 'private':
      return t`Private`;
    case 'public':
      return t`Public`;
  }
}
