// Draws a data table: a header row, striped body rows with optional links, a bold footer; a
// table that fits on one page is kept together, a longer one repeats its header on each page.
import type { Table } from './tables';
import {
  bottomLimit,
  colors,
  contentWidth,
  ensureSpace,
  margin,
  rule,
  textStyle,
  type Doc,
} from './theme';

export function renderTable(doc: Doc, table: Table): void {
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
      const color = kind === 'header' ? colors.onBrand : links[i] ? colors.accent : colors.text;
      textStyle(doc, font, fontSize, color).text(cell, x + pad, y + pad, {
        width: width - 2 * pad,
        align: table.columns[i]?.align ?? 'left',
        lineGap: 1.5,
        link: links[i] ?? null,
        underline: links[i] !== undefined,
      });
      x += width;
    });
    const bottom = y + height;
    const [ruleWidth, ruleColor] = kind === 'footer' ? [1, colors.brand] : [0.5, colors.rule];
    rule(doc, margin.left, margin.left + contentWidth(doc), bottom, ruleWidth, ruleColor);
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
