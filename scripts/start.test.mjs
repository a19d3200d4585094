// `npm start` with a port already in use names the port and the variable that moves it, starts
// nothing and prints no stack trace, for each of its three services; so do the API and the chain
// when started alone. Run by `npm test` (node --test).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const servers = [];
after(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

/** Listens on a free port of `host` and keeps it, as another program would. */
function occupy(host = '127.0.0.1', port = 0) {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen({ port, host, ipv6Only: host === '::1' }, () => {
      servers.push(server);
      resolve(server.address().port);
    });
  });
}

/** A port nobody listens on (taken and released at once). */
async function freePort() {
  const server = createServer();
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address();
  await new Promise((r) => server.close(r));
  return port;
}

/** Runs a command to its end (60 s at most) and returns its exit code and output. */
function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out, err });
    });
  });
}

// A line of a JavaScript stack trace: "    at fn (file:12:3)" or "    at node:internal/...".
const STACK_LINE = /^\s+at .+(:\d+:\d+\)?$|\(node:)/m;

async function ports() {
  return { PORT: await freePort(), API_PORT: await freePort(), ANVIL_PORT: await freePort() };
}

function asEnv(env) {
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, String(v)]));
}

function isFree(port) {
  return new Promise((resolve) => {
    const server = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => server.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });
}

describe('npm start with a port in use', () => {
  for (const [variable, name] of [
    ['ANVIL_PORT', 'chain'],
    ['API_PORT', 'api'],
    ['PORT', 'web'],
  ]) {
    it(`names the ${name} port and ${variable}, starts nothing, no stack trace`, async () => {
      const env = await ports();
      env[variable] = await occupy();
      const result = await run('node', ['scripts/start.mjs'], asEnv(env));
      assert.equal(result.code, 1);
      assert.match(
        result.err,
        new RegExp(`Port ${env[variable]} \\(${name}\\) is already in use .*${variable}=`),
      );
      assert.doesNotMatch(result.out + result.err, STACK_LINE);
      assert.doesNotMatch(result.out, /Starting/);
      // Nothing was left listening on the other two ports.
      for (const [other, port] of Object.entries(env)) {
        if (other !== variable) assert.equal(await isFree(port), true, `${other} ${port}`);
      }
    });
  }

  it('finds a port taken only on the IPv6 loopback', async () => {
    const env = await ports();
    env.API_PORT = await occupy('::1');
    const result = await run('node', ['scripts/start.mjs'], asEnv(env));
    assert.equal(result.code, 1);
    assert.match(result.err, new RegExp(`Port ${env.API_PORT} \\(api\\) is already in use`));
    assert.doesNotMatch(result.out, /Starting/);
  });

  it('refuses one port for two of its services', async () => {
    const env = await ports();
    env.API_PORT = env.ANVIL_PORT;
    const result = await run('node', ['scripts/start.mjs'], asEnv(env));
    assert.equal(result.code, 1);
    assert.match(
      result.err,
      new RegExp(
        `Port ${env.ANVIL_PORT} is set for both chain \\(ANVIL_PORT\\) and api \\(API_PORT\\)`,
      ),
    );
    assert.doesNotMatch(result.out + result.err, STACK_LINE);
    assert.doesNotMatch(result.out, /Starting/);
  });
});

describe('a service started alone on a port in use', () => {
  it('the API says so in one sentence', async () => {
    const port = await occupy();
    const result = await run('npx', ['tsx', 'apps/api/src/server.ts'], {
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: mkdtempSync(path.join(tmpdir(), 'eco-api-port-')),
    });
    assert.equal(result.code, 1);
    assert.match(result.err, new RegExp(`Port ${port} is already in use on 127.0.0.1`));
    assert.doesNotMatch(result.err, STACK_LINE);
  });

  it('the chain says so in one sentence', async () => {
    const port = await occupy();
    const result = await run('npx', ['tsx', 'packages/contracts/scripts/chain.ts'], {
      ANVIL_PORT: String(port),
    });
    assert.equal(result.code, 1);
    assert.match(result.err, new RegExp(`127.0.0.1:${port} is already in use .*ANVIL_PORT`));
    assert.doesNotMatch(result.err, STACK_LINE);
  });
});
