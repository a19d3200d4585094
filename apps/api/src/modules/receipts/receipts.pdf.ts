// The receipt as a PDF a buyer or donor keeps: every figure of the receipt page, the pledge
// labelled as a sample, and a QR code of the page's address, so anyone holding the paper can
// check it against the chain. Same inputs, same bytes: the dates in it are the block's time.
import { displayMemo, receiptTitles } from '@eco/contracts/receipt';
import type { DescribedTransaction } from '@eco/contracts/receipt';
import type { PledgeFigure } from '@eco/shared';
import { PLEDGE_NOT_RETIREMENT, SAMPLE_PLEDGE_NOTE } from '@eco/shared';
import PDFDocument from 'pdfkit';
import qrcode from 'qrcode-generator';
import { saleStageName } from '@eco/contracts/stages';
import {
  ecoText,
  ethText,
  englishExactNote,
  paymentText,
  formatNumber,
  formatUtcDateTime,
  RECEIPT_ETH_DECIMALS,
} from '@eco/shared/format';

/**
 * What a receipt PDF is made of: a purchase, a purchase given back (a withdrawal or a refund) or a
 * donation (nothing else has a receipt).
 */
export type ReceiptKind = Extract<
  DescribedTransaction,
  { kind: 'purchase' | 'return' | 'donation' }
>;

export interface ReceiptPdfInput {
  receipt: ReceiptKind;
  /** The receipt page's address, printed and encoded in the QR code. */
  pageUrl: string;
  /** The purchase's pledge; absent for a donation. */
  pledge?: PledgeFigure | undefined;
  /**
   * The receipt's block is finalized: the file then says so instead of counting confirmations,
   * so it holds nothing that changes with later blocks and is the same whenever it is drawn.
   */
  final?: boolean;
}

const MARGIN = 50;
const LABEL_WIDTH = 140;
const VALUE_X = MARGIN + LABEL_WIDTH + 5;
const PAGE_WIDTH = 595.28; // A4
const VALUE_WIDTH = PAGE_WIDTH - MARGIN - VALUE_X;
const BRAND = '#14532d';
const MUTED = '#475569';

// The built-in PDF fonts write text in WinAnsi: characters outside it would print as garbage. The
// few the receipt itself uses are written as their nearest WinAnsi text; anything else (a memo's
// emoji or another script) becomes "?", and the memo's line says so.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
function winAnsi(text: string): { text: string; replaced: boolean } {
  let replaced = false;
  const out = Array.from(text.replace(/₂/g, '2').replace(/[\u00a0\u202f\u2009]/g, ' '), (char) => {
    const code = char.codePointAt(0)!;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return char;
    if (WIN_ANSI_EXTRAS.has(char)) return char;
    replaced = true;
    return '?';
  }).join('');
  return { text: out, replaced };
}
const pdfText = (text: string) => winAnsi(text).text;

type Doc = InstanceType<typeof PDFDocument>;

/** One label and its value (with an optional note under it), the value in monospace for hex. */
function row(
  doc: Doc,
  label: string,
  value: string,
  options: { mono?: boolean; note?: string } = {},
) {
  const top = doc.y;
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(pdfText(label), MARGIN, top, { width: LABEL_WIDTH });
  const labelBottom = doc.y;
  doc
    .font(options.mono ? 'Courier' : 'Helvetica-Bold')
    .fontSize(options.mono ? 8.5 : 10)
    .fillColor('black');
  doc.text(pdfText(value), VALUE_X, top, { width: VALUE_WIDTH });
  if (options.note) {
    doc.font('Helvetica').fontSize(8.5).fillColor(MUTED);
    doc.text(pdfText(options.note), VALUE_X, doc.y + 1, { width: VALUE_WIDTH });
  }
  doc.x = MARGIN;
  doc.y = Math.max(labelBottom, doc.y) + 6;
}

function heading(doc: Doc, text: string) {
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(12).fillColor(BRAND);
  doc.text(pdfText(text), MARGIN, doc.y, { width: PAGE_WIDTH - 2 * MARGIN });
  doc.moveDown(0.3);
}

