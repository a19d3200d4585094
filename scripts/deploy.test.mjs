// deploy/'s files as a team deploys them: rendered by deploy/render.mjs from the example settings
// (only the paths moved to a temp folder), nginx's site passes `nginx -t` inside the stack's main
// file, and the units' commands point at scripts that exist, run by a node that exists. A bad
// setting stops the render with its name. Run by `npm test` (node --test).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import {
  deployDir,
  parseEnvFile,
  readUnit,
  renderDeploy,
  unitEnvironment,
} from '../deploy/render.mjs';
import { NGINX, sourceState } from './stack.mjs';
import { siteRootWithHeaders } from './lib/test-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(path.join(tmpdir(), 'eco-deploy-'));
after(() => rmSync(work, { recursive: true, force: true }));

/** A site root with the build's real _headers (the file `vite build` writes), for its settings. */
let builtRoot;
const siteRoot = async () => (builtRoot ??= await siteRootWithHeaders(path.join(work, 'dist')));

/** The example settings, with this checkout and a temp folder for what the render points at. */
async function settings(overrides = {}) {
  const example = parseEnvFile(readFileSync(path.join(deployDir, 'settings.example.env'), 'utf8'));
  return {
    ...example,
    // nginx -t reads the address but binds nothing.
    LISTEN: '127.0.0.1:8080',
    SITE_ROOT: await siteRoot(),
    CACHE_DIR: path.join(work, 'cache'),
    APP_DIR: root,
    NODE: process.execPath,
    CONFIG_DIR: path.join(work, 'etc'),
    STATE_DIR: path.join(work, 'state'),
    CONF_DIR: path.join(work, 'out'),
    ...overrides,
  };
}

describe('deploy/ rendered', () => {
  it('passes nginx -t as rendered, inside the main file the stack runs it in', async () => {
    assert.ok(
      existsSync(NGINX),
      `${NGINX} is missing: run scripts/setup.sh (Debian's nginx-light)`,
    );
    const s = await settings();
    const written = await renderDeploy(s, s.CONF_DIR);
    mkdirSync(s.STATE_DIR, { recursive: true });
    const site = readFileSync(written['nginx/eco.conf'], 'utf8');
    assert.doesNotMatch(site, /\{\{/, 'every placeholder is filled');
    assert.match(site, /server 127\.0\.0\.1:8801 max_fails=1 fail_timeout=5s;/);
    assert.match(site, /server 127\.0\.0\.1:8802 max_fails=1 fail_timeout=5s;/);
    assert.match(site, /add_header Content-Security-Policy "default-src 'self';/);
    const result = spawnSync(
      NGINX,
      ['-t', '-p', s.STATE_DIR, '-c', written['nginx/stack-main.conf']],
      {
        encoding: 'utf8',
      },
    );
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stderr, /test is successful/);
  });

  it("the units' commands run a node and scripts that exist, in folders that exist", async () => {
    const s = await settings();
    const written = await renderDeploy(s, s.CONF_DIR);
    for (const [file, instance] of [
      ['systemd/eco-api@.service', '1'],
      ['systemd/eco-indexer.service', ''],
    ]) {
      const unit = readUnit(written[file], instance);
      const [node, ...args] = unit.execStart;
      assert.equal(node, process.execPath);
      assert.ok(existsSync(unit.workingDirectory), `${file}: ${unit.workingDirectory}`);
      const script = args.at(-1);
      assert.ok(existsSync(path.join(unit.workingDirectory, script)), `${file}: ${script}`);
      // tsx, the loader the command names, resolves from that folder.
      assert.equal(args[0], '--import');
      const check = spawnSync(
        node,
        ['-e', `import.meta.resolve(${JSON.stringify(args[1])})`, '--input-type=module'],
        {
          cwd: unit.workingDirectory,
          encoding: 'utf8',
        },
      );
      assert.equal(check.status, 0, check.stderr);
      assert.ok(unit.environmentFiles.every((f) => f.startsWith(s.CONFIG_DIR)));
      // A process a unit's main process leaves behind (Ponder below the indexer's start script)
      // is stopped with it before a restart: npm run stack does the same (stopGroupRest).
      assert.equal(unit.killMode, 'control-group', `${file}: KillMode`);
    }
    // The example environment files are what a unit reads: every variable known to the API.
    const api = readUnit(written['systemd/eco-api@.service'], '2');
    assert.deepEqual(api.environmentFiles, [
      path.join(s.CONFIG_DIR, 'api.env'),
      path.join(s.CONFIG_DIR, 'api-2.env'),
    ]);
    mkdirSync(s.CONFIG_DIR, { recursive: true });
    writeFileSync(
      path.join(s.CONFIG_DIR, 'api.env'),
      readFileSync(path.join(deployDir, 'env/api.env.example')),
    );
    writeFileSync(path.join(s.CONFIG_DIR, 'api-2.env'), 'PORT=8802\n');
    const env = unitEnvironment(api);
    const { loadConfig } = await tsImport('../apps/api/src/config/env.ts', import.meta.url);
    assert.equal(loadConfig(env).port, 8802);
  });

  it('stops on a missing, unknown or unsafe setting, naming it', async () => {
    const { LISTEN: _listen, ...withoutListen } = await settings();
    await assert.rejects(renderDeploy(withoutListen, path.join(work, 'bad')), /LISTEN: missing/);
    await assert.rejects(
      renderDeploy({ ...(await settings()), LISTN: '80' }, path.join(work, 'bad')),
      /LISTN: no template uses it/,
    );
    await assert.rejects(
      renderDeploy(
        { ...(await settings()), SERVER_NAME: 'a; include /etc/passwd' },
        path.join(work, 'bad'),
      ),
      /SERVER_NAME: must be one word/,
    );
    await assert.rejects(
      renderDeploy(
        { ...(await settings()), API_SERVERS: '127.0.0.1:8801 evil' },
        path.join(work, 'bad'),
      ),
      /API_SERVERS/,
    );
  });
});

describe("npm run stack's build", () => {
  it('is made again when a file of the checkout changes, not only when its settings do', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'eco-source-state-'));
    try {
      const git = (...args) => {
        const result = spawnSync('git', args, { cwd: dir, encoding: 'utf8' });
        assert.equal(result.status, 0, result.stderr);
      };
      git('init', '-q');
      writeFileSync(path.join(dir, 'page.tsx'), 'one');
      git('add', '.');
      git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'one');
      const committed = sourceState(dir);
      assert.match(committed ?? '', /^[0-9a-f]{40}\+[0-9a-f]{64}$/);
      assert.equal(sourceState(dir), committed);
      writeFileSync(path.join(dir, 'page.tsx'), 'two');
      const edited = sourceState(dir);
      assert.notEqual(edited, committed);
      writeFileSync(path.join(dir, 'new.tsx'), 'a');
      const added = sourceState(dir);
      assert.notEqual(added, edited);
      writeFileSync(path.join(dir, 'new.tsx'), 'b');
      assert.notEqual(sourceState(dir), added);
      // Outside a checkout nothing can be compared: the stack builds every time.
      assert.equal(sourceState(tmpdir()), undefined);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
