import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One JSON-RPC call as it reached the proxy (a batch counts each of its calls). */
export interface RecordedCall {
  method: string;
  params?: unknown[];
}

/**
 * An HTTP proxy in front of the JSON-RPC node at `target` that keeps the calls it forwards, so a
 * test can count what reaches the node. `hold()` keeps forwarding back until the function it
 * returns is called (requests are still recorded on arrival): a test can have requests in flight
 * at once without waiting a fixed time. `waitFor` resolves once the recorded calls satisfy
 * `done`.
 */
export async function recordingProxy(target: string) {
  const requests: RecordedCall[] = [];
  const waiters: { done: (calls: RecordedCall[]) => boolean; resolve: () => void }[] = [];
  let gate: Promise<void> | undefined;

  const notify = () => {
    for (const waiter of [...waiters]) {
      if (waiter.done(requests)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      const parsed = JSON.parse(body) as RecordedCall | RecordedCall[];
      requests.push(...(Array.isArray(parsed) ? parsed : [parsed]));
      notify();
      (gate ?? Promise.resolve())
        .then(() =>
          fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
        )
        .then(async (answer) => {
          response.writeHead(answer.status, { 'content-type': 'application/json' });
          response.end(await answer.text());
        })
        .catch(() => response.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Holds every request from now on until the returned function is called. */
    hold(): () => void {
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      gate = held;
      return () => {
        if (gate === held) gate = undefined;
        release();
      };
    },
    /** Resolves once `done(requests)` holds (at once if it already does). */
    waitFor(done: (calls: RecordedCall[]) => boolean): Promise<void> {
      if (done(requests)) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push({ done, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
