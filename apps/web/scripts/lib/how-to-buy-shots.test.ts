import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  imageSizesModule,
  parseScreenshotArgs,
  pngSize,
  recompressPng,
  screenshotNames,
  unionBox,
} from './how-to-buy-shots';

const chunk = (type: string, data: Uint8Array) => {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(Buffer.from(type, 'latin1'), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
};

/**
 * A real PNG of `width` x `height` pixels (RGB, a pattern that compresses unlike plain white),
 * its image data deflated at `level` and cut into `idatParts` IDAT chunks, with a tEXt chunk
 * before them.
 */
function png(width: number, height: number, { level = 6, idatParts = 1 } = {}): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = new Uint8Array((width * 3 + 1) * height).map((_, i) =>
    i % (width * 3 + 1) === 0 ? 0 : (i * 7) % 13 === 0 ? 40 : 255,
  );
  const data = deflateSync(rows, { level });
  const step = Math.ceil(data.length / idatParts);
  const idat = Array.from({ length: idatParts }, (_, i) =>
    chunk('IDAT', data.subarray(i * step, (i + 1) * step)),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('tEXt', Buffer.from('Software\0test', 'latin1')),
    ...idat,
    chunk('IEND', new Uint8Array()),
  ]);
}

/** Each chunk's type, and whether its CRC is right. */
function chunksOf(file: Uint8Array): { type: string; crcOk: boolean; data: Uint8Array }[] {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const out: { type: string; crcOk: boolean; data: Uint8Array }[] = [];
  for (let at = 8; at < file.length;) {
    const length = view.getUint32(at);
    const type = Buffer.from(file.subarray(at + 4, at + 8)).toString('latin1');
    const crc = view.getUint32(at + 8 + length);
    out.push({
      type,
      crcOk: crc === crc32(file.subarray(at + 4, at + 8 + length)),
      data: file.subarray(at + 8, at + 8 + length),
    });
    at += 12 + length;
  }
  return out;
}

const pixelsOf = (file: Uint8Array) =>
  inflateSync(
    Buffer.concat(
      chunksOf(file)
        .filter((c) => c.type === 'IDAT')
        .map((c) => c.data),
    ),
  );

describe('parseScreenshotArgs', () => {
  it('reads --base-url in both forms, without a trailing slash, and defaults the chain to npm start', () => {
    expect(parseScreenshotArgs(['--base-url', 'http://127.0.0.1:5173/'])).toEqual({
      baseUrl: 'http://127.0.0.1:5173',
      rpcUrl: 'http://127.0.0.1:8545',
    });
    expect(parseScreenshotArgs(['--base-url=http://localhost:5174'])).toEqual({
      baseUrl: 'http://localhost:5174',
      rpcUrl: 'http://127.0.0.1:8545',
    });
  });

  it('takes the chain from --rpc-url, else from ANVIL_PORT as npm start does', () => {
    expect(
      parseScreenshotArgs([
        '--base-url',
        'http://127.0.0.1:5173',
        '--rpc-url=http://127.0.0.1:9545',
      ]).rpcUrl,
    ).toBe('http://127.0.0.1:9545');
    expect(
      parseScreenshotArgs(['--base-url', 'http://127.0.0.1:5173'], { ANVIL_PORT: '8546' }).rpcUrl,
    ).toBe('http://127.0.0.1:8546');
  });

  it('refuses a missing, empty, repeated, unknown or non-http argument with a clear message', () => {
    expect(() => parseScreenshotArgs([])).toThrow('--base-url is required');
    expect(() => parseScreenshotArgs(['--base-url'])).toThrow('--base-url needs a value');
    expect(() => parseScreenshotArgs(['--base-url='])).toThrow('--base-url needs a value');
    expect(() => parseScreenshotArgs(['--base-url', '--rpc-url', 'http://x'])).toThrow(
      '--base-url needs a value',
    );
    expect(() => parseScreenshotArgs(['--base-url', 'http://a', '--base-url', 'http://b'])).toThrow(
      '--base-url is given twice',
    );
    expect(() => parseScreenshotArgs(['--base-url', 'http://a', '--out', 'x'])).toThrow(
      'Unknown argument "--out"',
    );
    expect(() => parseScreenshotArgs(['--base-url', '127.0.0.1:5173'])).toThrow(
      '--base-url must be',
    );
    expect(() => parseScreenshotArgs(['--base-url', 'file:///etc/passwd'])).toThrow(
      '--base-url must be an http or https URL',
    );
    expect(() => parseScreenshotArgs(['--base-url', 'http://a', '--rpc-url', 'ws://b'])).toThrow(
      '--rpc-url must be an http or https URL',
    );
  });
});

