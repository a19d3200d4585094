// The first page of a paper: the brand band with the logo, the title and the version.
import { site } from '../../../src/content/site';
import { isSample } from '../../../src/content/provenance';
import type { FrontMatter } from './markdown';
import { colors, contentWidth, margin, textStyle, type Doc } from './theme';

function drawLogo(doc: Doc, x: number, y: number, size: number): void {
  const scale = size / 40;
  doc.save().translate(x, y).scale(scale);
  doc.circle(20, 20, 20).fill('#22c55e');
  doc.path('M11 29c0-11 7-18 19-19 0 12-7 19-19 19z').fill('#dcfce7');
  doc.path('M11 29c4-6 9-11 15-15').lineWidth(1.8).lineCap('round').stroke('#22c55e');
  doc.restore();
}

const defaultNote =
  'Figures in this document are generated from the same content as the Green Planet ECO website. ' +
  'This document is not investment advice.';

/** The title page; `note` is the text under the version (the white paper's Art. 6(3) statement). */
export function renderTitlePage(doc: Doc, meta: FrontMatter, note = defaultNote): void {
  const width = doc.page.width;
  doc.rect(0, 0, width, 340).fill(colors.brand);
  drawLogo(doc, margin.left, 80, 56);
  textStyle(doc, 'Helvetica-Bold', 13, colors.onBrandMuted).text(
    site.name.toUpperCase(),
    margin.left + 72,
    100,
    { characterSpacing: 1.5 },
  );
  textStyle(doc, 'Helvetica-Bold', 30, colors.onBrand).text(meta.title, margin.left, 180, {
    width: contentWidth(doc),
  });
  textStyle(doc, 'Helvetica', 13, colors.onBrandMuted).text(meta.subtitle, {
    width: contentWidth(doc),
  });

  textStyle(doc, 'Helvetica', 11, colors.text)
    .text(`Version ${meta.version}`, margin.left, 380)
    .text(`Published ${meta.date}`)
    .moveDown(2)
    .fillColor(colors.muted)
    .fontSize(9.5)
    .text(note, { width: contentWidth(doc) });
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
