import { allowSaveImage, shellHas } from '@loan/core';
import { copyText, qrPath } from '@loan/ui';
import { brand } from './brand';
import { bridge } from './bridge';

// Loaded on first use (Save QR, Share code): the first paint of the repayment code pages needs none of it.

/** What the saved image holds: the code's QR (or the server's QR image) and the receipt's lines under it. */
export interface KeptCode {
  /** The code to draw as a QR; none when the server's QR image is all there is. */
  code?: string;
  /** The server's QR image, used when there is no code. */
  imageUrl?: string;
  /** The receipt's lines ("Repayment code: 7720 4411", "Amount to pay: ₱5,227.50"). */
  lines: readonly string[];
  /** The file name, a plain `.png` name. */
  fileName: string;
}

const WIDTH = 720;
const PAD = 48;
const LINE = 44;

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    // The server's image must allow it (CORS), else the canvas is tainted and cannot be saved.
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('QR image did not load'));
    image.src = url;
  });
}

/** The receipt as a PNG data URL: a white card, the QR in black (scanners need the contrast), the lines under it. */
export async function drawReceipt(kept: KeptCode): Promise<string> {
  const side = WIDTH - PAD * 2;
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = PAD + side + PAD / 2 + kept.lines.length * LINE + PAD;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  if (kept.code) {
    const quiet = 4;
    const { modules, d } = qrPath(kept.code, 'M', quiet);
    const scale = side / (modules + quiet * 2);
    context.save();
    context.translate(PAD, PAD);
    context.scale(scale, scale);
    context.fillStyle = '#000000';
    context.fill(new Path2D(d));
    context.restore();
  } else if (kept.imageUrl) {
    context.drawImage(await loadImage(kept.imageUrl), PAD, PAD, side, side);
  }
  const font = getComputedStyle(document.body).fontFamily || 'sans-serif';
  context.fillStyle = '#1a1a1a';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  kept.lines.forEach((line, index) => {
    context.font = `${index === 0 ? 'bold ' : ''}28px ${font}`;
    context.fillText(line, WIDTH / 2, PAD + side + PAD / 2 + LINE * index + LINE / 2, WIDTH - PAD * 2);
  });
  return canvas.toDataURL('image/png');
}

// saveImage's check comes with this chunk (core's bridge/saveImage.ts): no other page carries it.
allowSaveImage();

/** Hands the PNG to the shell where it has saveImage (docs/native-contract.md), else downloads it. */
export async function saveReceipt(kept: KeptCode): Promise<void> {
  const dataUrl = await drawReceipt(kept);
  if (shellHas(brand, 'saveImage')) {
    bridge.saveImage({ dataUrl, fileName: kept.fileName });
    return;
  }
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = kept.fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Whether this device can share text (Web Share). */
export function canShareText(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * Shares the code through the system's share sheet; where there is none, or it refuses (not a
 * cancel), copies it. `shared`, `cancelled` (the borrower closed the sheet), `copied` or `failed`.
 */
export async function shareText(
  title: string,
  text: string,
): Promise<'shared' | 'cancelled' | 'copied' | 'failed'> {
  if (canShareText()) {
    try {
      await navigator.share({ title, text });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  return (await copyText(text)) ? 'copied' : 'failed';
}
