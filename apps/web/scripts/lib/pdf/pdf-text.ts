// The text a pdfkit paper draws (the white paper, a receipt), for the tests that compare its
// figures with the page's, unit and browser tests alike: pdfkit
// compresses each page's drawing (FlateDecode) and writes text as hex strings in WinAnsi.
import { inflateSync } from 'node:zlib';

const winAnsi = new TextDecoder('windows-1252');
const decodeHex = (hex: string): string => winAnsi.decode(Buffer.from(hex, 'hex'));

/**
 * Every text run of `pdf` in drawing order, runs joined by a space and spaces collapsed: a line
 * broken by the layout reads as one sentence again (within a page; the running footer comes
 * after each page's body).
 */
export function pdfText(pdf: Buffer): string {
  const runs: string[] = [];
  for (const stream of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(stream[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue; // Not a compressed drawing (a font, an image).
    }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes =
        op[1] !== undefined
          ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1] ?? '')
          : [op[2] ?? ''];
      runs.push(hexes.map(decodeHex).join(''));
    }
  }
  return runs.join(' ').replace(/\s+/g, ' ');
}
