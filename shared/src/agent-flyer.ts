import { IMAGE_MAX_PIXELS } from './schemas/dispatch.ts';

/** The agent's co-branded brochure (their flyer) may carry their photo: a JPEG or PNG of at most 5 MB. */
export const FLYER_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const FLYER_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;

export const flyerMessages = {
  notMultipart: 'Send the photo as multipart/form-data with the field photo.',
  photoType: 'Choose a JPEG or PNG photo.',
  photoTooLarge: `This photo is too large. Choose one of at most ${FLYER_PHOTO_MAX_BYTES / 1024 / 1024} MB.`,
  photoTooManyPixels: `This photo has too many pixels. Choose one of at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels (e.g. 8000 × 5000).`,
} as const;
