import { afterEach, describe, expect, it, vi } from 'vitest';
import { clampQuality, compressImage, fitWithin, UnreadableImageError } from './compress';

describe('fitWithin', () => {
  it('scales a landscape photo so its width is the longest edge', () => {
    expect(fitWithin(4032, 3024, 1280)).toEqual({ width: 1280, height: 960 });
  });

  it('scales a portrait photo so its height is the longest edge', () => {
    expect(fitWithin(3024, 4032, 1280)).toEqual({ width: 960, height: 1280 });
  });

  it('keeps a square square', () => {
    expect(fitWithin(3000, 3000, 1000)).toEqual({ width: 1000, height: 1000 });
  });

  it('never upscales a small image', () => {
    expect(fitWithin(640, 480, 1280)).toEqual({ width: 640, height: 480 });
  });

  it('leaves an image exactly at the limit unchanged', () => {
    expect(fitWithin(1280, 720, 1280)).toEqual({ width: 1280, height: 720 });
  });

  it('rounds the short side and keeps it at least 1 px for a very thin panorama', () => {
    expect(fitWithin(10000, 3, 1000)).toEqual({ width: 1000, height: 1 });
    expect(fitWithin(1999, 1001, 1000)).toEqual({ width: 1000, height: 501 });
  });

  it('refuses a limit that is not positive', () => {
    expect(() => fitWithin(100, 100, 0)).toThrow(RangeError);
    expect(() => fitWithin(100, 100, Number.NaN)).toThrow(RangeError);
  });

  it('refuses an empty image', () => {
    expect(() => fitWithin(0, 100, 1280)).toThrow(RangeError);
  });
});

describe('clampQuality', () => {
  it('keeps a quality within 0..1 and clamps the rest', () => {
    expect(clampQuality(0.7)).toBe(0.7);
    expect(clampQuality(3)).toBe(1);
    expect(clampQuality(-1)).toBe(0);
    expect(clampQuality(Number.NaN)).toBe(0.8);
  });
});

describe('compressImage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports a file the browser cannot decode (HEIC) as UnreadableImageError', async () => {
    vi.stubGlobal('createImageBitmap', () =>
      Promise.reject(new DOMException('decode failed', 'InvalidStateError')),
    );
    const heic = new File(['ftypheic'], 'IMG_0001.HEIC', { type: 'image/heic' });
    await expect(compressImage(heic, { maxEdge: 1280, quality: 0.8 })).rejects.toBeInstanceOf(
      UnreadableImageError,
    );
  });

  it('draws at the fitted size and encodes JPEG at the given quality', async () => {
    const close = vi.fn();
    vi.stubGlobal('createImageBitmap', () => Promise.resolve({ width: 4000, height: 2000, close }));
    const drawImage = vi.fn();
    const toBlob = vi.fn((done: BlobCallback, _type?: string, _quality?: number) =>
      done(new Blob(['jpeg'], { type: 'image/jpeg' })),
    );
    const canvas = { width: 0, height: 0, getContext: () => ({ fillRect: vi.fn(), drawImage }), toBlob };
    const createElement = document.createElement.bind(document);
    vi.spyOn(document, 'createElement').mockImplementation((tag: string) =>
      tag === 'canvas' ? (canvas as unknown as HTMLCanvasElement) : createElement(tag),
    );
    const result = await compressImage(new Blob(['png']), { maxEdge: 1000, quality: 0.6 });
    expect([result.width, result.height]).toEqual([1000, 500]);
    expect([canvas.width, canvas.height]).toEqual([1000, 500]);
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 1000, 500);
    expect(toBlob.mock.calls[0]?.slice(1)).toEqual(['image/jpeg', 0.6]);
    expect(result.blob.type).toBe('image/jpeg');
    expect(close).toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
