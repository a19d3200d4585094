import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/config/paths';
import { usdcSourceText, withdrawalPeriodText } from '../../../src/content/sale-rules';
import { capitalise, interpolate } from './inline-values';
import { parseMarkdown } from './markdown';

// The whitepaper's words as the PDF prints them: its markdown with the inline figures filled in.
const source = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '../../../content/whitepaper.md'),
  'utf8',
);
const { blocks } = parseMarkdown(source);
const text = blocks
  .flatMap((block) =>
    block.kind === 'ul' ? block.items : block.kind === 'placeholder' ? [] : [block.text],
  )
  .map(interpolate)
  .join('\n');

describe('the whitepaper', () => {
  it('points to the MiCA white paper, which prevails', () => {
    expect(text).toContain(`published on the website at ${paths.whitePaper}`);
    expect(text).toContain('the crypto-asset white paper prevails');
  });

  it('describes money back with the withdrawal period of the deployments', () => {
    expect(blocks).toContainEqual({ kind: 'h2', text: 'Money back' });
    expect(text).toContain(`fixed at deployment: ${withdrawalPeriodText()}.`);
    expect(text).toContain("never past the stage's closing time if one is set then");
    expect(text).toContain("a time-limited offer's subscription period, Art. 13(5)");
    expect(text).toContain('none for a purchase made after trading is enabled (Art. 13(4))');
    expect(text).toContain('every purchase in it may be refunded, with no deadline');
    expect(text).toContain('never a payment still held');
  });

  it('states the referral rules of decision 0033 and not the old ones', () => {
    expect(text).toContain('minted only when the purchase is released');
    expect(text).toContain("counts against the buyer's own cap");
    expect(text).toContain('The partners stage pays no referral rewards.');
    expect(text).toContain('a buyer may name a second wallet of their own');
    expect(text).not.toContain('paid by the contract in the same transaction');
  });

  it("states USDC, where Circle's addresses come from and what Circle can do", () => {
    expect(text).toContain(`${capitalise(usdcSourceText() ?? '')}.`);
    expect(usdcSourceText()).toContain('developers.circle.com');
    expect(text).toContain('Circle, which can freeze addresses');
    expect(text).toContain('lose its peg');
  });
});
