/**
 * Builds the whitepaper, the carbon credit paper and the ledger's canonical JSON into public/docs/ from the markdown sources
 * in content/ and the typed content modules, so that every figure comes from one place; and the
 * MiCA white paper (src/content/white-paper.ts) as a PDF, an XHTML and its canonical JSON, whose
 * hash it writes into src/config/white-paper.generated.ts (only when it changed).
 * Run with `npx tsx apps/web/scripts/build-pdfs.ts [outDir]`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { carbonCredits } from '../src/content/carbon-credits';
import { whitePaper } from '../src/content/white-paper';
import { whitePaperForms } from '../src/content/white-paper-meta';
import { canonicalLedger, canonicalWhitePaper, hashWhitePaper } from '../src/lib/ledger-hash';
import { renderDocument } from './lib/pdf/document';
import { renderWhitePaperPdf } from './lib/pdf/white-paper';
import { whitePaperVersionModule, whitePaperXhtml } from './lib/white-paper-forms';

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
// The MiCA white paper's three forms, from the one document, and the version the site shows.
const paper = whitePaper();
const version = hashWhitePaper(paper);
const whitePaperFiles = {
  json: join(outDir, basename(whitePaperForms.json)),
  xhtml: join(outDir, basename(whitePaperForms.xhtml)),
  pdf: join(outDir, basename(whitePaperForms.pdf)),
};
writeFileSync(whitePaperFiles.json, canonicalWhitePaper(paper));
writeFileSync(whitePaperFiles.xhtml, whitePaperXhtml(paper, version));
await renderWhitePaperPdf(paper, version, whitePaperFiles.pdf);
written.push(...Object.values(whitePaperFiles));
// The version the site shows, rewritten only for the site's own build (not for a test's folder)
// and only when the document changed, so a dev server does not reload for nothing.
if (process.argv[2] === undefined) {
  const versionFile = fileURLToPath(
    new URL('../src/config/white-paper.generated.ts', import.meta.url),
  );
  const versionModule = whitePaperVersionModule(version);
  if (!existsSync(versionFile) || readFileSync(versionFile, 'utf8') !== versionModule) {
    writeFileSync(versionFile, versionModule);
    written.push(versionFile);
  }
}
console.info(`PDFs written:\n${written.join('\n')}`);
