import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { whitePaperVersionModule } from '../../scripts/lib/white-paper-forms';
import { fieldText, whitePaper } from '../content/white-paper';
import { hashWhitePaper } from '../lib/ledger-hash';
import * as generated from './white-paper.generated';

// The site shows, and the Buy dialog records, the version in white-paper.generated.ts; the build
// regenerates it (scripts/build-pdfs.ts), and this test keeps the committed file current.
const file = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), 'white-paper.generated.ts'),
  'utf8',
);

describe("the white paper's generated version", () => {
  it('is the hash of the document in the checkout (if not: npm run pdfs -w apps/web)', () => {
    expect(file).toBe(whitePaperVersionModule(hashWhitePaper(whitePaper())));
    expect(generated.whitePaperHash).toBe(hashWhitePaper(whitePaper()));
  });

  it('would change with any field of the document', () => {
    const edited = structuredClone(whitePaper());
    const field = edited.parts[2]?.fields[0];
    if (!field) throw new Error('no field A.1');
    field.value = `${fieldText(field)} `;
    expect(hashWhitePaper(edited)).not.toBe(generated.whitePaperHash);
    expect(hashWhitePaper(structuredClone(whitePaper()))).toBe(generated.whitePaperHash);
  });
});
