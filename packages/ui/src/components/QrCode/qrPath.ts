import qrcode from 'qrcode-generator';

export const qrErrorLevels = ['L', 'M', 'Q', 'H'] as const;
export type QrErrorLevel = (typeof qrErrorLevels)[number];

export interface QrMatrix {
  /** Modules per side, without the quiet zone. */
  modules: number;
  /** One SVG path of all dark modules, in module units, offset by the quiet zone. */
  d: string;
}

/** The text as UTF-8 bytes in a binary string, since the library's byte mode takes the low byte of each char. */
function utf8Binary(text: string): string {
  let out = '';
  for (const byte of new TextEncoder().encode(text)) out += String.fromCharCode(byte);
  return out;
}

/** Encodes `text` and returns its dark modules as one path (horizontal runs merged to keep it short). */
export function qrPath(text: string, level: QrErrorLevel = 'M', quietZone = 4): QrMatrix {
  const qr = qrcode(0, level);
  qr.addData(utf8Binary(text), 'Byte');
  qr.make();
  const modules = qr.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < modules; row++) {
    let col = 0;
    while (col < modules) {
      if (!qr.isDark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules && qr.isDark(row, col)) col++;
      parts.push(`M${start + quietZone} ${row + quietZone}h${col - start}v1h-${col - start}z`);
    }
  }
  return { modules, d: parts.join('') };
}
