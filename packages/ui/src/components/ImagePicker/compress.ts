// Photos are decoded, downscaled and re-encoded as JPEG before upload: a phone photo of 4 MB becomes
// about 200 KB on a slow network, and re-encoding drops EXIF metadata (GPS position) on the way.

/** Thrown when the browser cannot decode the file (HEIC on most Android webviews, a broken file). */
export class UnreadableImageError extends Error {
  override name = 'UnreadableImageError';
  constructor(message = 'The browser cannot decode this image') {
    super(message);
  }
}

export interface Size {
  width: number;
  height: number;
}

/**
 * The size to draw an image at so its longest edge is at most `maxEdge`, keeping the aspect ratio.
 * Never upscales; each side is rounded and at least 1 px. `maxEdge` must be a positive number.
 */
export function fitWithin(width: number, height: number, maxEdge: number): Size {
  if (!(maxEdge > 0) || !Number.isFinite(maxEdge))
    throw new RangeError(`maxEdge must be positive: ${maxEdge}`);
  if (!(width > 0 && height > 0) || !Number.isFinite(width) || !Number.isFinite(height)) {
    throw new RangeError(`Invalid image size: ${width}x${height}`);
  }
  const longest = Math.max(width, height);
  if (longest <= maxEdge) return { width: Math.round(width), height: Math.round(height) };
  const scale = maxEdge / longest;
  return {
    width: width === longest ? Math.floor(maxEdge) : Math.max(1, Math.round(width * scale)),
    height: height === longest ? Math.floor(maxEdge) : Math.max(1, Math.round(height * scale)),
  };
}

/** JPEG quality clamped into 0..1 (a bad value falls back to 0.8). */
export function clampQuality(quality: number): number {
  if (!Number.isFinite(quality)) return 0.8;
  return Math.min(1, Math.max(0, quality));
}

export interface CompressOptions {
  /** Longest edge of the result, in px. */
  maxEdge: number;
  /** JPEG quality, 0 to 1. */
  quality: number;
}

export interface CompressedImage extends Size {
  /** The JPEG to upload. */
  blob: Blob;
}

type Drawable = CanvasImageSource & Size;

/** Decodes with createImageBitmap (EXIF orientation applied), else an <img> for older webviews. */
async function decode(file: Blob): Promise<{ image: Drawable; release: () => void }> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return { image: bitmap, release: () => bitmap.close() };
    } catch {
      throw new UnreadableImageError();
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return {
      image: Object.assign(img, { width: img.naturalWidth, height: img.naturalHeight }),
      release: () => {},
    };
  } catch {
    throw new UnreadableImageError();
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Decodes `file`, scales it to fit `maxEdge` and encodes it as JPEG at `quality`. */
export async function compressImage(
  file: Blob,
  { maxEdge, quality }: CompressOptions,
): Promise<CompressedImage> {
  const { image, release } = await decode(file);
  try {
    const size = fitWithin(image.width, image.height, maxEdge);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new UnreadableImageError('No 2D canvas to draw the image on');
    // JPEG has no transparency: paint a white ground so a transparent PNG does not turn black (pixels, not UI).
    context.fillStyle = 'white';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(image, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', clampQuality(quality)),
    );
    if (!blob) throw new UnreadableImageError('The image could not be encoded');
    return { blob, ...size };
  } finally {
    release();
  }
}
