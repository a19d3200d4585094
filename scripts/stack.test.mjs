// `npm run stack` under faults, through its nginx, as buyers would meet them: one API process
// SIGKILLed while clients read and write (reads see no error, every acknowledged write is in
// PostgreSQL), then PostgreSQL restarted (meanwhile 503 with a reason and Retry-After, never a
// 500 or 502; afterwards normal answers from the same processes, nothing acknowledged lost), a
// final receipt's PDF served from nginx's cache, and the indexer's main process SIGKILLed
// mid-sale (what it left running is stopped, as systemd does; started again, it counts every
// purchase once). One stack for the file, started once (a stand-in site: the faults are the
// services'); no sleeps, only waits for conditions. Run by `npm test` (node --test).
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, afterEach, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import {
  clientAddress,
  freePorts,
  sendThrough,
  siteRootWithHeaders,
  until,
} from './lib/test-support.mjs';
import { liveGroupMembers } from './lib/services.mjs';
import { startStack } from './stack.mjs';

const work = mkdtempSync(path.join(tmpdir(), 'eco-stack-test-'));
// PostgreSQL runs as the postgres user under root, and must reach its folder inside.
chmodSync(work, 0o755);
let stack;

/** A site root with the build's real _headers: the faults here are the API's, not the pages'. */
const standInSite = () =>
  siteRootWithHeaders(path.join(work, 'dist'), {
    'index.html': '<!doctype html><title>ECO</title>',
    '404.html': '<!doctype html><title>Not found</title>',
  });

/** One HTTP request through the stack's nginx (see sendThrough). */
const send = (method, url, options = {}) => sendThrough(stack.siteUrl, method, url, options);

/**
 * Readers and writers running until `stop()`: every answer is recorded. A write is a contact
 * message (no session needed), acknowledged by 201 with its id.
 */
