import { createHash } from 'node:crypto';
import { crc32, inflateSync } from 'node:zlib';
import { MAX_LOGO_SIDE, type InspectedImage } from '../../domain/account/workspace-branding.js';
import { BadRequestError } from '../../domain/shared/domain-error.js';
import { cpuTask } from '../../ports/cpu-work.js';

/**
 * Our own reader of PNG and JPEG structure: one pass over the chunks or segments (linear, no library), and for a PNG
 * the pixel data inflated with its output capped at what the header promises, so a truncated, corrupt or
 * decompression-bomb image is refused here rather than when a report embeds it. The type comes from the bytes: an SVG
 * or an HTML page named logo.png is neither.
 */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Channels per colour type, and the bit depths each allows (PNG 1.2, table 11.1). */
const PNG_COLOUR_TYPES: Record<number, { channels: number; depths: number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};
/** Adam7 passes: x start, y start, x step, y step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;
/** Baseline, extended sequential and progressive Huffman JPEGs: what PDF readers decode everywhere. */
const JPEG_FRAMES = new Set([0xc0, 0xc1, 0xc2]);

const refuse = (message: string): never => {
  throw new BadRequestError(message);
};

function checkSides(width: number, height: number): void {
  if (width < 1 || height < 1) refuse('The image has no pixels.');
  if (width > MAX_LOGO_SIDE || height > MAX_LOGO_SIDE) {
    refuse(`The logo is ${width} x ${height} px; each side must be at most ${MAX_LOGO_SIDE} px.`);
  }
}

/** Bytes of the filtered scanlines the header promises (every pass when interlaced). */
function expectedPngData(width: number, height: number, bitsPerPixel: number, interlaced: boolean): number {
  const rows = (w: number, h: number) => (w <= 0 || h <= 0 ? 0 : h * (1 + Math.ceil((w * bitsPerPixel) / 8)));
  if (!interlaced) return rows(width, height);
  return ADAM7.reduce((sum, [x0, y0, dx, dy]) => sum + rows(Math.ceil((width - x0) / dx), Math.ceil((height - y0) / dy)), 0);
}

function readPng(bytes: Buffer): { width: number; height: number } {
  const bad = (why: string) => refuse(`The file starts like a PNG but is not a valid one (${why}).`);
  let at = PNG_SIGNATURE.length;
  let header: { width: number; height: number; bitsPerPixel: number; interlaced: boolean; palette: boolean } | null = null;
  let sawPalette = false;
  let ended = false;
  const data: Buffer[] = [];
  while (at < bytes.length && !ended) {
    if (at + 12 > bytes.length) bad('a chunk is cut off');
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (at + 12 + length > bytes.length) bad(`the ${type.replace(/[^A-Za-z]/g, '?')} chunk is cut off`);
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== bytes.readUInt32BE(at + 8 + length)) bad('a chunk checksum is wrong');
    if (!header && type !== 'IHDR') bad('it does not start with its header');
    if (type === 'IHDR') {
      if (header || length !== 13) bad('its header is malformed');
      const [depth, colourType, compression, filter, interlace] = [body[8]!, body[9]!, body[10]!, body[11]!, body[12]!];
      const kind = PNG_COLOUR_TYPES[colourType];
      if (!kind || !kind.depths.includes(depth) || compression !== 0 || filter !== 0 || interlace > 1) bad('its header is malformed');
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        bitsPerPixel: kind!.channels * depth,
        interlaced: interlace === 1,
        palette: colourType === 3,
      };
      checkSides(header.width, header.height);
    } else if (type === 'PLTE') sawPalette = true;
    else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') ended = true;
    at += 12 + length;
  }
  if (!header) return bad('it has no header');
  if (!ended || at !== bytes.length) bad(ended ? 'bytes follow its end' : 'it has no end');
  if (header.palette && !sawPalette) bad('its palette is missing');
  if (data.length === 0) bad('it has no pixel data');
  const expected = expectedPngData(header.width, header.height, header.bitsPerPixel, header.interlaced);
  let inflated: Buffer;
  try {
    inflated = inflateSync(Buffer.concat(data), { maxOutputLength: expected });
  } catch {
    return bad('its pixel data does not decompress to the size its header says');
  }
  if (inflated.length !== expected) bad('its pixel data does not decompress to the size its header says');
  return { width: header.width, height: header.height };
}

function readJpeg(bytes: Buffer): { width: number; height: number } {
  const bad = (why: string) => refuse(`The file starts like a JPEG but is not a valid one (${why}).`);
  let at = 2;
  let frame: { width: number; height: number } | null = null;
  for (;;) {
    if (at + 4 > bytes.length) bad('it ends before its image data');
    if (bytes[at] !== 0xff) bad('a segment is malformed');
    while (bytes[at] === 0xff && at < bytes.length) at += 1;
    const marker = bytes[at]!;
    at += 1;
    if (marker === 0xd8 || marker === 0xd9 || marker === 0x00) bad('a marker is out of place');
    // Restart markers and TEM stand alone; every other segment carries its length.
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue;
    if (at + 2 > bytes.length) bad('a segment is cut off');
    const length = bytes.readUInt16BE(at);
    if (length < 2 || at + length > bytes.length) bad('a segment is cut off');
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (!JPEG_FRAMES.has(marker)) refuse('Only baseline and progressive JPEGs are accepted (this one is lossless or arithmetic-coded).');
      if (frame || length < 8) bad('its frame header is malformed');
      const components = bytes[at + 7]!;
      if (![1, 3, 4].includes(components) || length !== 8 + 3 * components) bad('its frame header is malformed');
      frame = { height: bytes.readUInt16BE(at + 3), width: bytes.readUInt16BE(at + 5) };
      checkSides(frame.width, frame.height);
    }
    if (marker === 0xda) {
      if (!frame) bad('its image data comes before its frame header');
      // The entropy-coded data follows; a whole file ends with EOI after it.
      if (bytes.lastIndexOf(Buffer.from([0xff, 0xd9])) < at + length) bad('it has no end');
      return frame!;
    }
    at += length;
  }
}

/** The type (from the bytes), the sides and the digest of an uploaded logo; anything else refused with the reason. */
export function inspectImage({ content }: { content: Uint8Array }): InspectedImage {
  const bytes = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return { contentType: 'image/png', ...readPng(bytes), sha256 };
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { contentType: 'image/jpeg', ...readJpeg(bytes), sha256 };
  const head = bytes.subarray(0, 256).toString('latin1').trimStart().toLowerCase();
  const looksLike =
    head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))
      ? 'an SVG image'
      : head.startsWith('<')
        ? 'markup (HTML or XML)'
        : null;
  return refuse(`The logo must be a PNG or JPEG image${looksLike ? `; this file is ${looksLike}, whatever its name says` : ''}.`);
}

export const inspectImageTask = cpuTask<typeof inspectImage>(import.meta.url, 'inspectImage');
