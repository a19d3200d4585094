import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { staticFacts, staticStages } from '../token-views';
import { SaleStages, type StageView } from './sale-stages';
import { Tokenomics, type ShareView } from './tokenomics';
import { TokenOverview } from './token-overview';

type TokenFiguresViewProps = {
  facts: [string, string][];
  stages: StageView[];
  /** Where the figures come from, said in one line above them. */
  source: ReactNode;
  contract?: ReactNode;
  shares?: readonly ShareView[];
  /** Under the stages: where their USD prices come from, or why they are hidden. */
  stagesNote?: ReactNode;
};

/** Key facts, the contract and the sale stages, laid out the same for static and live data. */
export function TokenFiguresView({
  facts,
  stages,
  source,
  contract,
  shares,
  stagesNote,
}: TokenFiguresViewProps) {
  return (
    <div className="space-y-10">
      <p className="text-sm text-slate-600" aria-live="polite">
        {source}
      </p>
      <TokenOverview facts={facts} />
      {contract}
      <div>
        <h3 className="mb-4 text-xl font-semibold text-brand-950">{t`Sale stages`}</h3>
        <SaleStages stages={stages} />
        {stagesNote ? <p className="mt-4 text-sm text-slate-600">{stagesNote}</p> : null}
      </div>
      <div>
        <h3 className="text-xl font-semibold text-brand-950">{t`Tokenomics`}</h3>
        <p className="mt-1 mb-6 text-slate-600">{t`How the maximum supply is allocated.`}</p>
        <Tokenomics shares={shares} />
      </div>
    </div>
  );
}

/** The published figures, shown while the chain is read or where ECO is not deployed. */
export function StaticTokenFigures({ note }: { note?: ReactNode }) {
  return (
    <TokenFiguresView
      facts={staticFacts()}
      stages={staticStages()}
      source={note ?? t`Published token facts. Reading the live figures from the contract…`}
    />
  );
}
