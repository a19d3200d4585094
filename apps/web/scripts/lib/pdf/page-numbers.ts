// The running footer of every page after the title page: the title and "Page n of m".
import { colors, contentWidth, margin, rule, textStyle, type Doc } from './theme';

export function renderPageNumbers(doc: Doc, title: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start + 1; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would otherwise make pdfkit start a new page.
    const savedBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - margin.bottom + 28;
    rule(doc, margin.left, doc.page.width - margin.right, y - 8, 0.5, colors.rule);
    textStyle(doc, 'Helvetica', 8.5, colors.muted);
    doc.text(title, margin.left, y, { lineBreak: false });
    doc.text(`Page ${i + 1} of ${range.count}`, margin.left, y, {
      width: contentWidth(doc),
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = savedBottom;
  }
}