describe('pngSize', () => {
  it('reads the size a PNG declares', () => {
    expect(pngSize(png(576, 313))).toEqual({ width: 576, height: 313 });
    expect(pngSize(png(1, 70_000))).toEqual({ width: 1, height: 70_000 });
  });

  it('reads it from a Buffer that is a slice of a larger one', () => {
    const file = png(12, 34);
    const pool = Buffer.concat([Buffer.alloc(7), file]);
    expect(pngSize(pool.subarray(7))).toEqual({ width: 12, height: 34 });
  });

  it('refuses what is not a PNG', () => {
    expect(() => pngSize(new Uint8Array())).toThrow('not a PNG file');
    expect(() => pngSize(Buffer.from('GIF89a, and enough bytes to fill a header'))).toThrow(
      'not a PNG file',
    );
    const noHeader = png(2, 2);
    noHeader.set(Buffer.from('IDAT', 'latin1'), 12);
    expect(() => pngSize(noHeader)).toThrow('not a PNG file');
  });
});

describe('recompressPng', () => {
  it('deflates the image data harder into one IDAT, keeping the pixels and the other chunks', () => {
    const taken = png(300, 200, { level: 1, idatParts: 3 });
    const packed = recompressPng(taken);
    expect(packed.length).toBeLessThan(taken.length);
    expect(pngSize(packed)).toEqual({ width: 300, height: 200 });
    expect(pixelsOf(packed).equals(pixelsOf(taken))).toBe(true);
    const chunks = chunksOf(packed);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'tEXt', 'IDAT', 'IEND']);
    expect(chunks.every((c) => c.crcOk)).toBe(true);
    expect(Buffer.from(chunks[1]!.data).toString('latin1')).toBe('Software\0test');
  });

  it('returns the file as it was when it would not get smaller', () => {
    const best = recompressPng(png(40, 40, { level: 1 }));
    expect(recompressPng(best)).toBe(best);
  });

  it('refuses a file that is not a whole PNG', () => {
    expect(() => recompressPng(Buffer.from('not a png at all, not even close'))).toThrow(
      'not a PNG file',
    );
    const whole = png(20, 20);
    expect(() => recompressPng(whole.subarray(0, whole.length - 20))).toThrow('cut short');
  });
});

describe('unionBox', () => {
  it('holds every box, grown by the padding, in whole pixels outwards', () => {
    expect(
      unionBox(
        [
          { x: 40.5, y: 300.2, width: 500, height: 48 },
          { x: 32, y: 360, width: 512.4, height: 80.1 },
        ],
        16,
      ),
    ).toEqual({ x: 16, y: 284, width: 545, height: 173 });
  });

  it('never reaches past the top or left edge of the page', () => {
    expect(unionBox([{ x: 4, y: 2, width: 10, height: 10 }], 16)).toEqual({
      x: 0,
      y: 0,
      width: 30,
      height: 28,
    });
  });

  it('needs a box', () => {
    expect(() => unionBox([])).toThrow('at least one box');
  });
});

describe('imageSizesModule', () => {
  const sizes = Object.fromEntries(
    screenshotNames.map((name, i) => [name, { width: 500 + i, height: 100 * (i + 1) }]),
  ) as Parameters<typeof imageSizesModule>[0];

  it('writes every size, marked as generated', () => {
    const text = imageSizesModule(sizes);
    expect(text).toMatch(/^\/\/ Generated by scripts\/how-to-buy-screenshots\.ts/);
    expect(text).toContain('do not edit');
    for (const [i, name] of screenshotNames.entries()) {
      const row = new RegExp(
        `^ {2}'?${name}'?: \\{ width: ${500 + i}, height: ${100 * (i + 1)} \\},$`,
        'm',
      );
      expect(text).toMatch(row);
    }
  });

  it('is in the form of the module on disk (the page reads that one)', () => {
    // Resolved with node:path: jsdom's URL does not resolve relative file: URLs.
    const onDisk = readFileSync(
      join(dirname(fileURLToPath(import.meta.url)), '../../src/content/how-to-buy-images.ts'),
      'utf8',
    );
    const rows = onDisk.match(/^ {2}'?[a-z-]+'?: \{ width: \d+, height: \d+ \},$/gm) ?? [];
    expect(rows).toHaveLength(screenshotNames.length);
    // Regenerated from its own numbers, the module is unchanged: the script writes this very form.
    const parsed = Object.fromEntries(
      rows.map((row) => {
        const [, name, width, height] =
          /^ {2}'?([a-z-]+)'?: \{ width: (\d+), height: (\d+) \},$/.exec(row)!;
        return [name, { width: Number(width), height: Number(height) }];
      }),
    ) as Parameters<typeof imageSizesModule>[0];
    expect(imageSizesModule(parsed)).toBe(onDisk);
  });
});
