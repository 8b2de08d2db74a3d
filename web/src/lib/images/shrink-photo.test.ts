import { describe, expect, it, vi } from 'vitest';
import type { DecodedPhoto, PhotoDecoder, PhotoOutputType } from './shrink-photo.ts';
import { shrinkPhoto } from './shrink-photo.ts';

interface FakeOptions {
  width: number;
  height: number;
  /** Bytes of the encoded copy. */
  encodedSize: number;
  transparent?: boolean;
  /** The type the browser really encodes (a browser without a JPEG encoder answers PNG). */
  answers?: PhotoOutputType;
}

function fakeDecoder(options: FakeOptions) {
  const drawn: { width: number; height: number }[] = [];
  const encoded: { type: PhotoOutputType; quality: number }[] = [];
  const close = vi.fn();
  const decode: PhotoDecoder = async () =>
    ({
      width: options.width,
      height: options.height,
      async draw(width, height) {
        drawn.push({ width, height });
        return {
          hasTransparency: () => options.transparent ?? false,
          async encode(type, quality) {
            encoded.push({ type, quality });
            return new Blob([new Uint8Array(options.encodedSize)], { type: options.answers ?? type });
          },
        };
      },
      close,
    }) satisfies DecodedPhoto;
  return { decode, drawn, encoded, close };
}

const photo = (name: string, type: string, size: number) =>
  new File([new Uint8Array(size)], name, { type, lastModified: 1_700_000_000_000 });

describe('shrinkPhoto', () => {
  it('draws a large photo at most 2048 px on its longest side and encodes it as a JPEG of quality 0.8', async () => {
    const fake = fakeDecoder({ width: 4000, height: 3000, encodedSize: 300_000 });
    const original = photo('IMG_0042.HEIC', 'image/heic', 4_000_000);
    const small = await shrinkPhoto(original, { decode: fake.decode });

    expect(fake.drawn).toEqual([{ width: 2048, height: 1536 }]);
    expect(fake.encoded).toEqual([{ type: 'image/jpeg', quality: 0.8 }]);
    expect(small).not.toBe(original);
    expect(small.name).toBe('IMG_0042.jpg');
    expect(small.type).toBe('image/jpeg');
    expect(small.size).toBe(300_000);
    expect(fake.close).toHaveBeenCalledTimes(1);
  });

  it('re-encodes a small photo at its own size, never enlarged', async () => {
    const fake = fakeDecoder({ width: 800, height: 600, encodedSize: 90_000 });
    const small = await shrinkPhoto(photo('sink.png', 'image/png', 700_000), { decode: fake.decode });
    expect(fake.drawn).toEqual([{ width: 800, height: 600 }]);
    expect(small.name).toBe('sink.jpg');
  });

  it('keeps a PNG with transparency as a PNG', async () => {
    const fake = fakeDecoder({ width: 3000, height: 3000, encodedSize: 500_000, transparent: true });
    const small = await shrinkPhoto(photo('plan.png', 'image/png', 2_000_000), { decode: fake.decode });
    expect(fake.encoded.map((e) => e.type)).toEqual(['image/png']);
    expect(small.name).toBe('plan.png');
    expect(small.type).toBe('image/png');
  });

  it('queues the original unchanged when the copy would not be smaller', async () => {
    const original = photo('tiny.jpg', 'image/jpeg', 20_000);
    const same = fakeDecoder({ width: 200, height: 100, encodedSize: 20_000 });
    expect(await shrinkPhoto(original, { decode: same.decode })).toBe(original);
    const larger = fakeDecoder({ width: 200, height: 100, encodedSize: 35_000 });
    expect(await shrinkPhoto(original, { decode: larger.decode })).toBe(original);
    expect(larger.close).toHaveBeenCalledTimes(1);
  });

  it('queues the original when the browser cannot decode the photo or encode a JPEG', async () => {
    const original = photo('IMG_1.HEIC', 'image/heic', 3_000_000);
    expect(await shrinkPhoto(original, { decode: async () => null })).toBe(original);
    expect(
      await shrinkPhoto(original, {
        decode: async () => {
          throw new Error('unsupported');
        },
      }),
    ).toBe(original);
    const pngOnly = fakeDecoder({ width: 4000, height: 3000, encodedSize: 1000, answers: 'image/png' });
    expect(await shrinkPhoto(original, { decode: pngOnly.decode })).toBe(original);
  });

  it('leaves documents and other files alone without decoding them', async () => {
    const decode = vi.fn<PhotoDecoder>();
    const pdf = photo('invoice.pdf', 'application/pdf', 900_000);
    const gif = photo('loop.gif', 'image/gif', 900_000);
    expect(await shrinkPhoto(pdf, { decode })).toBe(pdf);
    expect(await shrinkPhoto(gif, { decode })).toBe(gif);
    expect(decode).not.toHaveBeenCalled();
  });

  it('without a canvas in the browser, keeps the photo as it is', async () => {
    const original = photo('leak.jpg', 'image/jpeg', 5_000_000);
    expect(await shrinkPhoto(original)).toBe(original);
  });
});
