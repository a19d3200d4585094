import { inflateSync } from 'node:zlib';

// Reads back what pdfkit drew, for tests: its page streams are deflated, and text in the built-in
// fonts is written as hex strings of WinAnsi codes inside TJ arrays ("[<48656c6c6f> 20 <21>] TJ",
// the numbers being kerning). No PDF library is needed for that, and none is installed.

/** The decompressed content streams of a PDF (streams that are not deflated are skipped). */
export function pdfStreams(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of raw.matchAll(/\/Filter \/FlateDecode[\s\S]*?stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      streams.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // A font or image stream that does not inflate on its own: it holds no text.
    }
  }
  return streams;
}

const winAnsi = new TextDecoder('windows-1252');

/** Every line of text the PDF draws, in drawing order. */
export function pdfTextLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const stream of pdfStreams(pdf)) {
    for (const [, array] of stream.matchAll(/\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ/g)) {
      const hex = [...array!.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('');
      lines.push(winAnsi.decode(Buffer.from(hex, 'hex')));
    }
  }
  return lines;
}

/** The PDF's text as one string, lines joined by spaces: wrapped sentences read whole. */
export function pdfText(pdf: Buffer): string {
  return pdfTextLines(pdf).join(' ').replace(/\s+/g, ' ');
}

/** The rectangles (`x y w h re`) the PDF's content streams draw. */
export function pdfRectangles(pdf: Buffer): { x: number; y: number; w: number; h: number }[] {
  const rectangles: { x: number; y: number; w: number; h: number }[] = [];
  for (const stream of pdfStreams(pdf)) {
    for (const m of stream.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)) {
      rectangles.push({ x: Number(m[1]), y: Number(m[2]), w: Number(m[3]), h: Number(m[4]) });
    }
  }
  return rectangles;
}
