// The parts of scripts/how-to-buy-screenshots.ts that need no browser: its arguments, the size
// of a PNG and its recompression, the area a screenshot keeps, and the generated module of the
// pictures' sizes.
import { crc32, deflateSync, inflateSync } from 'node:zlib';

/** The screenshots the guide shows (src/content/how-to-buy.ts), in the order they are taken. */
export const screenshotNames = [
  'connect-dialog',
  'buy-dialog',
  'purchase-pending',
  'purchase-confirmed',
  'receipt',
] as const;
export type ScreenshotName = (typeof screenshotNames)[number];

/** Where the pictures go and where their sizes are written, relative to apps/web. */
export const screenshotDir = 'public/learn/how-to-buy';
export const sizesModulePath = 'src/content/how-to-buy-images.ts';

/**
 * A picture should stay under this size. The pictures are lazy-loaded below the fold, so they are
 * not part of the page's first load; the whole Buy dialog (about 576 x 1,100 px of text, which
 * PNG compresses poorly and JPEG blurs) is the largest at about 130 KB.
 */
export const MAX_SCREENSHOT_BYTES = 160 * 1024;

const usage =
  'Usage: npm run screenshots:how-to-buy -w apps/web -- --base-url http://127.0.0.1:5173 [--rpc-url http://127.0.0.1:8545]';

/** A loopback or other http(s) origin, without a trailing slash; a clear error otherwise. */
function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`--${name} must be a URL such as http://127.0.0.1:5173, not "${value}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`--${name} must be an http or https URL, not "${value}".`);
  }
  return url.href.replace(/\/+$/, '');
}

/**
 * Reads `--base-url` (required: the running site, e.g. npm start's http://127.0.0.1:5173) and
 * `--rpc-url` (the local chain the test wallet signs on; default npm start's anvil, on
 * ANVIL_PORT if set), as `--name value` or `--name=value`.
 */
export function parseScreenshotArgs(
  argv: readonly string[],
  environment: Readonly<Record<string, string | undefined>> = {},
) {
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const match = /^--(base-url|rpc-url)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`Unknown argument "${arg}". ${usage}`);
    const name = match[1]!;
    const value = match[2] ?? argv[(i += 1)];
    if (value === undefined || value === '' || value.startsWith('--')) {
      throw new Error(`--${name} needs a value. ${usage}`);
    }
    if (values.has(name)) throw new Error(`--${name} is given twice.`);
    values.set(name, value);
  }
  const baseUrl = values.get('base-url');
  if (baseUrl === undefined) throw new Error(`--base-url is required. ${usage}`);
  const anvilPort = environment.ANVIL_PORT ?? '8545';
  return {
    baseUrl: httpUrl('base-url', baseUrl),
    rpcUrl: httpUrl('rpc-url', values.get('rpc-url') ?? `http://127.0.0.1:${anvilPort}`),
  };
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The pixel size a PNG file declares in its header (IHDR); throws for anything else. */
export function pngSize(file: Uint8Array): { width: number; height: number } {
  const isPng =
    file.length >= 24 &&
    PNG_SIGNATURE.every((byte, i) => file[i] === byte) &&
    String.fromCharCode(...file.subarray(12, 16)) === 'IHDR';
  if (!isPng) throw new Error('not a PNG file');
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The chunks of a PNG file in order, type and data (their CRCs are written anew, not read). */
function pngChunks(file: Uint8Array): { type: string; data: Uint8Array }[] {
  pngSize(file);
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const chunks: { type: string; data: Uint8Array }[] = [];
  for (let at = 8; at < file.length;) {
    if (at + 12 > file.length) throw new Error('not a PNG file: a chunk is cut short');
    const length = view.getUint32(at);
    const type = String.fromCharCode(...file.subarray(at + 4, at + 8));
    if (at + 12 + length > file.length) throw new Error(`not a PNG file: ${type} is cut short`);
    chunks.push({ type, data: file.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return chunks;
}

function chunkBytes(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  const typeBytes = new TextEncoder().encode(type);
  out.set(typeBytes, 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/**
 * The same picture with its image data deflated at zlib's best level, in one IDAT chunk:
 * Chromium favours speed when it encodes a screenshot, and the guide's pictures are served to
 * every reader. Lossless: the pixels, and every other chunk, stay as they were; the file is
 * returned as it was when this would not make it smaller.
 */
export function recompressPng(file: Uint8Array): Uint8Array {
  const chunks = pngChunks(file);
  const idat = chunks.filter((chunk) => chunk.type === 'IDAT');
  if (idat.length === 0) throw new Error('not a PNG file: no image data');
  const pixels = inflateSync(Buffer.concat(idat.map((chunk) => chunk.data)));
  const packed = deflateSync(pixels, { level: 9, memLevel: 9 });
  const parts: Uint8Array[] = [file.subarray(0, 8)];
  let written = false;
  for (const chunk of chunks) {
    if (chunk.type !== 'IDAT') parts.push(chunkBytes(chunk.type, chunk.data));
    else if (!written) {
      parts.push(chunkBytes('IDAT', packed));
      written = true;
    }
  }
  const smaller = Buffer.concat(parts);
  return smaller.length < file.length ? smaller : file;
}

export type Box = { x: number; y: number; width: number; height: number };

/**
 * The smallest box holding every one of `boxes`, grown by `padding` on each side, in whole
 * pixels (outwards) and never past the page's top or left edge: the area a screenshot keeps.
 */
export function unionBox(boxes: readonly Box[], padding = 0): Box {
  if (boxes.length === 0) throw new Error('unionBox needs at least one box');
  const left = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.x)) - padding));
  const top = Math.max(0, Math.floor(Math.min(...boxes.map((b) => b.y)) - padding));
  const right = Math.ceil(Math.max(...boxes.map((b) => b.x + b.width)) + padding);
  const bottom = Math.ceil(Math.max(...boxes.map((b) => b.y + b.height)) + padding);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** The text of src/content/how-to-buy-images.ts for the sizes of the pictures just taken. */
export function imageSizesModule(
  sizes: Readonly<Record<ScreenshotName, { width: number; height: number }>>,
): string {
  // Quoted only where a name needs it, as Prettier writes keys.
  const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);
  const rows = screenshotNames.map(
    (name) => `  ${key(name)}: { width: ${sizes[name].width}, height: ${sizes[name].height} },`,
  );
  return [
    '// Generated by scripts/how-to-buy-screenshots.ts (npm run screenshots:how-to-buy -w apps/web):',
    '// do not edit. The pixel size of each screenshot under public/learn/how-to-buy, as taken, so the',
    '// guide gives every picture its width and height and nothing moves when it loads.',
    'export const howToBuyImageSizes: Readonly<Record<string, { width: number; height: number }>> = {',
    ...rows,
    '};',
    '',
  ].join('\n');
}
