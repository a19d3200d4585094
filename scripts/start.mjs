// `npm start`: runs the whole product locally on embedded defaults and prints where it is.
// Each service is a child process; Ctrl-C (or SIGTERM) stops them all.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '5173';
const url = `http://127.0.0.1:${port}`;

const services = [
  {
    name: 'web',
    command: 'npm',
    args: ['run', 'dev', '-w', 'apps/web', '--', '--port', port],
    ready: /ready in|Local:/,
  },
];

const children = [];
let stopping = false;

function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    // Each service runs in its own process group, so npm's grandchildren stop too.
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  setTimeout(() => process.exit(code), 500).unref();
}

for (const service of services) {
  const child = spawn(service.command, service.args, {
    env: { ...process.env, PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.push(child);
  const prefix = `[${service.name}] `;
  const relay = (stream, out) =>
    stream.on('data', (chunk) => {
      const text = chunk.toString();
      out.write(text.replace(/^(?=.)/gm, prefix));
      if (service.ready.test(text) && !service.announced) {
        service.announced = true;
        console.info(`\nGreen Planet ECO is running at ${url}\nPress Ctrl-C to stop.\n`);
      }
    });
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${prefix}exited with code ${code}; stopping everything.`);
      stopAll(code ?? 1);
    }
  });
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
