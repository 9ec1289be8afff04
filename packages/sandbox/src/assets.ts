// Small inline SVG images, so the sandbox works offline and pages never wait on a CDN.
const svg = (body: string, fill: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${fill}"/>${body}</svg>`,
  )}`;

// The demo markets' marks and product tiles are the data sets' art (./markets/art.ts); this is the evidence photo.
export const logos = {
  evidence: svg(
    '<circle cx="24" cy="26" r="6" fill="#fff"/><path d="M12 50l14-16 10 10 8-8 8 14z" fill="#fff"/>',
    '#6b7280',
  ),
};

/** The captcha image for a code: an SVG with the characters slightly rotated. */
export function captchaSvg(code: string): string {
  const letters = [...code]
    .map(
      (ch, i) =>
        `<text x="${14 + i * 22}" y="30" font-size="22" transform="rotate(${i % 2 ? 8 : -8} ${14 + i * 22} 30)" font-family="monospace" fill="#1c2421">${ch}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40" viewBox="0 0 100 40"><rect width="100" height="40" fill="#e3f3f0"/>${letters}<path d="M4 28 C30 10, 60 38, 96 14" stroke="#4f5b57" fill="none"/></svg>`;
}
