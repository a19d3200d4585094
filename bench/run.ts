// `npm run bench`: every benchmark of bench/ in turn (bundle, Lighthouse, RPC economy, visitors on
// the shared figures, purchase latency, API, alert mails), then one JSON document (stdout) and a
// readable table (stderr).
// Each benchmark starts and stops what it needs; `npm run bench -- bundle rpc` runs only those
// named.
import alertsBench from './alerts';
import apiBench from './api';
import bundleBench from './bundle';
import { formatTable, machine } from './lib';
import type { Bench, BenchResult } from './lib';
import lighthouseBench from './lighthouse';
import purchaseBench from './purchase';
import rpcBench from './rpc';
import visitorsBench from './visitors';

const all: Record<string, Bench> = {
  bundle: bundleBench,
  lighthouse: lighthouseBench,
  rpc: rpcBench,
  visitors: visitorsBench,
  purchase: purchaseBench,
  api: apiBench,
  alerts: alertsBench,
};

const names = process.argv.slice(2);
const unknown = names.filter((name) => !(name in all));
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark(s): ${unknown.join(', ')}. Known: ${Object.keys(all).join(', ')}.`,
  );
  process.exit(2);
}

const started = Date.now();
const results: BenchResult[] = [];
const failures: Record<string, string> = {};
for (const name of names.length > 0 ? names : Object.keys(all)) {
  console.error(`\n== ${name} ==`);
  try {
    const result = await all[name]!();
    results.push(result);
    console.error(formatTable([result]));
  } catch (error) {
    // One broken benchmark must not hide the others' figures; the run still fails at the end.
    failures[name] = error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.error(`${name} failed: ${failures[name]}`);
  }
}

console.error(`\nAll figures (${Math.round((Date.now() - started) / 1000)} s):`);
console.error(formatTable(results));
process.stdout.write(
  `${JSON.stringify(
    {
      machine: await machine(),
      ...Object.fromEntries(results.map((r) => [r.name, r.figures])),
      ...(Object.keys(failures).length > 0 ? { failures } : {}),
    },
    null,
    2,
  )}\n`,
);
process.exit(Object.keys(failures).length > 0 ? 1 : 0);
