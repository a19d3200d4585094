// Renders one markdown source into one PDF file, block by block; openPaper is every paper's frame.
import { createWriteStream } from 'node:fs';
import PDFDocument from 'pdfkit';
import { carbonCreditsIntro } from '../../../src/content/carbon-credits-intro';
import { site } from '../../../src/content/site';
import { parseMarkdown, type FrontMatter } from './markdown';
import { renderPageNumbers } from './page-numbers';
import { renderTable } from './table-renderer';
import { tables } from './tables';
import { renderHeading, renderList, renderParagraph } from './text-blocks';
import { margin, type Doc } from './theme';
import { renderTitlePage } from './title-page';

function renderPlaceholder(doc: Doc, name: string, arg: string | undefined): void {
  if (name === 'introSection') {
    const section = carbonCreditsIntro().sections.find((s) => s.id === arg);
    if (!section) throw new Error(`unknown carbon credit intro section "${arg ?? ''}"`);
    renderHeading(doc, section.title);
    for (const paragraph of section.paragraphs) renderParagraph(doc, paragraph);
    return;
  }
  const table = tables[name];
  if (!table) throw new Error(`unknown block placeholder {{${name}}}`);
  renderTable(doc, table());
}

/**
 * A new A4 paper writing to `outFile`, with the front matter's title and date in its info (a
 * fixed date from the content makes the output byte-for-byte reproducible). `finish` numbers the
 * pages, ends the document and resolves once the file is written.
 */
export function openPaper(
  meta: FrontMatter,
  outFile: string,
  keywords = 'Green Planet ECO, ECO token, carbon credits',
): { doc: Doc; finish: () => Promise<void> } {
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
      Keywords: keywords,
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
  const finish = async () => {
    renderPageNumbers(doc, meta.title);
    doc.end();
    await written;
  };
  return { doc, finish };
}

/** Renders one markdown source to a PDF file and resolves once the file is written. */
export async function renderDocument(source: string, outFile: string): Promise<void> {
  const { meta, blocks } = parseMarkdown(source);
  const { doc, finish } = openPaper(meta, outFile);
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
  await finish();
}
