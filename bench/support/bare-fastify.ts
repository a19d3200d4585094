// The API benchmark's ceiling: the API's Fastify with one route answering 200 and a tiny JSON
// body, no plugins, no logging, no database. Run by bench/api.ts as
// `PORT=0 node --import tsx bench/support/bare-fastify.ts`, which prints the address it bound.
import Fastify from 'fastify';

const port = Number(process.env.PORT);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`PORT must be a port number (0-65535), got ${JSON.stringify(process.env.PORT)}`);
  process.exit(1);
}

const app = Fastify({ logger: false });
// Async as the API's handlers are, so the bound measures the same path through Fastify.
// eslint-disable-next-line @typescript-eslint/require-await
app.get('/', async () => ({ status: 'ok' }));

process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});

console.info(`bare Fastify on ${await app.listen({ host: '127.0.0.1', port })}`);
