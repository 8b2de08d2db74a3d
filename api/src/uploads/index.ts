/** Resumable uploads (tus) and their store. What other folders use comes from here. */

export { checkImagePixels, IMAGE_HEAD_BYTES, pngDataFits } from './image-limits.ts';
export { uploadLimitsPlugin } from './limits.ts';
export { uploadRoutes } from './routes.ts';
export { createUploadStore, isFinished, UPLOAD_EXPIRY_MS, type UploadStore } from './store.ts';
