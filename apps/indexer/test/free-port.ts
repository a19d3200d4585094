import { createServer } from 'node:net';

/**
 * A port free on 127.0.0.1 right now. Another process can take it before the indexer binds it,
 * which is why the tests pass `anyPort: true` to startIndexer and read the port it reports.
 */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
