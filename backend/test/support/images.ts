import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real RGB PNG of one colour (8 bits a channel, no interlace), built with zlib: `pdfimages` and every reader take
 * it. `padding` adds an ancillary text chunk so a file can be made as large as a test needs.
 */
export function pngOf(width: number, height: number, rgb: [number, number, number] = [11, 83, 148], padding = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...(padding > 0 ? [chunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(padding, 0x61)]))] : []),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 120 x 60 baseline JPEG (rendered by pdftoppm from a two-rectangle page). */
export const JPEG_LOGO = readFileSync(new URL('../fixtures/branding/logo.jpg', import.meta.url));

export const SVG_LOGO = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
export const HTML_PAGE = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

/** Page 1 of a PDF rendered by poppler's pdftoppm, as raw RGB (PPM): what a reader of the printed page sees. */
export function firstPagePixels(pdf: Buffer, dpi = 50): { width: number; height: number; rgb: Buffer } {
  const ppm = execFileSync('pdftoppm', ['-f', '1', '-l', '1', '-r', String(dpi), '-singlefile', '-'], { input: pdf });
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString('latin1'))!;
  return { width: Number(header[1]), height: Number(header[2]), rgb: ppm.subarray(header[0].length) };
}

/** Pixels within `tolerance` (per channel) of `#rrggbb`: anti-aliased edges are near, solid strokes exact. */
export function pixelsNear(rgb: Buffer, hex: string, tolerance = 8): number {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
  let count = 0;
  for (let at = 0; at + 2 < rgb.length; at += 3) {
    if (Math.abs(rgb[at]! - r) <= tolerance && Math.abs(rgb[at + 1]! - g) <= tolerance && Math.abs(rgb[at + 2]! - b) <= tolerance) count++;
  }
  return count;
}

/** The images embedded in a PDF, as `pdfimages -list` lists them (page, width, height). */
export function embeddedImages(pdf: Buffer): { page: number; width: number; height: number }[] {
  const dir = mkdtempSync(join(tmpdir(), 'sdn-pdf-'));
  const file = join(dir, 'report.pdf');
  writeFileSync(file, pdf);
  const lines = execFileSync('pdfimages', ['-list', file]).toString('utf8').split('\n').slice(2).filter(Boolean);
  return lines.map((line) => {
    const [page, , , width, height] = line.trim().split(/\s+/);
    return { page: Number(page), width: Number(width), height: Number(height) };
  });
}
