import { IndexerUnavailableError } from '../src/lib/indexer';
import type {
  StageState,
  StageStates,
  StageStatesReader,
} from '../src/modules/stage-alerts/stage-alerts.chain';

/** The chain the fake indexer reads. */
export const CHAIN = 31337;

// The sale stages as the indexer would tell them, set by each test: injected as buildApp's other
// readers are (the real indexer is the browser tests' job).

/** The indexer as the tests set it: each stage closed unless a test opens or schedules it. */
export class FakeStages implements StageStatesReader {
  stages = new Map<number, StageState>();
  down = false;
  reads = 0;

  reset() {
    this.stages.clear();
    this.down = false;
    this.reads = 0;
  }

  set(stage: number, state: Partial<StageState>) {
    this.stages.set(stage, { stage, open: false, opensAt: null, openedAt: null, ...state });
  }

  read(chainId: number): Promise<StageStates> {
    this.reads += 1;
    if (this.down) {
      return Promise.reject(new IndexerUnavailableError('GET /stages: no answer', 0));
    }
    if (chainId !== CHAIN) return Promise.reject(new IndexerUnavailableError('unknown chain', 404));
    return Promise.resolve({
      indexed: { number: 900, at: new Date('2026-01-15T12:00:00Z') },
      stages: [0, 1, 2].map(
        (stage) => this.stages.get(stage) ?? { stage, open: false, opensAt: null, openedAt: null },
      ),
    });
  }
}
