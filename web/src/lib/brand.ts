import { defaultBrand } from '@hw/shared';

/** The brand shown by the web app (build-time configuration with the shared default). */
export const brand = {
  ...defaultBrand,
  ...(import.meta.env.VITE_BRAND_NAME ? { name: import.meta.env.VITE_BRAND_NAME as string } : {}),
  ...(import.meta.env.VITE_BRAND_PHONE ? { phone: import.meta.env.VITE_BRAND_PHONE as string } : {}),
};
