// The demo markets' art: one mark per payment channel and bank of each market's data set, a tile per
// demo product, each channel's bill payment screen and the pay code counter picture, as inline SVG
// data: URLs (offline, named colours only). The sandbox serves them and the stories show them, so the
// app in development and the kit's shots draw the same marks. They are stand-ins in each channel's
// own colours with its name or initials in bold type: not copies of anyone's trademark, but no two
// channels can be mistaken for each other (docs/decisions/story-art.md).

const svg = (width: number, height: number, body: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`,
  )}`;

const font = 'font-family="Arial, Helvetica, sans-serif" font-weight="bold" text-anchor="middle"';
const text = (x: number, y: number, size: number, fill: string, content: string, extra = '') =>
  `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}" ${font} ${extra}>${content}</text>`;
const tile = (fill: string, border?: string) =>
  `<rect x="0.5" y="0.5" width="63" height="63" rx="14" fill="${fill}"${border ? ` stroke="${border}"` : ''}/>`;

// ---- Payment channels: wallets, stores, banks ------------------------------------------------------

const gcash = svg(
  64,
  64,
  `${tile('royalblue')}${text(32, 36, 30, 'white', 'G')}${text(32, 53, 13, 'white', 'Cash')}`,
);
const maya = svg(
  64,
  64,
  `${tile('black')}${text(32, 39, 21, 'springgreen', 'maya', 'letter-spacing="-0.5"')}`,
);
const sevenEleven = svg(
  64,
  64,
  `${tile('white', 'gainsboro')}<path d="M8 16h48v8H8z" fill="darkorange"/><path d="M8 26h48v8H8z" fill="green"/><path d="M8 36h48v8H8z" fill="red"/>${text(32, 46, 40, 'white', '7', 'stroke="green" stroke-width="2.5" paint-order="stroke"')}${text(32, 57, 8, 'green', 'ELEVEN')}`,
);
const phonePe = svg(
  64,
  64,
  `${tile('rebeccapurple')}<circle cx="32" cy="32" r="20" fill="indigo"/>${text(32, 41, 24, 'white', 'Pe')}`,
);
const paytm = svg(
  64,
  64,
  `${tile('white', 'gainsboro')}<text x="32" y="38" font-size="17" ${font} letter-spacing="-0.5"><tspan fill="navy">pay</tspan><tspan fill="deepskyblue">tm</tspan></text>`,
);
/** UPI as such (any UPI app): its name in bold with the two arrows, saffron and green. */
const upi = svg(
  64,
  64,
  `${tile('white', 'gainsboro')}${text(28, 39, 20, 'dimgray', 'UPI', 'font-style="italic"')}<path d="M46 20l6 12-6 12z" fill="darkorange"/><path d="M52 20l6 12-6 12z" fill="green"/>`,
);
const bhim = svg(
  64,
  64,
  `${tile('white', 'gainsboro')}${text(32, 38, 17, 'navy', 'BHIM')}<path d="M14 46h18v4H14z" fill="darkorange"/><path d="M32 46h18v4H32z" fill="green"/>`,
);
/** Bharat BillPay (BBPS): the loan paid as a bill, its letters on blue under a saffron B. */
const bbps = svg(
  64,
  64,
  `${tile('mediumblue')}<circle cx="32" cy="22" r="11" fill="darkorange"/>${text(32, 27, 14, 'white', 'B')}${text(32, 52, 15, 'white', 'BBPS')}`,
);
const googlePay = svg(
  64,
  64,
  `${tile('white', 'gainsboro')}<text x="32" y="39" font-size="19" ${font}><tspan fill="dodgerblue">G</tspan><tspan fill="dimgray"> Pay</tspan></text><path d="M14 46h9v3h-9z" fill="dodgerblue"/><path d="M23 46h9v3h-9z" fill="red"/><path d="M32 46h9v3h-9z" fill="gold"/><path d="M41 46h9v3h-9z" fill="green"/>`,
);
/** A bank tile: the bank's initials in bold on its colour, with a band in its second colour. */
const bankTile = (letters: string, fill: string, ink: string, band: string) =>
  svg(
    64,
    64,
    `${tile(fill, fill === 'white' ? 'gainsboro' : undefined)}${text(32, letters.length > 4 ? 37 : 38, letters.length > 3 ? 15 : 20, ink, letters)}<path d="M14 46h36v4H14z" fill="${band}"/>`,
  );
const bdo = bankTile('BDO', 'navy', 'white', 'gold');
const bpi = bankTile('BPI', 'darkred', 'white', 'goldenrod');
const metrobank = bankTile('MB', 'white', 'mediumblue', 'mediumblue');
const sbi = svg(
  64,
  64,
  `${tile('deepskyblue')}<circle cx="32" cy="24" r="10" fill="white"/><circle cx="32" cy="24" r="3" fill="deepskyblue"/><path d="M31 24h2v10h-2z" fill="deepskyblue"/>${text(32, 53, 15, 'white', 'SBI')}`,
);
const hdfc = svg(
  64,
  64,
  `${tile('navy')}<rect x="21" y="10" width="22" height="22" fill="white"/><rect x="27" y="16" width="10" height="10" fill="red"/>${text(32, 52, 14, 'white', 'HDFC')}`,
);
const icici = bankTile('ICICI', 'maroon', 'orange', 'orange');
/** A bank transfer as such (no one bank): a bank front with an arrow in and out. */
const transfer = (fill: string) =>
  svg(
    64,
    64,
    `${tile(fill)}<path d="M14 26 32 15l18 11zM17 29h5v12h-5zm12 0h6v12h-6zm13 0h5v12h-5zM14 43h36v4H14z" fill="white"/><path d="M40 51h12l-4-4m4 4-4 4M24 55H12l4-4m-4 4 4 4" fill="none" stroke="gold" stroke-width="2" transform="translate(0 -3)"/>`,
  );

/**
 * Each channel's and bank's mark, by the name (or bank code) its market's data set gives it
 * (@loan/sandbox/markets): the Philippines' GCash, Maya, 7-Eleven and banks, India's UPI (any UPI app),
 * PhonePe, Paytm, Google Pay, BHIM, BBPS and banks.
 */
export const channelMarks: Readonly<Record<string, string>> = {
  GCash: gcash,
  GCASH: gcash,
  Maya: maya,
  '7-Eleven': sevenEleven,
  'Bank transfer': transfer('darkslategray'),
  'BDO Unibank': bdo,
  BDO: bdo,
  BPI: bpi,
  'Bank of the Philippine Islands': bpi,
  Metrobank: metrobank,
  MBT: metrobank,
  'Any UPI app': upi,
  UPI: upi,
  BHIM: bhim,
  BBPS: bbps,
  PhonePe: phonePe,
  Paytm: paytm,
  'Net banking': transfer('midnightblue'),
  'HDFC Bank': hdfc,
  HDFC: hdfc,
  SBI: sbi,
  'State Bank of India': sbi,
  'ICICI Bank': icici,
  ICICI: icici,
  'Google Pay': googlePay,
  GPAY: googlePay,
};

/** The mark of a channel or bank by its name or code; none for a name no market has (the kit then draws initials). */
export function channelMark(name: string): string | undefined {
  return Object.hasOwn(channelMarks, name) ? channelMarks[name] : undefined;
}

// ---- Channel screens: what a wallet's or a store's bill payment looks like ---------------------------

/** The colours a channel's screen is drawn in: its bar, the ink on the bar. */
const screenColours: Readonly<Record<string, readonly [string, string]>> = {
  GCash: ['royalblue', 'white'],
  Maya: ['black', 'springgreen'],
  '7-Eleven': ['green', 'white'],
  PhonePe: ['rebeccapurple', 'white'],
  Paytm: ['deepskyblue', 'white'],
  'Any UPI app': ['dimgray', 'white'],
  'Google Pay': ['dodgerblue', 'white'],
  BBPS: ['mediumblue', 'white'],
};

/**
 * A channel's bill payment screen, 120x200 (a phone or kiosk screen, portrait): the channel's bar with
 * its name, a biller row, the reference and amount fields filled in, and the pay button in its colour.
 */
export function channelScreen(name: string): string {
  const [bar, ink] = screenColours[name] ?? ['dimgray', 'white'];
  const mark = channelMark(name);
  return svg(
    120,
    200,
    `<rect width="120" height="200" rx="10" fill="whitesmoke"/><path d="M10 0h100a10 10 0 0 1 10 10v34H0V10A10 10 0 0 1 10 0z" fill="${bar}"/>${text(60, 30, 14, ink, name)}` +
      `${mark ? `<image href="${mark}" x="8" y="54" width="24" height="24"/>` : ''}<path d="M38 58h58v6H38zm0 10h40v4H38z" fill="dimgray"/>` +
      '<rect x="8" y="90" width="104" height="22" rx="4" fill="white" stroke="silver"/><path d="M14 99h60v5H14z" fill="black"/>' +
      '<rect x="8" y="120" width="104" height="22" rx="4" fill="white" stroke="silver"/><path d="M14 129h34v5H14z" fill="black"/>' +
      `<rect x="8" y="164" width="104" height="24" rx="12" fill="${bar}"/><path d="M46 174h28v5H46z" fill="${ink}"/>`,
  );
}

// ---- The pay code banner -----------------------------------------------------------------------------

/** Bars of a barcode for a code: each digit a thick or thin bar and a gap, so each code draws its own. */
function barcode(code: string, x: number, y: number, height: number): string {
  const digits = code.replace(/\D/g, '') || '0000000000';
  let at = x;
  let d = '';
  for (const digit of digits) {
    const n = Number(digit);
    const wide = 1 + (n % 3);
    d += `M${at} ${y}h${wide}v${height}h-${wide}z`;
    at += wide + 1 + (n % 2);
    d += `M${at} ${y}h1v${height}h-1z`;
    at += 3;
  }
  return `<path d="${d}" fill="black"/>`;
}

/** The bill payment networks: a code is paid on a phone there, not over a counter (India's BBPS). */
const billNetworks: ReadonlySet<string> = new Set(['BBPS']);

/**
 * The pay code page's picture, 240x120: a store's counter (a bill payment network's phone screen) with the pay slip handed over it, the slip's
 * barcode drawn from the code (and the code written under it), the store's mark over the counter.
 */
export function payCodeBanner(store: string | undefined, code: string): string {
  const mark = store ? channelMark(store) : undefined;
  const scene =
    store && billNetworks.has(store)
      ? // A phone's bill payment: the network's mark on the screen, the loan number field, the pay button.
        `<rect x="28" y="6" width="56" height="108" rx="8" fill="dimgray"/><rect x="32" y="14" width="48" height="90" rx="3" fill="white"/>` +
        (mark ? `<image href="${mark}" x="44" y="20" width="24" height="24"/>` : '') +
        `<rect x="36" y="52" width="40" height="12" rx="2" fill="white" stroke="silver"/><path d="M39 56h26v4H39z" fill="black"/><rect x="36" y="84" width="40" height="12" rx="6" fill="mediumblue"/>`
      : // The counter, the till and its screen.
        `<path d="M0 78h240v42H0z" fill="burlywood"/><path d="M0 78h240v6H0z" fill="saddlebrown"/>` +
        `<rect x="22" y="40" width="54" height="38" rx="4" fill="dimgray"/><rect x="28" y="46" width="42" height="16" rx="2" fill="palegreen"/><path d="M32 52h24v4H32z" fill="darkgreen"/>` +
        (mark ? `<image href="${mark}" x="34" y="8" width="28" height="28"/>` : '');
  return svg(
    240,
    120,
    `<clipPath id="frame"><rect width="240" height="120" rx="12"/></clipPath><g clip-path="url(#frame)"><rect width="240" height="120" fill="aliceblue"/>` +
      scene +
      // The slip: title bar, barcode, the code.
      `<g transform="rotate(-4 170 60)"><rect x="112" y="14" width="112" height="84" rx="4" fill="white" stroke="silver"/><path d="M122 24h56v6h-56z" fill="steelblue"/>` +
      `${barcode(code, 124, 38, 30)}<text x="168" y="86" font-size="11" fill="black" font-family="Courier New, monospace" font-weight="bold" text-anchor="middle">${code}</text></g></g>`,
  );
}

// ---- Product logos -------------------------------------------------------------------------------------

/** The demo products' own colours (tile, letter): each product of each market its own. */
const productColours: Readonly<Record<string, readonly [string, string]>> = {
  // The Philippines.
  'Bayanihan Cash': ['navy', 'gold'],
  'Sulit Loan': ['darkorange', 'white'],
  'Negosyo Plus': ['darkgreen', 'white'],
  'Kaagapay Cash': ['crimson', 'white'],
  'Tindahan Credit': ['indigo', 'white'],
  'Mabilis Cash': ['gold', 'black'],
  'Agad Pera': ['steelblue', 'white'],
  'Peso Cash': ['seagreen', 'white'],
  'Peso Cash Plus': ['darkslateblue', 'white'],
  'Peso Cash Lite': ['lightskyblue', 'navy'],
  // India.
  'Sahyog Cash': ['saddlebrown', 'gold'],
  'Saral Loan': ['mediumblue', 'white'],
  'Vyapar Plus': ['darkgreen', 'white'],
  'Saathi Cash': ['mediumvioletred', 'white'],
  'Dukaan Credit': ['chocolate', 'white'],
  'Turant Rupee': ['firebrick', 'white'],
  'Jaldi Paisa': ['olivedrab', 'white'],
  'Rupee Mitra': ['indigo', 'white'],
  'Rupee Mitra Plus': ['royalblue', 'white'],
  'Rupee Mitra Lite': ['lightsalmon', 'maroon'],
};
const spareColours: readonly (readonly [string, string])[] = [
  ['slateblue', 'white'],
  ['sienna', 'white'],
  ['darkolivegreen', 'white'],
  ['palevioletred', 'white'],
];

/** A product's letters: its first word's initial, plus `+` for a Plus and a second letter for a Lite. */
function productLetters(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = (words[0] ?? '?').charAt(0).toUpperCase();
  const last = words.at(-1);
  if (words.length > 2 && last === 'Plus') return `${first}+`;
  if (words.length > 2 && last === 'Lite') return `${first}L`;
  return first;
}

/**
 * A product's logo, 64x64: its initial in bold on its own colour, a ring behind it. Every demo product
 * of each market has its own colours; a name of no market gets one of four spare pairs by its letters.
 */
export function productMark(name: string): string {
  const spare = spareColours[[...name].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % spareColours.length];
  const [fill, ink] = productColours[name] ?? spare ?? ['slateblue', 'white'];
  const letters = productLetters(name);
  return svg(
    64,
    64,
    `<rect width="64" height="64" rx="14" fill="${fill}"/><circle cx="32" cy="32" r="21" fill="none" stroke="${ink}" stroke-width="2" opacity="0.45"/>${text(32, letters.length > 1 ? 41 : 43, letters.length > 1 ? 24 : 30, ink, letters)}`,
  );
}
