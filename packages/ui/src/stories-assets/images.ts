// Small offline images for stories: inline SVG as data: URLs, so nothing loads from the network.
// Named colours only (no hex/rgb outside the theme): these are picture pixels, not UI colours.

const svg = (width: number, height: number, body: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )}`;

/** A round product logo, 64x64. */
export const productLogo = svg(
  64,
  64,
  '<rect width="64" height="64" rx="14" fill="teal"/><path d="M16 44V20h8l8 14 8-14h8v24h-7V31l-9 14-9-14v13z" fill="white"/>',
);

/** A second product logo, 64x64. */
export const productLogoAlt = svg(
  64,
  64,
  '<rect width="64" height="64" rx="14" fill="darkslateblue"/><circle cx="32" cy="32" r="16" fill="gold"/>',
);

/** A third product logo, 64x64. */
export const productLogoThird = svg(
  64,
  64,
  '<rect width="64" height="64" rx="14" fill="firebrick"/><path d="M18 40l14-18 14 18z" fill="white"/>',
);

/** Payment channel logos, 64x64. */
export const channelLogos = {
  wallet: svg(
    64,
    64,
    '<rect width="64" height="64" rx="12" fill="royalblue"/><rect x="14" y="20" width="36" height="24" rx="4" fill="white"/>',
  ),
  store: svg(
    64,
    64,
    '<rect width="64" height="64" rx="12" fill="darkorange"/><path d="M14 28h36v20H14zM12 18h40l-2 10H14z" fill="white"/>',
  ),
  bank: svg(
    64,
    64,
    '<rect width="64" height="64" rx="12" fill="darkgreen"/><path d="M12 26 32 14l20 12zM16 30h6v14h-6zm13 0h6v14h-6zm13 0h6v14h-6zM12 46h40v4H12z" fill="white"/>',
  ),
} as const;

/** A wide channel banner image (payment code page), 240x120. */
export const channelImage = svg(
  240,
  120,
  '<rect width="240" height="120" rx="12" fill="aliceblue"/><rect x="16" y="36" width="48" height="48" rx="10" fill="royalblue"/><path d="M80 48h120v8H80zm0 18h90v8H80z" fill="steelblue"/>',
);

/** Photos for the image picker, 120x120, each distinct. */
export const photos = [
  svg(
    120,
    120,
    '<rect width="120" height="120" fill="lightsteelblue"/><circle cx="40" cy="40" r="16" fill="gold"/><path d="M0 120 50 60l30 30 20-20 20 20v30z" fill="seagreen"/>',
  ),
  svg(
    120,
    120,
    '<rect width="120" height="120" fill="wheat"/><rect x="20" y="30" width="80" height="60" fill="sienna"/>',
  ),
  svg(
    120,
    120,
    '<rect width="120" height="120" fill="lavender"/><circle cx="60" cy="60" r="36" fill="slateblue"/>',
  ),
  svg(
    120,
    120,
    '<rect width="120" height="120" fill="honeydew"/><path d="M10 100 60 20l50 80z" fill="olivedrab"/>',
  ),
  svg(
    120,
    120,
    '<rect width="120" height="120" fill="mistyrose"/><rect x="30" y="30" width="60" height="60" rx="30" fill="indianred"/>',
  ),
  svg(
    120,
    120,
    '<rect width="120" height="120" fill="lightcyan"/><path d="M0 70h120v50H0z" fill="cadetblue"/>',
  ),
  svg(
    120,
    120,
    '<rect width="120" height="120" fill="beige"/><path d="M20 20h30v80H20zm50 0h30v80H70z" fill="peru"/>',
  ),
  svg(
    120,
    120,
    '<rect width="120" height="120" fill="thistle"/><circle cx="60" cy="60" r="20" fill="purple"/>',
  ),
  svg(
    120,
    120,
    '<rect width="120" height="120" fill="palegreen"/><path d="M60 10 110 60 60 110 10 60z" fill="darkgreen"/>',
  ),
] as const;
