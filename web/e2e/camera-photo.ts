/** Photos for the upload tests, drawn in the page as large as a phone's camera takes them. */
import type { Page } from '@playwright/test';

/**
 * A colour channel of each pixel: a base, plus the pixel's shade (0 to 200, from left to right) times `shade`,
 * plus random noise up to `noise`.
 */
type Channel = [base: number, shade: -1 | 0 | 1, noise: number];

/** A JPEG of this size and quality, its red, green and blue drawn as the channels say. */
export async function noisyJpeg(
  page: Page,
  width: number,
  height: number,
  quality: number,
  channels: [red: Channel, green: Channel, blue: Channel],
): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height, quality, channels }) => {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d')!;
      const image = context.createImageData(width, height);
      for (let i = 0; i < image.data.length; i += 4) {
        const shade = (((i / 4) % width) / width) * 200;
        for (let c = 0; c < 3; c++) {
          const [base, slope, noise] = channels[c]!;
          image.data[i + c] = base + slope * shade + Math.random() * noise;
        }
        image.data[i + 3] = 255;
      }
      context.putImageData(image, 0, 0);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = '';
      for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(text);
    },
    { width, height, quality, channels },
  );
  return Buffer.from(base64, 'base64');
}
