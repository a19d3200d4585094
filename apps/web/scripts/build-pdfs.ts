/**
 * Builds the whitepaper and the carbon credit paper into public/docs/ from the markdown sources
 * in content/ and the typed content modules, so that every figure comes from one place.
 * Run with `npx tsx apps/web/scripts/build-pdfs.ts [outDir]`.
 */
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import PDFDocument from 'pdfkit';
import {
  carbonCredits,
  creditsByVintage,
  creditTotals,
  projectLabel,
  registryPageUrl,
} from '../src/content/carbon-credits';
import { carbonCreditsIntro } from '../src/content/carbon-credits-intro';
import { anySample, isSample } from '../src/content/provenance';
import type { CarbonCredit } from '../src/content/schemas';
import { roadmap } from '../src/content/history';
import { site } from '../src/content/site';
import { supplyTerms } from '../src/content/supply';
import { perMilleOfSupply, perMilleToPercent, tokenFacts } from '../src/content/token';

type Doc = InstanceType<typeof PDFDocument>;

const contentDir = fileURLToPath(new URL('../content/', import.meta.url));
const defaultOutDir = fileURLToPath(new URL('../public/docs/', import.meta.url));

const colors = {
  brand: '#166534',
  accent: '#0d9488',
  text: '#1f2937',
  muted: '#6b7280',
  rule: '#d1d5db',
  stripe: '#f0fdf4',
  onBrand: '#ffffff',
  onBrandMuted: '#bbf7d0',
};
const margin = { top: 72, bottom: 72, left: 64, right: 64 };

// ---------------------------------------------------------------------------------------------
// Markdown subset: front matter, # and ## headings, paragraphs, "- " bullets and placeholders.

interface FrontMatter {
  title: string;
  subtitle: string;
  version: string;
  date: string;
}

type Block =
  | { kind: 'h1' | 'h2'; text: string }
  | { kind: 'p'; text: string }
  | { kind: 'ul'; items: string[] }
  | { kind: 'placeholder'; name: string; arg: string | undefined };

/** Parses the markdown subset used by the documents into front matter and blocks. */
export function parseMarkdown(source: string): { meta: FrontMatter; blocks: Block[] } {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!match?.[1]) throw new Error('missing front matter');
  const fields = new Map(
    match[1].split('\n').map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()] as const;
    }),
  );
  const field = (key: string): string => {
    const value = fields.get(key);
    if (!value) throw new Error(`front matter is missing "${key}"`);
    return value;
  };
  const meta: FrontMatter = {
    title: field('title'),
    subtitle: field('subtitle'),
    version: field('version'),
    date: field('date'),
  };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(meta.date))
    throw new Error('front matter date must be YYYY-MM-DD');

  const blocks: Block[] = [];
  // Blank lines separate blocks; consecutive bullet lines form one list.
  for (const chunk of source.slice(match[0].length).split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    const first = lines[0] ?? '';
    const placeholder = /^\{\{(\w+)(?::([\w-]+))?\}\}$/.exec(first);
    if (placeholder?.[1] && lines.length === 1) {
      blocks.push({ kind: 'placeholder', name: placeholder[1], arg: placeholder[2] });
    } else if (first.startsWith('## ')) {
      blocks.push({ kind: 'h2', text: first.slice(3) });
    } else if (first.startsWith('# ')) {
      blocks.push({ kind: 'h1', text: first.slice(2) });
    } else if (first.startsWith('- ')) {
      const items: string[] = [];
      for (const line of lines) {
        if (line.startsWith('- ')) items.push(line.slice(2));
        else items[items.length - 1] += ` ${line}`;
      }
      blocks.push({ kind: 'ul', items });
    } else {
      blocks.push({ kind: 'p', text: lines.join(' ') });
    }
  }
  return { meta, blocks };
}

// ---------------------------------------------------------------------------------------------
// Data tables and inline values, all derived from the content modules.

interface Table {
  columns: { header: string; width: number; align?: 'left' | 'right' }[];
  rows: string[][];
  /** Rendered in bold after the rows, e.g. a total. */
  footer?: string[];
  /** A short title kept on the same page as the table. */
  caption?: string;
  /** Per body row and column, the address a cell links to, if any. */
  links?: (string | undefined)[][];
}

const formatNumber = (n: number): string => n.toLocaleString('en-US');
const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

