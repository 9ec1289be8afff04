// Small offline images for stories: inline SVG as data: URLs, so nothing loads from the network.
// Named colours only (no hex/rgb outside the theme): these are picture pixels, not UI colours.
// The channels' marks, the products' tiles, the bill payment screens and the pay code picture are the
// demo markets' own art (@loan/sandbox/markets), the same the sandbox serves (docs/decisions/story-art.md).
import { payCodeBanner, productMark } from '@loan/sandbox/markets';

export {
  channelMark,
  channelMarks,
  channelScreen,
  payCodeBanner,
  productMark,
} from '@loan/sandbox/markets';

const svg = (width: number, height: number, body: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )}`;

/** The pay code page's picture of no one store (a counter and a slip), for a story that names no market. */
export const channelImage = payCodeBanner(undefined, '7720 4411 0923');

/** The Philippine main product's logo (Bayanihan Cash), 64x64. */
export const productLogo = productMark('Bayanihan Cash');
/** The Philippine second product's logo (Sulit Loan), 64x64. */
export const productLogoAlt = productMark('Sulit Loan');
/** The Philippine business product's logo (Negosyo Plus), 64x64. */
export const productLogoThird = productMark('Negosyo Plus');

/** Photos for the image picker and complaint evidence, 120x120, each distinct: receipts and screenshots. */
export const photos = [
  svg(
    120,
    120,
    '<rect width="120" height="120" fill="whitesmoke"/><rect x="14" y="10" width="92" height="100" rx="8" fill="white"/><circle cx="60" cy="38" r="14" fill="seagreen"/><path d="m53 38 5 5 9-10" fill="none" stroke="white" stroke-width="3"/><path d="M30 62h60v6H30zm8 12h44v4H38zm-8 10h60v4H30z" fill="silver"/><rect x="30" y="92" width="60" height="10" rx="5" fill="seagreen"/>',
  ),
  svg(
    120,
    120,
    '<rect width="120" height="120" fill="tan"/><path d="M34 8h52v96l-6-4-7 4-6-4-7 4-6-4-7 4-6-4-7 4z" fill="white"/><path d="M42 20h36v5H42zm0 14h24v3H42zm0 8h30v3H42zm0 8h20v3H42zm0 14h36v6H42z" fill="dimgray"/>',
  ),
  svg(
    120,
    120,
    '<rect width="120" height="120" fill="white"/><path d="M0 0h120v18H0z" fill="gainsboro"/><rect x="10" y="28" width="70" height="24" rx="10" fill="gainsboro"/><rect x="40" y="60" width="70" height="20" rx="10" fill="dodgerblue"/><rect x="10" y="88" width="56" height="20" rx="10" fill="gainsboro"/>',
  ),
  svg(
    120,
    120,
    '<rect width="120" height="120" fill="white"/><path d="M0 0h120v24H0z" fill="steelblue"/><path d="M12 34h96v1H12zm0 14h96v1H12zm0 14h96v1H12zm0 14h96v1H12zm0 14h96v1H12z" fill="lightgray"/><path d="M12 38h40v5H12zm64 0h32v5H76zM12 52h34v5H12zm70 0h26v5H82zM12 66h44v5H12zm64 0h32v5H76z" fill="gray"/><path d="M12 80h38v5H12zm72 0h24v5H84z" fill="crimson"/>',
  ),
  svg(
    120,
    120,
    '<rect width="120" height="120" fill="white"/><g fill="indianred"><circle cx="20" cy="20" r="8"/><circle cx="20" cy="50" r="8"/><circle cx="20" cy="80" r="8"/><circle cx="20" cy="110" r="8"/></g><path d="M36 16h50v5H36zm0 30h46v5H36zm0 30h52v5H36zm0 30h42v5H36z" fill="dimgray"/><path d="M36 24h24v3H36zm0 30h24v3H36zm0 30h24v3H36z" fill="silver"/>',
  ),
  svg(
    120,
    120,
    '<rect width="120" height="120" fill="lightcyan"/><rect x="26" y="18" width="68" height="68" rx="6" fill="white"/><path d="M34 26h16v16H34zm36 0h16v16H70zM34 62h16v16H34zm22-36h8v8h-8zm0 16h8v8h-8zm8 8h8v8h-8zm-8 16h8v8h-8zm16 0h8v8h-8zm8-8h8v8h-8z" fill="black"/><rect x="26" y="94" width="68" height="12" rx="6" fill="cadetblue"/>',
  ),
  svg(
    120,
    120,
    '<rect width="120" height="120" fill="beige"/><rect x="12" y="20" width="96" height="80" rx="4" fill="white"/><path d="M20 30h50v5H20zm0 12h70v3H20zm0 8h60v3H20zm0 8h66v3H20z" fill="peru"/><circle cx="84" cy="78" r="14" fill="none" stroke="firebrick" stroke-width="3"/><path d="M76 78h16" stroke="firebrick" stroke-width="3"/>',
  ),
  svg(
    120,
    120,
    '<rect width="120" height="120" fill="white"/><path d="M0 0h120v28H0z" fill="thistle"/><rect x="12" y="40" width="96" height="24" rx="6" fill="mistyrose"/><circle cx="26" cy="52" r="6" fill="crimson"/><path d="M38 49h56v6H38zM12 76h96v4H12zm0 10h70v4H12z" fill="gray"/>',
  ),
  svg(
    120,
    120,
    '<rect width="120" height="120" fill="honeydew"/><rect x="12" y="12" width="96" height="48" rx="8" fill="seagreen"/><path d="M22 24h30v4H22zm0 12h54v10H22z" fill="white"/><path d="M12 72h96v10H12zm0 16h96v10H12z" fill="white"/><path d="M18 75h40v4H18zm0 16h34v4H18z" fill="darkgreen"/>',
  ),
] as const;
