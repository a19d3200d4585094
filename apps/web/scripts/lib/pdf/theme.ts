// The look shared by every page of the papers: colours, margins and the page's usable area.
import type PDFDocument from 'pdfkit';

/** A pdfkit document, as every renderer draws on it. */
export type Doc = InstanceType<typeof PDFDocument>;

export const colors = {
  brand: '#166534',
  accent: '#0d9488',
  text: '#1f2937',
  muted: '#6b7280',
  rule: '#d1d5db',
  stripe: '#f0fdf4',
  onBrand: '#ffffff',
  onBrandMuted: '#bbf7d0',
};
export const margin = { top: 72, bottom: 72, left: 64, right: 64 };

export const contentWidth = (doc: Doc): number => doc.page.width - margin.left - margin.right;
export const bottomLimit = (doc: Doc): number => doc.page.height - margin.bottom;

export function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottomLimit(doc)) doc.addPage();
}

/** Sets the font, size and colour of the text that follows. */
export const textStyle = (doc: Doc, font: string, size: number, color: string): Doc =>
  doc.font(font).fontSize(size).fillColor(color);

/** A horizontal rule at `y` from `x1` to `x2`. */
export function rule(doc: Doc, x1: number, x2: number, y: number, width: number, color: string) {
  doc.moveTo(x1, y).lineTo(x2, y).lineWidth(width).stroke(color);
}