const inlineValues: Record<string, string> = {
  name: tokenFacts.name,
  symbol: tokenFacts.symbol,
  decimals: String(tokenFacts.decimals),
  maxSupply: formatNumber(tokenFacts.maxSupply),
  // The site's own definitions, so the paper and the pages name each supply figure alike.
  supplyMax: supplyTerms.max.definition,
  supplyMinted: supplyTerms.minted.definition,
  supplyForSale: supplyTerms.forSale.definition,
  founderSplit: tokenFacts.founderSplit.map(formatNumber).join(' + '),
  referralRewardPercent: String(tokenFacts.referralRewardPercent),
};

function tokenomicsTable(): Table {
  const total = tokenFacts.shares.reduce((sum, s) => sum + s.perMille, 0);
  return {
    columns: [
      { header: 'Allocation', width: 2.2 },
      { header: 'Per mille', width: 1, align: 'right' },
      { header: 'Share', width: 1, align: 'right' },
      { header: 'Tokens (ECO)', width: 1.6, align: 'right' },
    ],
    rows: tokenFacts.shares.map((s) => [
      s.label,
      String(s.perMille),
      perMilleToPercent(s.perMille),
      formatNumber(perMilleOfSupply(s.perMille)),
    ]),
    footer: [
      'Total',
      String(total),
      perMilleToPercent(total),
      formatNumber(perMilleOfSupply(total)),
    ],
  };
}

function saleStagesTable(): Table {
  const access = { partners: 'Partner allowlist (merkle proof)', private: 'Open', public: 'Open' };
  return {
    columns: [
      { header: 'Stage', width: 1.2 },
      { header: 'Who can buy', width: 2.2 },
      { header: 'Price (ETH per ECO)', width: 1.5, align: 'right' },
      { header: 'Allocation', width: 1, align: 'right' },
      { header: 'Tokens (ECO)', width: 1.5, align: 'right' },
    ],
    rows: tokenFacts.stages.map((s) => [
      s.label,
      access[s.key],
      s.priceEth,
      perMilleToPercent(s.sharePerMille),
      formatNumber(perMilleOfSupply(s.sharePerMille)),
    ]),
  };
}

function feesTable(): Table {
  const { fees, limits } = tokenFacts;
  const limit = (pm: number): string =>
    `${perMilleToPercent(pm)} of the maximum supply (${formatNumber(perMilleOfSupply(pm))} ECO)`;
  return {
    columns: [
      { header: 'Rule', width: 2.4 },
      { header: 'Current value', width: 2.2, align: 'right' },
      { header: 'Maximum the owner can set', width: 2, align: 'right' },
    ],
    rows: [
      [
        'Buy fee (buying from the market pair)',
        perMilleToPercent(fees.buyPerMille),
        perMilleToPercent(fees.buyCapPerMille),
      ],
      [
        'Sell fee (selling to the market pair)',
        perMilleToPercent(fees.sellPerMille),
        perMilleToPercent(fees.sellCapPerMille),
      ],
      ['Wallet-to-wallet transfer', 'No fee', 'No fee'],
      ['Largest buy per transaction', limit(limits.maxBuyPerMille), '-'],
      ['Largest sell per transaction', limit(limits.maxSellPerMille), '-'],
    ],
  };
}

function roadmapTable(): Table {
  return {
    // As on the Company history page: a roadmap the team has not confirmed is labelled a sample.
    caption: anySample(roadmap)
      ? 'Sample roadmap: placeholders that show the format, to be replaced by the confirmed plan'
      : undefined,
    columns: [
      { header: 'Phase', width: 1.3 },
      { header: 'Period', width: 1.3 },
      { header: 'Status', width: 1 },
      { header: 'Work', width: 3.6 },
    ],
    rows: roadmap.map((r) => [
      r.phase,
      r.period,
      capitalise(r.status),
      r.items.map((i) => `- ${i}`).join('\n'),
    ]),
  };
}

/** A sample row says so in the paper too: it is a placeholder, not a registry record. */
const sampleMark = (credit: CarbonCredit): string => (isSample(credit) ? ' (sample)' : '');

function creditLedgerTable(): Table {
  const totals = creditTotals(carbonCredits);
  return {
    columns: [
      { header: 'Project', width: 3 },
      { header: 'Country', width: 1.1 },
      { header: 'Registry', width: 1.5 },
      { header: 'Vintage', width: 0.8, align: 'right' },
      { header: 'Tonnes', width: 0.9, align: 'right' },
      { header: 'Status', width: 1.1 },
    ],
    caption: anySample(carbonCredits)
      ? 'Rows marked "sample" are placeholders that show the layout, not registry records.'
      : undefined,
    rows: carbonCredits.map((c) => [
      c.project,
      c.country,
      `${c.registry}\n${projectLabel(c)}`,
      String(c.vintage),
      formatNumber(c.tonnes),
      `${capitalise(c.status)}${sampleMark(c)}`,
    ]),
    footer: ['Total', '', '', '', formatNumber(totals.tonnes), ''],
  };
}

