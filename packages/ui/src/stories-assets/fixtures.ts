// The stories' product logos by market and their server QR images. The Philippine stories' logos are
// the Philippine products' own marks; another brand's world gets three tiles drawn in its colours. The
// names beside them come from the market's data set (@loan/sandbox/markets, read through useStoryWorld
// in ./market); a story that names its product takes `productMark(name)` from ./images.
import { qrPath } from '../components/QrCode/qrPath';
import { productLogo, productLogoAlt, productLogoThird } from './images';

/** The Philippine stories' three product logos (the main, second and business products'), as data: URLs. */
export const philippineLogos: readonly [string, string, string] = [
  productLogo,
  productLogoAlt,
  productLogoThird,
];

const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${body}</svg>`,
  )}`;

/** A brand's tile colours: the tiles' backgrounds (three) and the mark on them. */
export interface TileColours {
  tiles: readonly [string, string, string];
  mark: string;
}

/** Three product logo tiles in a brand's own colours: a rupee-like glyph, a lotus-like bloom and a rising bar. */
export function logoTiles({
  tiles: [first, second, third],
  mark,
}: TileColours): readonly [string, string, string] {
  return [
    svg(
      `<rect width="64" height="64" rx="14" fill="${first}"/><path d="M20 18h24v5H36c2 2 3 4 3 6h5v5h-5c-1 6-6 9-11 9l12 11h-8L20 42v-4h8c3 0 5-2 6-4H20v-5h14c-1-2-3-3-6-3h-8z" fill="${mark}"/>`,
    ),
    svg(
      `<rect width="64" height="64" rx="14" fill="${second}"/><path d="M32 16c6 6 7 14 0 26-7-12-6-20 0-26zm-14 10c8 1 12 7 13 16-8-1-13-7-13-16zm28 0c0 9-5 15-13 16 1-9 5-15 13-16zM16 46h32v4H16z" fill="${mark}"/>`,
    ),
    svg(
      `<rect width="64" height="64" rx="14" fill="${third}"/><path d="M16 46h8V34h-8zm12 0h8V26h-8zm12 0h8V18h-8z" fill="${mark}"/>`,
    ),
  ];
}

/**
 * A server's QR image of `text`, as an SVG data: URL (`size` px square): a real code, drawn when the
 * fixture loads with the kit's own encoder (qrcode-generator), so a phone can scan the story's shot.
 */
export function qrImage(text: string, size = 176): string {
  const quietZone = 4;
  const { modules, d } = qrPath(text, 'M', quietZone);
  const extent = modules + quietZone * 2;
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${extent} ${extent}" shape-rendering="crispEdges"><rect width="${extent}" height="${extent}" fill="white"/><path d="${d}" fill="black"/></svg>`,
  )}`;
}

/** The repayment code stories' pay code, and the server's QR image of it. */
export const storyPayCode = '7720 4411 0923';
export const payCodeQr = qrImage(storyPayCode);
