/**
 * Photos are made small on the device before they are queued: on a job site with poor signal a full
 * phone photo (often 4-8 MB) is the slowest thing the app sends.
 */

/** The longest side of a photo as sent, in pixels; smaller photos are never enlarged. */
export const PHOTO_MAX_SIDE = 2048;
/** The JPEG quality a photo is encoded with (0 to 1). */
export const PHOTO_JPEG_QUALITY = 0.8;

/** The kinds of photo made smaller (HEIC/HEIF only where the browser can decode it). */
export const SHRINKABLE_PHOTO_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
];

const PHOTO_EXTENSION = /\.(jpe?g|png|webp|heic|heif)$/i;

/** Whether a file is a photo worth making smaller (by its type, or by its name when the browser gives none). */
export function isShrinkablePhoto(file: { type: string; name: string }): boolean {
  if (file.type) return SHRINKABLE_PHOTO_TYPES.includes(file.type.toLowerCase());
  return PHOTO_EXTENSION.test(file.name);
}

/** The size a photo is drawn at: its longest side at most `limit`, the proportions kept, never enlarged. */
export function photoTargetSize(
  width: number,
  height: number,
  limit: number = PHOTO_MAX_SIDE,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= limit) return { width, height };
  const scale = limit / longest;
  return {
    width: width >= height ? limit : Math.max(1, Math.round(width * scale)),
    height: height >= width ? limit : Math.max(1, Math.round(height * scale)),
  };
}

/** The name of a re-encoded photo: the original name's base with the extension of its new type. */
export function photoFileName(originalName: string, type: 'image/jpeg' | 'image/png'): string {
  const base = originalName.replace(/\.[^./\\]*$/, '') || 'photo';
  return `${base}.${type === 'image/png' ? 'png' : 'jpg'}`;
}