/**
 * Each batch's serial numbers, retirement and registry page. The page is a link, and its address
 * is printed too, for a reader of a printed copy; a pending batch has none yet.
 */
function creditRecordsTable(): Table {
  const rows = carbonCredits.map((c) => {
    const url = registryPageUrl(c);
    return {
      cells: [
        `${projectLabel(c)}${sampleMark(c)}`,
        c.serials ?? 'None yet',
        c.retirement ? `${c.retirement.date}\nfor ${c.retirement.beneficiary}` : '-',
        url ? url.replace(/^https:\/\//, '') : 'No record yet: not in our account',
      ],
      links: [undefined, undefined, undefined, url],
    };
  });
  return {
    columns: [
      { header: 'Project ID', width: 1.1 },
      { header: 'Serial numbers', width: 2.6 },
      { header: 'Retired', width: 1.3 },
      { header: 'Registry page', width: 2.2 },
    ],
    caption: 'Serial numbers, retirements and registry pages',
    rows: rows.map((row) => row.cells),
    links: rows.map((row) => row.links),
  };
}

function creditTotalsTable(): Table {
  const totals = creditTotals(carbonCredits);
  return {
    columns: [
      { header: 'Status', width: 2 },
      { header: 'Tonnes CO2e', width: 1, align: 'right' },
    ],
    caption: 'Totals by status',
    rows: (['retired', 'held', 'pending'] as const).map((s) => [
      capitalise(s),
      formatNumber(totals[s]),
    ]),
    footer: ['Total', formatNumber(totals.tonnes)],
  };
}

function creditsByVintageTable(): Table {
  return {
    columns: [
      { header: 'Vintage', width: 2 },
      { header: 'Tonnes CO2e', width: 1, align: 'right' },
    ],
    caption: 'Tonnes by vintage year',
    rows: creditsByVintage(carbonCredits).map((v) => [String(v.vintage), formatNumber(v.tonnes)]),
  };
}

const tables: Record<string, () => Table> = {
  tokenomicsTable,
  saleStagesTable,
  feesTable,
  roadmapTable,
  creditLedgerTable,
  creditRecordsTable,
  creditTotalsTable,
  creditsByVintageTable,
};

/** Replaces {{name}} with a value from the token facts; unknown names fail the build. */
function interpolate(text: string): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_all, name: string) => {
    const value = inlineValues[name];
    if (value === undefined) throw new Error(`unknown placeholder {{${name}}}`);
    return value;
  });
}

// ---------------------------------------------------------------------------------------------
// Rendering.

const contentWidth = (doc: Doc): number => doc.page.width - margin.left - margin.right;
const bottomLimit = (doc: Doc): number => doc.page.height - margin.bottom;

function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

function drawLogo(doc: Doc, x: number, y: number, size: number): void {
  const scale = size / 40;
  doc.save().translate(x, y).scale(scale);
  doc.circle(20, 20, 20).fill('#22c55e');
  doc.path('M11 29c0-11 7-18 19-19 0 12-7 19-19 19z').fill('#dcfce7');
  doc.path('M11 29c4-6 9-11 15-15').lineWidth(1.8).lineCap('round').stroke('#22c55e');
  doc.restore();
}

function renderTitlePage(doc: Doc, meta: FrontMatter): void {
  const width = doc.page.width;
  doc.rect(0, 0, width, 340).fill(colors.brand);
  drawLogo(doc, margin.left, 80, 56);
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .fillColor(colors.onBrandMuted)
    .text(site.name.toUpperCase(), margin.left + 72, 100, { characterSpacing: 1.5 });
  doc
    .font('Helvetica-Bold')
    .fontSize(30)
    .fillColor(colors.onBrand)
    .text(meta.title, margin.left, 180, { width: contentWidth(doc) });
  doc
    .font('Helvetica')
    .fontSize(13)
    .fillColor(colors.onBrandMuted)
    .text(meta.subtitle, { width: contentWidth(doc) });

  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(colors.text)
    .text(`Version ${meta.version}`, margin.left, 380)
    .text(`Published ${meta.date}`)
    .moveDown(2)
    .fillColor(colors.muted)
    .fontSize(9.5)
    .text(
      'Figures in this document are generated from the same content as the Green Planet ECO website. ' +
        'This document is not investment advice.',
      { width: contentWidth(doc) },
    );
  doc
    .fontSize(9.5)
    .fillColor(colors.muted)
    .text(
      // A placeholder address is labelled here as on the site's pages.
      `${site.name} - ${site.contact.email}${isSample(site.contact) ? ' (sample address)' : ''}`,
      margin.left,
      doc.page.height - margin.bottom - 12,
      {
        lineBreak: false,
      },
    );
}

