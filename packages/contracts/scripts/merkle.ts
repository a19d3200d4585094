// Partners list (CSV or JSON) -> merkle root + proofs file for the site and the API.
// Usage: npm run merkle -- [input=partners/31337.json] [--out file] [--chain-id 31337]
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { createPartnerProofsFile, parsePartnersList } from '../src/merkle';

const argv = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const index = argv.indexOf(name);
  if (index === -1) return undefined;
  const value = argv[index + 1];
  argv.splice(index, 2);
  return value;
};
const out = option('--out');
const chainIdArg = option('--chain-id');
const input = argv[0] ?? 'partners/31337.json';
const chainId = Number(chainIdArg ?? basename(input).match(/^(\d+)\./)?.[1] ?? 31337);
const output = out ?? `src/generated/partners-${chainId}.json`;

try {
  const partners = parsePartnersList(readFileSync(resolve(input), 'utf8'), input);
  const file = createPartnerProofsFile(partners, chainId, input);
  writeFileSync(resolve(output), `${JSON.stringify(file, null, 2)}\n`);
  console.info(`${partners.length} partners, root ${file.root}\nwrote ${output}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