function paragraph(doc: Doc, text: string, size = 9) {
  doc.font('Helvetica').fontSize(size).fillColor(MUTED);
  doc.text(pdfText(text), MARGIN, doc.y, { width: PAGE_WIDTH - 2 * MARGIN });
  doc.moveDown(0.3);
}

/** Draws the QR code of `url` at (x, y), `size` points wide, linked to the url. */
function qrCode(doc: Doc, url: string, x: number, y: number, size: number) {
  const qr = qrcode(0, 'M');
  qr.addData(url, 'Byte');
  qr.make();
  const count = qr.getModuleCount();
  // Four modules of quiet zone on each side, as scanners expect.
  const cell = size / (count + 8);
  for (let r = 0; r < count; r++) {
    for (let c = 0; c < count; c++) {
      if (qr.isDark(r, c)) doc.rect(x + (c + 4) * cell, y + (r + 4) * cell, cell, cell);
    }
  }
  doc.fillColor('black').fill();
  doc.link(x, y, size, size, url);
}

let drawn = 0;
/**
 * How many receipt PDFs this process has drawn: the one figure that shows a cached PDF was not
 * drawn again (tests read it; the drawing itself is what the cache saves).
 */
export function receiptPdfsDrawn(): number {
  return drawn;
}

/** The receipt PDF's bytes. */
export function renderReceiptPdf({
  receipt,
  pageUrl,
  pledge,
  final = false,
}: ReceiptPdfInput): Promise<Buffer> {
  drawn += 1;
  const date = new Date(Number(receipt.timestamp) * 1000);
  const title = receiptTitles[receipt.kind];
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    lang: 'en',
    displayTitle: true,
    info: {
      Title: `${title} ${receipt.hash}`,
      Author: 'Green Planet ECO',
      Creator: 'Green Planet ECO',
      Subject: `Transaction ${receipt.hash} on chain ${receipt.chainId}`,
      // The block's time, not the moment of the request: the same receipt is the same file.
      CreationDate: date,
      ModDate: date,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(10).fillColor(BRAND).text('GREEN PLANET ECO');
  doc.moveDown(0.2);
  doc.font('Helvetica-Bold').fontSize(20).fillColor('black').text(title);
  doc.moveDown(0.3);
  paragraph(
    doc,
    'Decoded from the transaction on the blockchain, not from our records: anyone can check every figure below on the chain or at the address under the QR code.',
  );

  const payment = (label: string, asset: 'eth' | 'usdc', units: bigint) => {
    const { text, note } = paymentText(asset, units);
    row(doc, label, text, { note });
  };
  if (receipt.kind === 'purchase') {
    heading(doc, 'Purchase');
    const p = receipt.purchase;
    row(doc, 'Buyer', p.buyer, { mono: true });
    row(doc, 'Sale stage', saleStageName(p.stageKey));
    row(doc, 'ECO bought', ecoText(p.amount), { note: englishExactNote(p.amount, 'ECO') });
    row(doc, 'Purchase number', `${p.index.toString()} in the stage`);
    payment('Price per ECO', p.asset, p.pricePerEco);
    payment('Paid', p.asset, p.cost);
    if (p.withdrawableUntil > receipt.timestamp) {
      row(
        doc,
        'Withdrawal right',
        `until ${formatUtcDateTime(Number(p.withdrawableUntil) * 1000)}`,
        {
          note: 'Until then the buyer may give this purchase back for all of what it cost. The ECO bought must still be in the buying wallet.',
        },
      );
    } else {
      row(doc, 'Withdrawal right', 'None', {
        note: 'Bought after trading was enabled, or where the deployment grants no withdrawal period.',
      });
    }
    if (p.referrer) {
      row(doc, 'Referrer', p.referrer, { mono: true });
      row(doc, 'Referral reward', ecoText(p.reward), {
        note: "Reserved for the referrer out of this buyer's cap; minted to them once the purchase is final (after its withdrawal period), never if it is withdrawn or refunded.",
      });
    } else {
      row(doc, 'Referrer', 'None');
    }
  } else if (receipt.kind === 'return') {
    const r = receipt.returned;
    heading(doc, r.reason === 'withdrawal' ? 'Withdrawal' : 'Refund');
    row(doc, 'Buyer', r.buyer, {
      mono: true,
      note:
        r.reason === 'withdrawal'
          ? 'Withdrew the purchase within its withdrawal period.'
          : 'Claimed the refund of a purchase in a stage that was cancelled or missed its minimum raise.',
    });
    row(doc, 'Sale stage', saleStageName(r.stageKey));
    row(doc, 'Purchase number', `${r.index.toString()} in the stage`);
    row(doc, 'ECO given back', ecoText(r.amount), {
      note: englishExactNote(r.amount, 'ECO') ?? 'Taken from the buyer and burned.',
    });
    payment('Paid back', r.asset, r.cost);
  } else {
    heading(doc, 'Donation');
    const d = receipt.donation;
    const memo = displayMemo(d.memo);
    const printed = winAnsi(memo.text);
    row(doc, 'Donor', d.donor, { mono: true });
    row(doc, 'Campaign', `Campaign ${d.campaignId.toString()}`);
    row(doc, 'Given', ethText(d.amount, RECEIPT_ETH_DECIMALS), {
      note:
        englishExactNote(d.amount, 'ETH') ??
        'Forwarded to the campaign wallet in the same transaction.',
    });
    row(doc, 'Memo', d.memo === '' ? 'None' : `"${printed.text}"`, {
      note:
        d.memo === ''
          ? undefined
          : `The donor's own words, not checked by Green Planet ECO.${
              printed.replaced || memo.altered
                ? ' Characters this PDF cannot show are printed as ?; the receipt page shows the memo as written.'
                : ''
            }`,
    });
  }

  heading(doc, 'Transaction');
  row(doc, 'Block time', formatUtcDateTime(Number(receipt.timestamp) * 1000));
  row(doc, 'Block', receipt.blockNumber.toString());
  if (final) {
    row(doc, 'Confirmations', 'Final', {
      note: `Block ${receipt.blockNumber.toString()} is finalized: this transaction can no longer be changed or undone.`,
    });
  } else {
    row(doc, 'Confirmations', formatNumber(receipt.confirmations, { decimals: 0 }), {
      note: `As of block ${receipt.headBlockNumber.toString()}, when this receipt was made.`,
    });
  }
  row(doc, 'From', receipt.from, { mono: true });
  row(doc, 'To', receipt.to ?? 'None (a contract deployment)', { mono: receipt.to !== null });
  row(doc, 'Network fee', ethText(receipt.fee, RECEIPT_ETH_DECIMALS), {
    note: englishExactNote(receipt.fee, 'ETH'),
  });
  row(doc, 'Transaction', receipt.hash, { mono: true });
  row(doc, 'Chain', `Chain ${receipt.chainId}`);

  if (pledge) {
    heading(doc, pledge.sample ? 'Pledge (SAMPLE)' : 'Pledge');
    row(doc, pledge.sample ? 'Sample pledge' : 'Pledge', pledge.text, {
      note: `Counted as ${pledge.rule}.`,
    });
    paragraph(doc, PLEDGE_NOT_RETIREMENT);
    if (pledge.sample) paragraph(doc, SAMPLE_PLEDGE_NOTE);
  }

  heading(doc, 'Check this receipt');
  const qrTop = doc.y;
  const qrSize = 110;
  qrCode(doc, pageUrl, MARGIN, qrTop, qrSize);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text('Scan the code or open:', MARGIN + qrSize + 12, qrTop + 12, {
    width: PAGE_WIDTH - 2 * MARGIN - qrSize - 12,
  });
  doc.font('Courier').fontSize(8).fillColor('black');
  doc.text(pdfText(pageUrl), MARGIN + qrSize + 12, doc.y + 2, {
    width: PAGE_WIDTH - 2 * MARGIN - qrSize - 12,
    link: pageUrl,
  });
  doc.end();
  return finished;
}