function renderHeading(doc: Doc, text: string): void {
  ensureSpace(doc, 90);
  if (doc.y > margin.top + 1) doc.moveDown(0.8);
  doc.outline.addItem(text);
  doc.font('Helvetica-Bold').fontSize(15).fillColor(colors.brand).text(text, margin.left, doc.y);
  const y = doc.y + 3;
  doc
    .moveTo(margin.left, y)
    .lineTo(margin.left + 40, y)
    .lineWidth(2)
    .stroke(colors.accent);
  doc.y = y + 9;
}

function renderParagraph(doc: Doc, text: string): void {
  doc
    .font('Helvetica')
    .fontSize(10.5)
    .fillColor(colors.text)
    .text(interpolate(text), margin.left, doc.y, {
      width: contentWidth(doc),
      lineGap: 2.5,
      paragraphGap: 8,
    });
}

function renderList(doc: Doc, items: string[]): void {
  const indent = 14;
  doc.font('Helvetica').fontSize(10.5).fillColor(colors.text);
  for (const item of items) {
    const text = interpolate(item);
    const height = doc.heightOfString(text, { width: contentWidth(doc) - indent, lineGap: 2.5 });
    ensureSpace(doc, Math.min(height, 40));
    const y = doc.y;
    doc.circle(margin.left + 4, y + 5.5, 1.8).fill(colors.accent);
    doc.fillColor(colors.text).text(text, margin.left + indent, y, {
      width: contentWidth(doc) - indent,
      lineGap: 2.5,
      paragraphGap: 5,
    });
  }
  doc.moveDown(0.3);
}

function renderTable(doc: Doc, table: Table): void {
  const pad = 5;
  const fontSize = 9;
  const totalWeight = table.columns.reduce((sum, c) => sum + c.width, 0);
  const widths = table.columns.map((c) => (c.width / totalWeight) * contentWidth(doc));

  const rowHeight = (cells: string[], font: string): number => {
    doc.font(font).fontSize(fontSize);
    return (
      Math.max(
        ...cells.map((cell, i) =>
          doc.heightOfString(cell || ' ', { width: (widths[i] ?? 0) - 2 * pad, lineGap: 1.5 }),
        ),
      ) +
      2 * pad
    );
  };

  const drawRow = (
    cells: string[],
    kind: 'header' | 'body' | 'footer',
    stripe: boolean,
    links: (string | undefined)[] = [],
  ) => {
    const font = kind === 'body' ? 'Helvetica' : 'Helvetica-Bold';
    const height = rowHeight(cells, font);
    const y = doc.y;
    if (kind === 'header') doc.rect(margin.left, y, contentWidth(doc), height).fill(colors.brand);
    else if (stripe) doc.rect(margin.left, y, contentWidth(doc), height).fill(colors.stripe);
    let x = margin.left;
    cells.forEach((cell, i) => {
      const width = widths[i] ?? 0;
      doc
        .font(font)
        .fontSize(fontSize)
        .fillColor(kind === 'header' ? colors.onBrand : links[i] ? colors.accent : colors.text)
        .text(cell, x + pad, y + pad, {
          width: width - 2 * pad,
          align: table.columns[i]?.align ?? 'left',
          lineGap: 1.5,
          link: links[i] ?? null,
          underline: links[i] !== undefined,
        });
      x += width;
    });
    const bottom = y + height;
    doc
      .moveTo(margin.left, bottom)
      .lineTo(margin.left + contentWidth(doc), bottom)
      .lineWidth(kind === 'footer' ? 1 : 0.5)
      .stroke(kind === 'footer' ? colors.brand : colors.rule);
    doc.x = margin.left;
    doc.y = bottom;
  };

  const header = table.columns.map((c) => c.header);
  const headerHeight = rowHeight(header, 'Helvetica-Bold');
  const bodyHeights = table.rows.map((row) => rowHeight(row, 'Helvetica'));
  const footerHeight = table.footer ? rowHeight(table.footer, 'Helvetica-Bold') : 0;
  doc.font('Helvetica-Bold').fontSize(10.5);
  const captionHeight = table.caption ? doc.heightOfString(table.caption) + 6 : 0;
  const wholeHeight =
    captionHeight + headerHeight + bodyHeights.reduce((a, b) => a + b, 0) + footerHeight;
  // Keep a table that fits on one page together; longer tables split with a repeated header.
  const pageSpace = bottomLimit(doc) - margin.top;
  ensureSpace(
    doc,
    wholeHeight <= pageSpace ? wholeHeight : captionHeight + headerHeight + (bodyHeights[0] ?? 0),
  );
  if (table.caption) {
    doc.fillColor(colors.text).text(table.caption, margin.left, doc.y);
    doc.y += 6;
  }
  drawRow(header, 'header', false);
  table.rows.forEach((row, i) => {
    // Repeat the header on a new page so a split table stays readable.
    if (doc.y + rowHeight(row, 'Helvetica') > bottomLimit(doc)) {
      doc.addPage();
      drawRow(header, 'header', false);
    }
    drawRow(row, 'body', i % 2 === 1, table.links?.[i]);
  });
  if (table.footer) {
    ensureSpace(doc, footerHeight);
    drawRow(table.footer, 'footer', false);
  }
  doc.y += 14;
}

