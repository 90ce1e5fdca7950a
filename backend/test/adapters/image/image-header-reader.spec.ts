import { expect } from 'chai';
import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { inspectImage } from '../../../src/adapters/image/image-header-reader.js';
import { PooledImageInspector } from '../../../src/adapters/image/pooled-image-inspector.js';
import { PiscinaCpuWork } from '../../../src/adapters/worker-pool/piscina-cpu-work.js';
import { BadRequestError, DomainError } from '../../../src/domain/shared/domain-error.js';
import { HTML_PAGE, JPEG_LOGO, SVG_LOGO, pngOf } from '../../support/images.js';

const refusal = (content: Buffer): string => {
  try {
    inspectImage({ content });
  } catch (error) {
    expect(error).to.be.instanceOf(BadRequestError);
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
};

/** A PNG whose chunks are rewritten by `edit` (checksums recomputed unless `keepCrc`). */
function pngWith(edit: (chunks: { type: string; data: Buffer }[]) => { type: string; data: Buffer }[], keepCrc = false): Buffer {
  const source = pngOf(4, 4);
  const chunks: { type: string; data: Buffer; crc: number }[] = [];
  for (let at = 8; at < source.length;) {
    const length = source.readUInt32BE(at);
    chunks.push({
      type: source.toString('latin1', at + 4, at + 8),
      data: source.subarray(at + 8, at + 8 + length),
      crc: source.readUInt32BE(at + 8 + length),
    });
    at += 12 + length;
  }
  const edited = edit(chunks);
  return Buffer.concat([
    source.subarray(0, 8),
    ...edited.map(({ type, data }, index) => {
      const head = Buffer.alloc(8);
      head.writeUInt32BE(data.length);
      head.write(type, 4, 'latin1');
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(keepCrc ? (chunks[index]?.crc ?? 0) : crc32(Buffer.concat([head.subarray(4), data])));
      return Buffer.concat([head, data, crc]);
    }),
  ]);
}

describe('Image header reader (logo uploads, in the pool)', () => {
  it('reads a PNG and a JPEG from their bytes: type, sides and digest', () => {
    const png = pngOf(120, 60);
    expect(inspectImage({ content: png })).to.deep.equal({
      contentType: 'image/png',
      width: 120,
      height: 60,
      sha256: createHash('sha256').update(png).digest('hex'),
    });
    expect(inspectImage({ content: JPEG_LOGO })).to.include({ contentType: 'image/jpeg', width: 120, height: 60 });
  });

  it('reads an interlaced PNG by the size of its seven passes', () => {
    const rows = (w: number, h: number) => Buffer.concat(Array.from({ length: h }, () => Buffer.alloc(1 + w * 3)));
    // 5 x 3 pixels in Adam7's seven passes: 1x1, 1x1, none (its rows start at y 4), 1x1, 3x1, 2x2, 5x1.
    const passes = [rows(1, 1), rows(1, 1), rows(0, 0), rows(1, 1), rows(3, 1), rows(2, 2), rows(5, 1)];
    const interlaced = pngWith((chunks) =>
      chunks.map((c) => {
        if (c.type === 'IHDR') {
          const header = Buffer.from(c.data);
          header.writeUInt32BE(5, 0);
          header.writeUInt32BE(3, 4);
          header[12] = 1;
          return { type: 'IHDR', data: header };
        }
        return c.type === 'IDAT' ? { type: 'IDAT', data: deflateSync(Buffer.concat(passes)) } : c;
      }),
    );
    expect(inspectImage({ content: interlaced })).to.include({ width: 5, height: 3 });
  });

  it('refuses an SVG or an HTML page whatever its name, and any other format', () => {
    expect(refusal(SVG_LOGO)).to.equal('The logo must be a PNG or JPEG image; this file is an SVG image, whatever its name says.');
    expect(refusal(Buffer.concat([Buffer.from('<?xml version="1.0"?>\n'), SVG_LOGO]))).to.match(/this file is an SVG image/);
    expect(refusal(HTML_PAGE)).to.equal('The logo must be a PNG or JPEG image; this file is markup (HTML or XML), whatever its name says.');
    expect(refusal(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).to.equal('The logo must be a PNG or JPEG image.');
    expect(refusal(Buffer.alloc(0))).to.equal('The logo must be a PNG or JPEG image.');
  });

  it('refuses broken PNGs: cut off, wrong checksum, bytes after the end, no header', () => {
    const png = pngOf(8, 8);
    expect(refusal(png.subarray(0, png.length - 5))).to.match(/^The file starts like a PNG but is not a valid one \(/);
    expect(refusal(pngWith((c) => c, true).fill(0, 40, 41))).to.match(/checksum is wrong|cut off/);
    const flipped = Buffer.from(png);
    flipped[png.length - 20]! ^= 0xff;
    expect(refusal(flipped)).to.match(/checksum is wrong/);
    expect(refusal(Buffer.concat([png, Buffer.from('<script>')]))).to.match(/bytes follow its end/);
    expect(refusal(pngWith((c) => c.filter((chunk) => chunk.type !== 'IHDR')))).to.match(/does not start with its header/);
    expect(refusal(pngWith((c) => c.filter((chunk) => chunk.type !== 'IDAT')))).to.match(/no pixel data/);
  });

  it('refuses pixel data that inflates beyond what the header promises (a decompression bomb) or falls short', () => {
    const bomb = pngWith((chunks) =>
      chunks.map((c) => (c.type === 'IDAT' ? { type: 'IDAT', data: deflateSync(Buffer.alloc(50 * 1024 * 1024)) } : c)),
    );
    expect(bomb.length).to.be.below(100 * 1024);
    expect(refusal(bomb)).to.match(/does not decompress to the size its header says/);
    const short = pngWith((chunks) => chunks.map((c) => (c.type === 'IDAT' ? { type: 'IDAT', data: deflateSync(Buffer.alloc(3)) } : c)));
    expect(refusal(short)).to.match(/does not decompress to the size its header says/);
  });

  it('refuses sides over 2000 px from the header, before inflating anything', () => {
    const huge = pngWith((chunks) =>
      chunks.map((c) => {
        if (c.type !== 'IHDR') return c;
        const header = Buffer.from(c.data);
        header.writeUInt32BE(100_000, 0);
        return { type: 'IHDR', data: header };
      }),
    );
    expect(refusal(huge)).to.equal('The logo is 100000 x 4 px; each side must be at most 2000 px.');
  });

  it('refuses broken JPEGs and the kinds PDF readers do not all decode', () => {
    expect(refusal(JPEG_LOGO.subarray(0, 200))).to.match(/^The file starts like a JPEG but is not a valid one \(/);
    expect(refusal(JPEG_LOGO.subarray(0, JPEG_LOGO.length - 2))).to.match(/it has no end/);
    const lossless = Buffer.from(JPEG_LOGO);
    const frame = lossless.indexOf(Buffer.from([0xff, 0xc0]));
    lossless[frame + 1] = 0xc3;
    expect(refusal(lossless)).to.equal('Only baseline and progressive JPEGs are accepted (this one is lossless or arithmetic-coded).');
  });

  it('runs in a pool thread through its port, a refusal arriving with its code and message', async () => {
    const pool = new PiscinaCpuWork({ threads: 1, maxQueue: 4, timeoutMs: 10_000, memoryMb: 128 });
    try {
      const inspector = new PooledImageInspector(pool);
      expect(await inspector.inspect(pngOf(30, 20))).to.include({ contentType: 'image/png', width: 30, height: 20 });
      const refused = await inspector.inspect(SVG_LOGO).catch((error: unknown) => error);
      expect(refused).to.be.instanceOf(DomainError).and.include({ code: 'bad_request' });
      expect((refused as Error).message).to.match(/this file is an SVG image/);
    } finally {
      await pool.close();
    }
  });
});
