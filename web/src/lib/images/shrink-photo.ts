/**
 * Makes a photo small on the device before it is queued: decoded upright (its EXIF orientation applied to
 * the pixels), drawn at most PHOTO_MAX_SIDE px on its longest side and encoded again as a JPEG, or as a PNG
 * when it has transparent pixels. Drawing through a canvas leaves every other piece of metadata behind,
 * the photo's location included. Anything that cannot be decoded (a PDF, a format this browser does not
 * read) or that would not get smaller is kept as it is.
 */
import { isShrinkablePhoto, PHOTO_JPEG_QUALITY, PHOTO_MAX_SIDE, photoFileName, photoTargetSize } from '@hw/shared';

export type PhotoOutputType = 'image/jpeg' | 'image/png';

/** A photo decoded upright, ready to be drawn at another size. */
export interface DecodedPhoto {
  readonly width: number;
  readonly height: number;
  /** Draws the photo at this size; answers null when the browser cannot. */
  draw(width: number, height: number): Promise<DrawnPhoto | null>;
  close(): void;
}

export interface DrawnPhoto {
  /** Whether any pixel is not fully opaque. */
  hasTransparency(): boolean;
  encode(type: PhotoOutputType, quality: number): Promise<Blob | null>;
}

/** Decodes a photo; null when the browser cannot. Replaced in tests. */
export type PhotoDecoder = (file: Blob) => Promise<DecodedPhoto | null>;

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;
type AnyContext = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function newCanvas(width: number, height: number): AnyCanvas | null {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function encodeCanvas(canvas: AnyCanvas, type: PhotoOutputType, quality: number): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/** The browser's own decoder: createImageBitmap with the orientation taken from the image. */
export const canvasDecoder: PhotoDecoder = async (file) => {
  if (typeof createImageBitmap !== 'function') return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  return {
    width: bitmap.width,
    height: bitmap.height,
    async draw(width, height) {
      const canvas = newCanvas(width, height);
      const context = canvas?.getContext('2d', { willReadFrequently: true }) as AnyContext | null | undefined;
      if (!canvas || !context) return null;
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, width, height);
      return {
        hasTransparency() {
          const pixels = context.getImageData(0, 0, width, height).data;
          for (let i = 3; i < pixels.length; i += 4) if (pixels[i] !== 255) return true;
          return false;
        },
        encode: (type, quality) => encodeCanvas(canvas, type, quality),
      };
    },
    close: () => bitmap.close(),
  };
};

/** Types whose pixels may be transparent: those are checked, and kept as PNG when they are. */
const MAY_BE_TRANSPARENT = new Set(['image/png', 'image/webp']);

/**
 * The photo to queue: a smaller, upright, metadata-free copy, or the original file itself when it is not
 * a photo, cannot be decoded, or the copy would not be smaller. Never throws.
 */
export async function shrinkPhoto(
  file: File,
  { decode = canvasDecoder, maxSide = PHOTO_MAX_SIDE, quality = PHOTO_JPEG_QUALITY } = {},
): Promise<File> {
  if (!isShrinkablePhoto(file)) return file;
  let decoded: DecodedPhoto | null = null;
  try {
    decoded = await decode(file);
    if (!decoded || decoded.width < 1 || decoded.height < 1) return file;
    const size = photoTargetSize(decoded.width, decoded.height, maxSide);
    const drawn = await decoded.draw(size.width, size.height);
    if (!drawn) return file;
    const type: PhotoOutputType =
      MAY_BE_TRANSPARENT.has(file.type.toLowerCase()) && drawn.hasTransparency() ? 'image/png' : 'image/jpeg';
    const blob = await drawn.encode(type, quality);
    // A browser that cannot encode the type asked for answers PNG instead: that is no use here.
    if (!blob || blob.type !== type || blob.size >= file.size) return file;
    return new File([blob], photoFileName(file.name, type), { type, lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    decoded?.close();
  }
}
