/**
 * Builds the whitepaper, the carbon credit paper and the ledger's canonical JSON into public/docs/ from the markdown sources
 * in content/ and the typed content modules, so that every figure comes from one place.
 * Run with `npx tsx apps/web/scripts/build-pdfs.ts [outDir]`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { carbonCredits } from '../src/content/carbon-credits';
import { canonicalLedger } from '../src/lib/ledger-hash';
import { renderDocument } from './lib/pdf/document';

// The parts, one concern each, are in scripts/lib/pdf/: the markdown subset (markdown.ts), the
// figures from the content modules (inline-values.ts, tables.ts), the look (theme.ts) and the
// renderers (title-page.ts, text-blocks.ts, table-renderer.ts, page-numbers.ts, document.ts).

const contentDir = fileURLToPath(new URL('../content/', import.meta.url));
const outDir = resolve(
  process.argv[2] ?? fileURLToPath(new URL('../public/docs/', import.meta.url)),
);

const documents = [
  { source: 'whitepaper.md', file: 'eco-whitepaper.pdf' },
  { source: 'carbon-credits.md', file: 'eco-carbon-credits.pdf' },
];

// Both PDFs into `outDir` (created if missing), and the carbon ledger's canonical JSON (the
// exact bytes whose keccak-256 the team publishes on-chain).
mkdirSync(outDir, { recursive: true });
const ledgerFile = join(outDir, 'carbon-ledger.json');
writeFileSync(ledgerFile, canonicalLedger(carbonCredits));
const written: string[] = [ledgerFile];
for (const { source, file } of documents) {
  const outFile = join(outDir, file);
  await renderDocument(readFileSync(join(contentDir, source), 'utf8'), outFile);
  written.push(outFile);
}
console.info(`PDFs written:\n${written.join('\n')}`);
