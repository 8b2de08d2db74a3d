/**
 * An uploaded image is measured from its header before anything decodes it. A small file can declare a huge
 * picture (12,000 × 12,000 pixels of one colour compress to half a megabyte), and whatever decodes it (the
 * flyer's PDF here, a browser showing a photo) spends memory and time on every pixel. Images over
 * IMAGE_MAX_PIXELS, or whose size cannot be read, are refused.
 */
import { createInflate } from 'node:zlib';
import { IMAGE_MAX_PIXELS } from '@hw/shared';
import { imageSize } from 'image-size';

/** The first bytes an image's size is read from: a JPEG's metadata (EXIF, a colour profile) comes before it. */
export const IMAGE_HEAD_BYTES = 1024 * 1024;

export type ImageCheck = 'fits' | 'tooManyPixels' | 'unreadable';

/**
 * Whether an image stays within IMAGE_MAX_PIXELS, from its first IMAGE_HEAD_BYTES (or all of it when shorter).
 * Of an image holding several (a HEIF's tiles and its whole picture), the largest counts.
 */
export function checkImagePixels(head: Uint8Array): ImageCheck {
  let pixels: number;
  try {
    const size = imageSize(head);
    const images = size.images?.length ? size.images : [size];
    pixels = Math.max(...images.map(({ width, height }) => width * height));
  } catch {
    return 'unreadable';
  }
  if (!Number.isFinite(pixels) || pixels <= 0) return 'unreadable';
  return pixels > IMAGE_MAX_PIXELS ? 'tooManyPixels' : 'fits';
}

/** Channels per pixel of each PNG colour type (grey, RGB, palette, grey + alpha, RGBA). */
const PNG_CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** The seven passes of an interlaced PNG (Adam7): first column and row, then steps across and down. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

interface PngParts {
  width: number;
  height: number;
  bitsPerPixel: number;
  interlaced: boolean;
  /** The IDAT chunks, joined: the compressed image data. */
  data: Buffer;
}

/** The header and compressed data of a PNG whose chunks all lie within the file; undefined otherwise. */
function pngParts(png: Buffer): PngParts | undefined {
  let header: Omit<PngParts, 'data'> | undefined;
  const data: Buffer[] = [];
  let offset = 8;
  while (offset + 8 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const end = offset + 8 + length + 4;
    if (end > png.length) return undefined;
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR' && body.length >= 13) {
      const channels = PNG_CHANNELS[body[9]!];
      if (channels === undefined) return undefined;
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        bitsPerPixel: channels * body[8]!,
        interlaced: body[12] === 1,
      };
    }
    if (type === 'IDAT') data.push(body);
    if (type === 'IEND') break;
    offset = end;
  }
  return header ? { ...header, data: Buffer.concat(data) } : undefined;
}

/** The bytes a PNG's data holds once inflated: each row of each pass with its filter byte. */
function inflatedPngBytes({ width, height, bitsPerPixel, interlaced }: PngParts): number {
  const passes = interlaced ? ADAM7 : ([[0, 0, 1, 1]] as const);
  let total = 0;
  for (const [x0, y0, dx, dy] of passes) {
    const columns = Math.ceil((width - x0) / dx);
    const rows = Math.ceil((height - y0) / dy);
    if (columns > 0 && rows > 0) total += rows * (1 + Math.ceil((columns * bitsPerPixel) / 8));
  }
  return total;
}

/** Whether zlib data inflates without error to at most `limit` bytes; stops reading as soon as it is over. */
async function inflatesWithin(data: Buffer, limit: number): Promise<boolean> {
  const inflater = createInflate();
  inflater.end(data);
  let total = 0;
  try {
    for await (const chunk of inflater) {
      total += (chunk as Buffer).length;
      if (total > limit) return false;
    }
    return true;
  } catch {
    return false;
  } finally {
    inflater.destroy();
  }
}

/**
 * Whether a PNG's compressed data is whole and inflates to no more than its header declares. A header can
 * name a small picture over data that inflates a thousand times over, and a PDF renderer decoding it (to
 * split off its transparency) takes all of it.
 */
export async function pngDataFits(png: Buffer): Promise<boolean> {
  const parts = pngParts(png);
  return parts !== undefined && parts.data.length > 0 && (await inflatesWithin(parts.data, inflatedPngBytes(parts)));
}
