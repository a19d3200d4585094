// Headings, paragraphs and bulleted lists of a paper's body.
import { interpolate } from './inline-values';
import { colors, contentWidth, ensureSpace, margin, rule, textStyle, type Doc } from './theme';

export function renderHeading(doc: Doc, text: string): void {
  ensureSpace(doc, 90);
  if (doc.y > margin.top + 1) doc.moveDown(0.8);
  doc.outline.addItem(text);
  textStyle(doc, 'Helvetica-Bold', 15, colors.brand).text(text, margin.left, doc.y);
  const y = doc.y + 3;
  rule(doc, margin.left, margin.left + 40, y, 2, colors.accent);
  doc.y = y + 9;
}

export function renderParagraph(doc: Doc, text: string): void {
  textStyle(doc, 'Helvetica', 10.5, colors.text).text(interpolate(text), margin.left, doc.y, {
    width: contentWidth(doc),
    lineGap: 2.5,
    paragraphGap: 8,
  });
}

export function renderList(doc: Doc, items: string[]): void {
  const indent = 14;
  textStyle(doc, 'Helvetica', 10.5, colors.text);
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
