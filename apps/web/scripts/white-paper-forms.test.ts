import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whitePaperHash as generatedHash } from '../src/config/white-paper.generated';
import { fieldMarks, fieldMarksNote, fieldText, whitePaper } from '../src/content/white-paper';
import { canonicalWhitePaper } from '../src/lib/ledger-hash';
import { pdfText } from './lib/pdf/pdf-text';

// The three forms as the build writes them (its own command, in a folder of the test's: the
// checkout's generated version is left alone), compared with the one document.
// Run as a separate process: the unit tests' jsdom cannot resolve the script's file URLs.
const script = join(dirname(fileURLToPath(import.meta.url)), 'build-pdfs.ts');
const paper = whitePaper();
const allFields = paper.parts.flatMap((part) => part.fields);

let dir: string;
const read = (file: string) => readFileSync(join(dir, file));

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'eco-white-paper-'));
  execFileSync(process.execPath, ['--import', 'tsx', script, dir], { stdio: 'pipe' });
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the white paper's forms", () => {
  it('the JSON is the canonical document, the bytes the published hash is of', () => {
    expect(read('eco-white-paper.json').toString('utf8')).toBe(canonicalWhitePaper(paper));
  });

  it('the XHTML is well-formed and tags every field with its code and value', () => {
    const xhtml = read('eco-white-paper.xhtml').toString('utf8');
    const doc = new DOMParser().parseFromString(xhtml, 'application/xhtml+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.querySelector('[data-statement="art-6-3"]')?.textContent).toBe(paper.statement);
    expect(doc.querySelector('meta[name="version"]')?.getAttribute('content')).toBe(generatedHash);
    // The marks' meaning, in the one sentence every form prints.
    expect(doc.body.textContent).toContain(fieldMarksNote());
    const rows = [...doc.querySelectorAll('tr[data-field]')];
    expect(rows.map((row) => row.getAttribute('data-field'))).toEqual(allFields.map((f) => f.code));
    rows.forEach((row, index) => {
      const field = allFields[index];
      if (!field) throw new Error(`no field ${index}`);
      const cells = [...row.querySelectorAll('p')].map((p) => p.textContent);
      expect(cells, field.code).toEqual(fieldText(field).split(/\n+/));
      expect(row.getAttribute('data-sample'), field.code).toBe(field.sample ? 'true' : null);
      expect(row.querySelector('td')?.textContent, field.code).toBe(
        field.label + fieldMarks(field),
      );
    });
  });

  it('the PDF carries the statement on its first page and the same figures', () => {
    const text = pdfText(read('eco-white-paper.pdf'));
    const firstPage = text.slice(0, text.indexOf('Contents'));
    expect(firstPage).toContain(paper.statement);
    expect(firstPage).toContain(`Version ${generatedHash}`);
    expect(firstPage).toContain(fieldMarksNote());
    for (const part of paper.parts) expect(text).toContain(part.title);
    // Figures short enough to sit on one line of the page.
    for (const code of ['A.8', 'A.9', 'E.4', 'E.5', 'E.8', 'E.12', 'G.5', 'S.8', 'S.11']) {
      const field = allFields.find((f) => f.code === code);
      if (!field) throw new Error(`no field ${code}`);
      for (const line of fieldText(field).split('\n')) expect(text, code).toContain(line);
    }
  });
});
