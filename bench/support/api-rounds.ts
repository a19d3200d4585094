// The contact write and the two things it cannot avoid, measured side by side in rounds: each
// round runs the bare Fastify server, pgbench's INSERT and contact on PostgreSQL one right after
// the other, and gives its own bound and share. This machine's speed drifts by a third within
// minutes (other guests of the host), so a bound measured minutes away from the contact run says
// more about the drift than about the API; the median of the rounds' shares says less of either.
import type { PostgresServer } from '@eco/api/postgres-server';
import type { LoadFigures, Target } from './api-load';
import { cannon } from './api-load';
import type { PgbenchFigures } from './api-pgbench';
import { runPgbench } from './api-pgbench';
import { boundFigures } from './api-report';
import type { Settings } from './api-settings';
import { median } from '../lib';

/** One round: the three runs and the bound and share they give. */
export interface BoundRound {
  bare: LoadFigures;
  pgbench: PgbenchFigures;
  contact: LoadFigures;
  bound: number;
  share: number;
}

export type RoundsSummary = ReturnType<typeof summariseRounds>;

/** The rounds' medians, smallest and largest values. */
export function summariseRounds(rounds: readonly BoundRound[]) {
  const of = (pick: (r: BoundRound) => number) => {
    const values = rounds.map(pick);
    return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
  };
  return {
    bare: of((r) => r.bare.reqPerSec),
    pgbench: of((r) => r.pgbench.tps),
    contact: of((r) => r.contact.reqPerSec),
    bound: of((r) => r.bound),
    share: of((r) => r.share),
  };
}

/**
 * Warms each of the three up once (`settings.warmupSeconds`), then runs `settings.rounds`
 * rounds of `settings.durationSeconds` each at `settings.connections` connections and clients.
 */
export async function boundRounds(
  servers: { bare: Target; contact: Target; postgres: PostgresServer },
  settings: Settings,
): Promise<BoundRound[]> {
  const { connections, durationSeconds, warmupSeconds } = settings;
  console.error(
    `api bench: bare Fastify, pgbench of the contact INSERT and contact on PostgreSQL, ` +
      `${settings.rounds} rounds (${warmupSeconds} s warm-up each, then ${durationSeconds} s per run at ${connections} connections)`,
  );
  await cannon(servers.bare, { connections, duration: warmupSeconds });
  await runPgbench(servers.postgres, { clients: connections, durationSeconds: warmupSeconds });
  await cannon(servers.contact, { connections, duration: warmupSeconds });
  const rounds: BoundRound[] = [];
  for (let round = 0; round < settings.rounds; round++) {
    const bare = await cannon(servers.bare, { connections, duration: durationSeconds });
    const pgbench = await runPgbench(servers.postgres, { clients: connections, durationSeconds });
    const contact = await cannon(servers.contact, { connections, duration: durationSeconds });
    rounds.push({
      bare,
      pgbench,
      contact,
      ...boundFigures(bare.reqPerSec, pgbench.tps, contact.reqPerSec),
    });
  }
  return rounds;
}