const loads = [];
function load({ readers = 3, writers = 3 } = {}) {
  const reads = [];
  const writes = [];
  let running = true;
  let n = 0;
  const readLoop = async () => {
    while (running) {
      const response = await send('GET', `${stack.siteUrl}/api/health`);
      reads.push(response);
    }
  };
  const writeLoop = async () => {
    while (running) {
      const i = n++;
      const message = `stack fault test message ${i}`;
      const response = await send('POST', `${stack.siteUrl}/api/contact`, {
        body: { name: `Buyer ${i}`, email: `b${i}@example.com`, message },
        localAddress: clientAddress(),
      });
      writes.push({ ...response, message });
    }
  };
  const loops = [
    ...Array.from({ length: readers }, readLoop),
    ...Array.from({ length: writers }, writeLoop),
  ];
  const handle = {
    reads,
    writes,
    acknowledged: () => writes.filter((w) => w.status === 201),
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
  loads.push(handle);
  return handle;
}

/** The acknowledged writes' ids missing from PostgreSQL (or stored with another message). */
async function missingFromDatabase(acknowledged) {
  const client = new pg.Client({ connectionString: stack.apiDatabaseUrl });
  await client.connect();
  try {
    const ids = acknowledged.map((w) => JSON.parse(w.text).id);
    const { rows } = await client.query(
      'select id, message from contact_messages where id = any($1::uuid[])',
      [ids],
    );
    const stored = new Map(rows.map((row) => [row.id, row.message]));
    return acknowledged.filter((w) => stored.get(JSON.parse(w.text).id) !== w.message);
  } finally {
    await client.end();
  }
}

/** A public client of the stack's chain (viem, loaded when a test needs it). */
async function chainClient() {
  const { createPublicClient, http } = await import('viem');
  return createPublicClient({ transport: http(stack.chainUrl), pollingInterval: 50 });
}

/** ECO's local deployment, as the stack's chain has it. */
const deployment = () =>
  JSON.parse(
    readFileSync(new URL('../packages/contracts/deployments/31337.json', import.meta.url), 'utf8'),
  );

/**
 * The local buyer outside the partners list buys `whole` ECO in the public sale on the stack's
 * chain (which mines each transaction at once): its hash and block once mined.
 */
async function buyPublic(whole) {
  const { ecoLocalChain, ecoTokenAbi, localDevAccounts, saleStageByKey } = await tsImport(
    '@eco/contracts',
    import.meta.url,
  );
  const { createWalletClient, http } = await import('viem');
  const publicClient = await chainClient();
  const { address } = deployment();
  const price = await publicClient.readContract({
    address,
    abi: ecoTokenAbi,
    functionName: 'tokenPrice',
    args: [saleStageByKey.public.number],
  });
  // Whole tokens cost exactly `whole` times the price per token.
  const hash = await createWalletClient({
    transport: http(stack.chainUrl),
    account: localDevAccounts.nonPartner,
    chain: ecoLocalChain,
  }).writeContract({
    address,
    abi: ecoTokenAbi,
    functionName: 'publicSale',
    args: [whole * 10n ** 18n],
    value: whole * price,
  });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  assert.equal(receipt.status, 'success');
  return { hash, block: receipt.blockNumber };
}

before(async () => {
  const [site, api1, api2, indexer, chain, postgres, mail, mailUi] = await freePorts(8);
  stack = await startStack({
    dir: path.join(work, 'stack'),
    ports: { site, apis: [api1, api2], indexer, chain, postgres, mail, mailUi },
    dist: await standInSite(),
    exitOnStop: false,
    quiet: true,
  });
});

// A test that failed midway leaves no load running behind it.
afterEach(() => Promise.all(loads.splice(0).map((l) => l.stop())));

after(async () => {
  await stack?.stop(0);
  rmSync(work, { recursive: true, force: true });
});

describe('npm run stack under faults', () => {
  it('one API process SIGKILLed while clients read and write: reads see no error, no acknowledged write is lost', async () => {
    const killed = stack.apis[0];
    const traffic = load();
    await until(() => traffic.acknowledged().length >= 20, '20 writes are acknowledged');
    const acksAtKill = traffic.acknowledged().length;
    const readsAtKill = traffic.reads.length;
    process.kill(killed.child.pid, 'SIGKILL');
    // The stack starts it again (Restart=always): wait for that, and for as many reads and
    // writes again after the kill, all through the one process left meanwhile.
    await until(
      () =>
        killed.restarts >= 1 &&
        traffic.acknowledged().length >= acksAtKill + 40 &&
        traffic.reads.length >= readsAtKill + 100,
      'the killed process is back and the load went on',
    );
    await traffic.stop();

    const failedReads = traffic.reads.filter((r) => r.status !== 200);
    assert.deepEqual(
      failedReads.map((r) => `${r.status} ${r.text.slice(0, 200)}`),
      [],
      'every read answered 200',
    );
    const acknowledged = traffic.acknowledged();
    const others = traffic.writes.filter((w) => w.status !== 201);
    console.info(
      `[stack] kill: ${traffic.reads.length} reads, all 200; ${traffic.writes.length} writes, ` +
        `${acknowledged.length} acknowledged, ${others.length} not (${others.map((w) => w.status).join(', ') || 'none'})`,
    );
    // A write cut by the kill is not acknowledged (nginx answers 502, never sent again to the
    // other process); nothing else fails.
    assert.deepEqual(
      others.filter((w) => w.status !== 502).map((w) => `${w.status} ${w.text.slice(0, 200)}`),
      [],
    );
    assert.ok(others.length <= 3, `${others.length} writes failed: only those in flight may`);
    assert.deepEqual(await missingFromDatabase(acknowledged), []);
  });

  it('PostgreSQL restarted: 503 with a reason meanwhile, normal answers after from the same processes, nothing acknowledged lost', async () => {
    assert.ok(stack.postgres, 'the stack runs its own PostgreSQL');
    const pids = stack.apis.map((api) => api.child.pid);
    const traffic = load({ readers: 2, writers: 2 });
    await until(() => traffic.acknowledged().length >= 10, '10 writes are acknowledged');

    await stack.postgres.halt();
    const writesAtHalt = traffic.writes.length;
    const readsAtHalt = traffic.reads.length;
    await until(
      () =>
        traffic.writes.slice(writesAtHalt).filter((w) => w.status === 503).length >= 10 &&
        traffic.reads.slice(readsAtHalt).filter((r) => r.status === 503).length >= 10,
      'reads and writes meet the database down',
    );
    const writesDown = traffic.writes.length;
    const readsDown = traffic.reads.length;
    await stack.postgres.resume();
    await until(
      () =>
        traffic.reads.slice(readsDown).some((r) => r.status === 200) &&
        traffic.writes.slice(writesDown).filter((w) => w.status === 201).length >= 10,
      'reads and writes succeed again',
    );
    await traffic.stop();

    // Meanwhile: 503 with the reason and Retry-After, from the API itself (not nginx's 502).
    const duringOutage = [
      ...traffic.writes.slice(writesAtHalt, writesDown),
      ...traffic.reads.slice(readsAtHalt, readsDown),
    ];
    const unexpected = [...traffic.reads, ...traffic.writes].filter(
      (r) => r.status !== 200 && r.status !== 201 && r.status !== 503,
    );
    assert.deepEqual(
      unexpected.map((r) => `${r.status} ${r.text.slice(0, 200)}`),
      [],
      'no 500, 502 or failed request',
    );
    for (const answer of duringOutage.filter((r) => r.status === 503)) {
      assert.equal(answer.headers['retry-after'], '5');
      assert.equal(JSON.parse(answer.text).error.code, 'database_unavailable');
    }
    const down = duringOutage.filter((r) => r.status === 503).length;
    console.info(
      `[stack] PostgreSQL restart: ${down} answers 503 database_unavailable meanwhile, ` +
        `${traffic.acknowledged().length} writes acknowledged in all`,
    );
    // The same processes, not restarted.
    assert.deepEqual(
      stack.apis.map((api) => api.child.pid),
      pids,
    );
    assert.deepEqual(await missingFromDatabase(traffic.acknowledged()), []);
  });

  it("a final receipt's PDF is drawn by the first request only: every later one is nginx's cached copy (HIT), which reaches no API process", async () => {
    const { hash } = await buyPublic(7n);
    const publicClient = await chainClient();
    // Anvil reports as finalized the block 64 below its head.
    await publicClient.request({ method: 'anvil_mine', params: ['0x40'] });

    const url = `${stack.siteUrl}/api/receipts/31337/${hash}/pdf`;
    const first = await send('GET', url);
    assert.equal(first.status, 200, first.text.slice(0, 300));
    assert.equal(first.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(first.headers['x-cache-status'], 'MISS');
    // Round robin would send these to the other process: nginx answers them itself, so neither
    // process reads the chain or draws the PDF again.
    for (let i = 0; i < 3; i++) {
      const again = await send('GET', url);
      assert.equal(again.status, 200);
      assert.equal(again.headers['x-cache-status'], 'HIT');
      assert.equal(again.text, first.text);
    }
  });

  it("the indexer's process SIGKILLed mid-sale: what was left of it is stopped, it starts again on its database and counts every purchase once", async () => {
    const { reconcilePurchases } = await tsImport('@eco/indexer/reconcile', import.meta.url);
    const { localDevAccounts } = await tsImport('@eco/contracts', import.meta.url);
    const { indexer } = stack;
    const indexedBlock = async () => {
      const response = await fetch(`${stack.indexerUrl}/chains/31337`);
      return response.ok ? (await response.json()).indexed.number : -1;
    };
    const first = await buyPublic(3n);
    await until(async () => (await indexedBlock()) >= first.block, 'the indexer reads a purchase');

    const group = indexer.child.pid;
    const restarts = indexer.restarts;
    // The unit's main process alone, as a crash of it: Ponder, its child, is not told.
    process.kill(group, 'SIGKILL');
    const during = await buyPublic(4n);
    await until(() => indexer.restarts > restarts, 'the indexer is started again', 180_000);
    // Nothing of the old process is left holding its port or its database (systemd stops what
    // is left of a unit's control group before starting it again).
    assert.deepEqual(liveGroupMembers(group), []);
    const afterwards = await buyPublic(5n);
    await until(
      async () => (await indexedBlock()) >= afterwards.block,
      'the indexer reads the purchase after its return',
    );

    const count = await reconcilePurchases({
      indexerUrl: stack.indexerUrl,
      rpcUrl: stack.chainUrl,
      chainId: 31337,
      contract: deployment().address,
      buyer: localDevAccounts.nonPartner,
    });
    const hashes = count.onChain.map((key) => key.split(':')[0]);
    for (const purchase of [first, during, afterwards])
      assert.ok(hashes.includes(purchase.hash.toLowerCase()), `${purchase.hash} is on the chain`);
    assert.deepEqual(
      { twice: count.twice, missed: count.missed, unknown: count.unknown },
      { twice: [], missed: [], unknown: [] },
    );
    assert.deepEqual(count.totals.indexed, count.totals.onChain);
    assert.equal(count.totals.rowsAmount, count.totals.onChain.amount);
  });
});