function renderPlaceholder(doc: Doc, name: string, arg: string | undefined): void {
  if (name === 'introSection') {
    const section = carbonCreditsIntro.sections.find((s) => s.id === arg);
    if (!section) throw new Error(`unknown carbon credit intro section "${arg ?? ''}"`);
    renderHeading(doc, section.title);
    for (const paragraph of section.paragraphs) renderParagraph(doc, paragraph);
    return;
  }
  const table = tables[name];
  if (!table) throw new Error(`unknown block placeholder {{${name}}}`);
  renderTable(doc, table());
}

function renderPageNumbers(doc: Doc, title: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start + 1; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would otherwise make pdfkit start a new page.
    const savedBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - margin.bottom + 28;
    doc
      .moveTo(margin.left, y - 8)
      .lineTo(doc.page.width - margin.right, y - 8)
      .lineWidth(0.5)
      .stroke(colors.rule);
    doc.font('Helvetica').fontSize(8.5).fillColor(colors.muted);
    doc.text(title, margin.left, y, { lineBreak: false });
    doc.text(`Page ${i + 1} of ${range.count}`, margin.left, y, {
      width: contentWidth(doc),
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = savedBottom;
  }
}

/** Renders one markdown source to a PDF file and resolves once the file is written. */
async function renderDocument(source: string, outFile: string): Promise<void> {
  const { meta, blocks } = parseMarkdown(source);
  // A fixed date taken from the content makes the output byte-for-byte reproducible.
  const date = new Date(`${meta.date}T00:00:00Z`);
  const doc = new PDFDocument({
    size: 'A4',
    margins: margin,
    bufferPages: true,
    autoFirstPage: false,
    displayTitle: true,
    lang: 'en',
    info: {
      Title: meta.title,
      Subject: meta.subtitle,
      Author: site.name,
      Creator: site.name,
      Keywords: 'Green Planet ECO, ECO token, carbon credits',
      CreationDate: date,
      ModDate: date,
    },
  });
  const written = new Promise<void>((done, fail) => {
    const stream = createWriteStream(outFile);
    stream.on('finish', done);
    stream.on('error', fail);
    doc.pipe(stream);
  });

  doc.addPage();
  renderTitlePage(doc, meta);
  doc.addPage();
  for (const block of blocks) {
    switch (block.kind) {
      case 'h1':
        break; // The document title is shown on the title page.
      case 'h2':
        renderHeading(doc, block.text);
        break;
      case 'p':
        renderParagraph(doc, block.text);
        break;
      case 'ul':
        renderList(doc, block.items);
        break;
      case 'placeholder':
        renderPlaceholder(doc, block.name, block.arg);
        break;
    }
  }
  renderPageNumbers(doc, meta.title);
  doc.end();
  await written;
}

const documents = [
  { source: 'whitepaper.md', file: 'eco-whitepaper.pdf' },
  { source: 'carbon-credits.md', file: 'eco-carbon-credits.pdf' },
];

/** Builds both PDFs into `outDir` (created if missing) and returns the written file paths. */
export async function buildPdfs(outDir: string): Promise<string[]> {
  mkdirSync(outDir, { recursive: true });
  const written: string[] = [];
  for (const { source, file } of documents) {
    const outFile = join(outDir, file);
    await renderDocument(readFileSync(join(contentDir, source), 'utf8'), outFile);
    written.push(outFile);
  }
  return written;
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) {
  const outDir = resolve(process.argv[2] ?? defaultOutDir);
  buildPdfs(outDir).then(
    (files) => console.info(`PDFs written:\n${files.join('\n')}`),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
