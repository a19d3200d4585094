// `npm start` with a port already in use names the port and the variable that moves it, starts
// nothing and prints no stack trace, for each of its services' ports; so do the API and the chain
// when started alone. Its mail catcher takes a message over SMTP and lists it. Run by `npm test`
// (node --test).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { freePorts, until } from './lib/test-support.mjs';

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

/**
 * Runs a command to its end and returns its exit code and output. It runs in its own process
 * group, and the whole group is killed when it ends: a service that outlived its launcher would
 * keep the output pipes open and this test file alive. The bound is against a hang only: on a
 * loaded two-core machine loading tsx and the compiler took over a minute (CI, 2026-11-28).
 */
function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      detached: true,
    });
    const killGroup = () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // the group has already ended
      }
    };
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    const timer = setTimeout(killGroup, 300_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      killGroup();
      resolve({ code, out, err });
    });
  });
}

// A line of a JavaScript stack trace: "    at fn (file:12:3)" or "    at node:internal/...".
const STACK_LINE = /^\s+at .+(:\d+:\d+\)?$|\(node:)/m;

async function ports() {
  const [PORT, API_PORT, ANVIL_PORT, INDEXER_PORT, MAIL_PORT, MAIL_UI_PORT] = await freePorts(6);
  return { PORT, API_PORT, ANVIL_PORT, INDEXER_PORT, MAIL_PORT, MAIL_UI_PORT };
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
    ['INDEXER_PORT', 'indexer'],
    ['API_PORT', 'api'],
    ['PORT', 'web'],
    ['MAIL_PORT', 'mail'],
    ['MAIL_UI_PORT', 'mail inbox'],
  ]) {
    it(`names the ${name} port and ${variable}, starts nothing, no stack trace`, async () => {
      // Occupied first, so the free ports chosen next cannot be the same one.
      const taken = await occupy();
      const env = { ...(await ports()), [variable]: taken };
      const result = await run('node', ['scripts/start.mjs'], asEnv(env));
      assert.equal(result.code, 1);
      assert.match(
        result.err,
        new RegExp(`Port ${env[variable]} \\(${name}\\) is already in use .*${variable}=`),
      );
      assert.doesNotMatch(result.out + result.err, STACK_LINE);
      assert.doesNotMatch(result.out, /Starting/);
      // Nothing was left listening on the other ports.
      for (const [other, port] of Object.entries(env)) {
        if (other !== variable) assert.equal(await isFree(port), true, `${other} ${port}`);
      }
    });
  }

  it('finds a port taken only on the IPv6 loopback', async () => {
    const taken = await occupy('::1');
    const env = { ...(await ports()), API_PORT: taken };
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

  it("refuses the mail inbox's port for another service", async () => {
    const env = await ports();
    env.MAIL_UI_PORT = env.PORT;
    const result = await run('node', ['scripts/start.mjs'], asEnv(env));
    assert.equal(result.code, 1);
    assert.match(
      result.err,
      new RegExp(
        `Port ${env.PORT} is set for both mail inbox \\(MAIL_UI_PORT\\) and web \\(PORT\\)`,
      ),
    );
    assert.doesNotMatch(result.out, /Starting/);
  });
});

describe('a service started alone on a port in use', () => {
  it('the API says so in one sentence', async () => {
    const port = await occupy();
    const result = await run(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
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
    const result = await run(
      process.execPath,
      ['--import', 'tsx', 'packages/contracts/scripts/chain.ts'],
      {
        ANVIL_PORT: String(port),
      },
    );
    assert.equal(result.code, 1);
    assert.match(result.err, new RegExp(`127.0.0.1:${port} is already in use .*ANVIL_PORT`));
    assert.doesNotMatch(result.err, STACK_LINE);
  });
});

describe("npm start's mail catcher", () => {
  it('takes a message over SMTP and lists it in its inbox API, from the installed package', async () => {
    const [smtpPort, webPort] = await freePorts(2);
    // `npm run mail` as npm start runs it (maildev from node_modules/.bin; nothing downloaded).
    const child = spawn('npm', ['run', '--silent', 'mail'], {
      cwd: root,
      detached: true,
      env: {
        ...process.env,
        MAILDEV_SMTP_PORT: String(smtpPort),
        MAILDEV_WEB_PORT: String(webPort),
        MAILDEV_IP: '127.0.0.1',
        MAILDEV_WEB_IP: '127.0.0.1',
        npm_config_offline: 'true',
      },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      const inbox = `http://127.0.0.1:${webPort}`;
      await until(
        async () => (await fetch(`${inbox}/api/healthz`)).ok,
        'the inbox answers',
        30_000,
        200,
      );
      await sendMail(smtpPort, {
        from: 'api@localhost.test',
        to: 'ada@example.com',
        subject: 'Confirm your email',
        body: 'Open http://127.0.0.1:5173/verify-email?token=abc',
      });
      const emails = await (await fetch(`${inbox}/api/email`)).json();
      assert.equal(emails.length, 1);
      assert.equal(emails[0].subject, 'Confirm your email');
      assert.match(emails[0].text, /verify-email\?token=abc/);
      // The web inbox itself is served to a browser.
      const page = await fetch(inbox, { headers: { accept: 'text/html' } });
      assert.equal(page.status, 200);
      assert.match(await page.text(), /<div id="root">|<html/i);
    } finally {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
  });
});

/** A plain SMTP conversation (no client library at the root): one message, then QUIT. */
function sendMail(port, { from, to, subject, body }) {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const steps = [
      'EHLO test.localhost',
      `MAIL FROM:<${from}>`,
      `RCPT TO:<${to}>`,
      'DATA',
      `From: <${from}>\r\nTo: <${to}>\r\nSubject: ${subject}\r\n\r\n${body}\r\n.`,
      'QUIT',
    ];
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      buffer += String(chunk); // a string: the encoding is set
      // Answer each complete reply (its last line is "NNN text", not "NNN-text").
      const lines = buffer.split('\r\n');
      buffer = lines.pop();
      for (const line of lines) {
        if (/^[45]\d\d /.test(line)) return reject(new Error(`SMTP refused: ${line}`));
        if (/^\d{3} /.test(line)) {
          const next = steps.shift();
          if (next) socket.write(`${next}\r\n`);
        }
      }
    });
    socket.once('error', reject);
    socket.once('close', () =>
      steps.length === 0 ? resolve() : reject(new Error('closed early')),
    );
  });
}
