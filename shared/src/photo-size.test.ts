import { describe, expect, it } from 'vitest';
import { isShrinkablePhoto, PHOTO_MAX_SIDE, photoFileName, photoTargetSize } from './photo-size.ts';

describe('photoTargetSize', () => {
  it('brings the longest side of a large photo down to the limit and keeps its proportions', () => {
    expect(photoTargetSize(4000, 3000)).toEqual({ width: 2048, height: 1536 });
    expect(photoTargetSize(3000, 4000)).toEqual({ width: 1536, height: 2048 });
    expect(photoTargetSize(8064, 6048, 2048)).toEqual({ width: 2048, height: 1536 });
    expect(photoTargetSize(5000, 5000)).toEqual({ width: 2048, height: 2048 });
  });

  it('never enlarges a photo that is already small enough', () => {
    expect(photoTargetSize(2048, 1000)).toEqual({ width: 2048, height: 1000 });
    expect(photoTargetSize(640, 480)).toEqual({ width: 640, height: 480 });
    expect(photoTargetSize(1, 1)).toEqual({ width: 1, height: 1 });
  });

  it('keeps a very thin photo at least one pixel wide', () => {
    expect(photoTargetSize(100_000, 10)).toEqual({ width: 2048, height: 1 });
    expect(photoTargetSize(10, 100_000)).toEqual({ width: 1, height: 2048 });
  });

  it('honours another limit and sends photos at most 2048 px by default', () => {
    expect(PHOTO_MAX_SIDE).toBe(2048);
    expect(photoTargetSize(1200, 900, 600)).toEqual({ width: 600, height: 450 });
    const { width, height } = photoTargetSize(4032, 3024);
    expect(Math.max(width, height)).toBe(2048);
  });
});

describe('photoFileName', () => {
  it("keeps the original name's base with the new extension", () => {
    expect(photoFileName('IMG_1234.HEIC', 'image/jpeg')).toBe('IMG_1234.jpg');
    expect(photoFileName('leak.jpeg', 'image/jpeg')).toBe('leak.jpg');
    expect(photoFileName('floor.plan.png', 'image/png')).toBe('floor.plan.png');
    expect(photoFileName('sink', 'image/jpeg')).toBe('sink.jpg');
    expect(photoFileName('.png', 'image/jpeg')).toBe('photo.jpg');
  });
});

describe('isShrinkablePhoto', () => {
  it('takes JPEG, PNG, WebP and HEIC photos, never documents', () => {
    expect(isShrinkablePhoto({ type: 'image/jpeg', name: 'a.jpg' })).toBe(true);
    expect(isShrinkablePhoto({ type: 'image/png', name: 'a.png' })).toBe(true);
    expect(isShrinkablePhoto({ type: 'image/webp', name: 'a.webp' })).toBe(true);
    expect(isShrinkablePhoto({ type: 'image/heic', name: 'a.heic' })).toBe(true);
    expect(isShrinkablePhoto({ type: 'application/pdf', name: 'a.pdf' })).toBe(false);
    expect(isShrinkablePhoto({ type: 'image/gif', name: 'a.gif' })).toBe(false);
    expect(isShrinkablePhoto({ type: '', name: 'IMG_1.HEIC' })).toBe(true);
    expect(isShrinkablePhoto({ type: '', name: 'notes.txt' })).toBe(false);
  });
});
