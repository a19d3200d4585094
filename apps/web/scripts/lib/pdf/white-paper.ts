// The MiCA white paper as a PDF: the title page with Art. 6(3)'s statement, the contents, then
// every part with each field's code, name and value, as the page and the XHTML show them.
import {
  fieldMarks,
  fieldMarksNote,
  fieldText,
  type WhitePaper,
  type WhitePaperField,
} from '../../../src/content/white-paper';
import { openPaper } from './document';
import { renderHeading, renderList } from './text-blocks';
import { colors, contentWidth, ensureSpace, margin, textStyle, type Doc } from './theme';
import { renderTitlePage } from './title-page';

function renderField(doc: Doc, field: WhitePaperField): void {
  const width = contentWidth(doc);
  ensureSpace(doc, 48);
  textStyle(doc, 'Helvetica-Bold', 10, colors.brand).text(
    `${field.code}  ${field.label}${fieldMarks(field)}`,
    margin.left,
    doc.y,
    { width },
  );
  doc.moveDown(0.2);
  for (const paragraph of fieldText(field).split(/\n+/)) {
    textStyle(doc, 'Helvetica', 10, colors.text).text(paragraph, margin.left, doc.y, {
      width,
      lineGap: 2,
      paragraphGap: 4,
    });
  }
  doc.moveDown(0.6);
}

/** Renders `paper` to `outFile`; `version` (the JSON's hash) is printed on the title page. */
export async function renderWhitePaperPdf(
  paper: WhitePaper,
  version: string,
  outFile: string,
): Promise<void> {
  const sample = paper.provenance.status === 'sample';
  const meta = {
    title: paper.title,
    subtitle: `Regulation (EU) 2023/1114, Article 6 and Annex I${sample ? ': a sample text, not yet verified' : ''}`,
    version,
    date: paper.date,
  };
  const { doc, finish } = openPaper(meta, outFile, 'Green Planet ECO, ECO, MiCA, white paper');
  doc.addPage();
  renderTitlePage(
    doc,
    meta,
    `The version is the keccak-256 hash of this document in its JSON form (eco-white-paper.json), the hash published on-chain. ${fieldMarksNote()}`,
  );
  // Art. 6(3): on the first page, word for word.
  textStyle(doc, 'Helvetica-Bold', 12, colors.brand).text(paper.statement, margin.left, 560, {
    width: contentWidth(doc),
    lineGap: 3,
  });
  doc.addPage();
  renderHeading(doc, 'Contents');
  renderList(
    doc,
    paper.parts.map((part) => part.title),
  );
  for (const part of paper.parts) {
    renderHeading(doc, part.title);
    for (const field of part.fields) renderField(doc, field);
  }
  await finish();
}
