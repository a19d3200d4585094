// `npm start`: runs the whole product locally on embedded defaults, in order: a mail catcher
// (maildev: an SMTP server with a web inbox), the local chain (anvil with ECO deployed), the
// indexer (Ponder on a fresh PGlite folder, apps/indexer/.ponder, since the chain is fresh), the
// API (PGlite in apps/api/data, mailing through the catcher) and the site (Vite dev server), then
// prints where each one is. Ctrl-C (or SIGTERM) stops them all. Once the chain is up it publishes
// the white paper's hash there, as the team does on a public network: the site shows the Buy
// button only where the white paper on screen is the published version.
import {
  checkPorts,
  createSupervisor,
  host,
  keepPriceFeedFresh,
  mailService,
  chainService,
  PortInUseError,
  publishWhitePaper,
} from './lib/services.mjs';

const ports = {
  web: Number(process.env.PORT ?? 5173),
  api: Number(process.env.API_PORT ?? 8787),
  chain: Number(process.env.ANVIL_PORT ?? 8545),
  indexer: Number(process.env.INDEXER_PORT ?? 42069),
  mail: Number(process.env.MAIL_PORT ?? 1025),
  mailUi: Number(process.env.MAIL_UI_PORT ?? 1080),
};
const siteUrl = `http://${host}:${ports.web}`;
const apiUrl = `http://${host}:${ports.api}`;
const chainUrl = `http://${host}:${ports.chain}`;
const indexerUrl = `http://${host}:${ports.indexer}`;
const mailUiUrl = `http://${host}:${ports.mailUi}`;
// Where the API's mails go: every message (contact notices to the team, the links mailed to an
// account) lands in the catcher's inbox whatever its recipient, so this is only the team's address.
const teamEmail = 'team@localhost.test';

const services = [
  // Before the API, so the first mail it sends has somewhere to go.
  mailService(ports.mail, ports.mailUi),
  chainService(ports.chain),
  {
    // After the chain it reads, before the API and the site that read its history.
    name: 'indexer',
    ports: [{ name: 'indexer', port: ports.indexer, portHint: 'INDEXER_PORT' }],
    args: ['run', '--silent', 'start', '-w', 'apps/indexer'],
    env: {
      PORT: String(ports.indexer),
      HOST: host,
      INDEXER_RPC_URLS: `31337=${chainUrl}`,
      // A new block shows in the site's history within a fraction of a second.
      INDEXER_POLLING_MS: '200',
    },
    readyLine: /Indexer ready at/,
  },
  {
    name: 'api',
    ports: [{ name: 'api', port: ports.api, portHint: 'API_PORT' }],
    args: ['run', '--silent', 'start', '-w', 'apps/api'],
    env: {
      PORT: String(ports.api),
      HOST: host,
      WEB_ORIGINS: `${siteUrl},http://localhost:${ports.web}`,
      SITE_URL: siteUrl,
      // Live figures (supply) are read from the local chain, history from the indexer.
      RPC_URL: chainUrl,
      INDEXER_URL: indexerUrl,
      ECO_CHAIN_ID: '31337',
      // Mails (verification and reset links, contact notices) go to the catcher's inbox.
      SMTP_URL: `smtp://${host}:${ports.mail}`,
      MAIL_TO: teamEmail,
      // Mailed links show up in the inbox within a second of the click that sent them.
      MAIL_POLL_MS: '1000',
    },
    readyUrl: `${apiUrl}/api/health`,
  },
  {
    name: 'web',
    ports: [{ name: 'web', port: ports.web, portHint: 'PORT' }],
    args: ['run', '--silent', 'dev', '-w', 'apps/web'],
    env: {
      PORT: String(ports.web),
      API_PROXY_TARGET: apiUrl,
      INDEXER_PROXY_TARGET: indexerUrl,
      VITE_SITE_URL: siteUrl,
      // The site offers only the local chain, with its test wallet, so a newcomer can buy ECO
      // without installing a wallet.
      VITE_CHAINS: '31337',
      VITE_RPC_URLS: `31337=${chainUrl}`,
      VITE_LOCAL_TEST_WALLET: 'true',
    },
    readyUrl: siteUrl,
  },
];

const supervisor = createSupervisor();
const { start, stopAll, isStopping } = supervisor;

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

// Every port we listen on, with the service it belongs to and the variable that moves it.
await checkPorts(services.flatMap((service) => service.ports));

let whitePaperPublished = Promise.resolve();
try {
  for (const service of services) {
    console.info(`Starting ${service.name}…`);
    await start(service);
    if (service.name === 'chain')
      whitePaperPublished = publishWhitePaper(chainUrl, siteUrl, supervisor);
  }
  await whitePaperPublished;
} catch (error) {
  if (error instanceof PortInUseError) console.error(error.message);
  console.error(
    `Could not start${error instanceof PortInUseError ? '' : `: ${error.message}`}. Stopping what was started.`,
  );
  await stopAll(1);
}

if (!isStopping()) {
  const priceFeed = keepPriceFeedFresh(chainUrl, isStopping);
  console.info(`
Green Planet ECO is running:
  Site    ${siteUrl}
  API     ${apiUrl}/api  (the site reaches it at ${siteUrl}/api)
  Chain   ${chainUrl}  (chain id 31337, ECO deployed; the site's local test wallet uses it)
  Indexer ${indexerUrl}  (chain history: ${indexerUrl}/status; the site reaches it at ${siteUrl}/indexer)
  Mail    ${mailUiUrl}  (inbox of every mail the API sends: verification and reset links, contact notices; SMTP on port ${ports.mail})
${priceFeed}Data: apps/api/data and apps/indexer/.ponder (PGlite). Press Ctrl-C to stop everything.
`);
}
